/**
 * The page's local storage, or null where the browser refuses it (storage blocked by the user, or a
 * cross-site frame such as the login frame): reading `window.localStorage` then throws a SecurityError,
 * and the app must still start, as if nothing were stored.
 */
export const localStore = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};
