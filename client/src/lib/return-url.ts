/** The query parameter /signIn reads its return URL from. */
export const REDIRECT_PARAM = 'redirect';

const SIGN_IN = '/signIn';

/** Sign-in with a return URL (a path on this site, search and hash included). */
export const signInPath = (returnTo?: string) => {
  const safe = returnTo ? safeRedirect(returnTo) : null;
  return safe ? `${SIGN_IN}?${REDIRECT_PARAM}=${encodeURIComponent(safe)}` : SIGN_IN;
};

/**
 * A return URL is honoured only when it is a path on this site: it starts with one slash (not `//` nor `/\`,
 * which browsers read as another host), resolves to the same origin, and does not lead back to sign-in.
 */
export const safeRedirect = (value: string | null | undefined): string | null => {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return null;
  const base = 'http://same.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  if (url.pathname === SIGN_IN || url.pathname.startsWith(`${SIGN_IN}/`)) return null;
  return url.pathname + url.search + url.hash;
};
