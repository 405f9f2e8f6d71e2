/**
 * The session in local storage (spec §3 'Session data'): token, username, encoded user info,
 * the sign-up email and id, and the previous route.
 */
const KEYS = {
  token: 'token',
  username: 'username',
  userInfo: 'userInfo',
  signUpEmail: 'signUpEmail',
  signUpId: 'signUpId',
  previousRoute: 'previousRoute',
} as const;

export interface SessionUser {
  id: string;
  username: string;
  email: string;
  status?: number;
}

const storage = () => (typeof window === 'undefined' ? null : window.localStorage);

const encode = (user: SessionUser) => btoa(String.fromCodePoint(...new TextEncoder().encode(JSON.stringify(user))));
const decode = (text: string): SessionUser => {
  const user = JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(text), (c) => c.codePointAt(0)!))) as SessionUser;
  if (typeof user !== 'object' || user === null || typeof user.username !== 'string') throw new Error('not a user');
  return user;
};

export const getToken = () => storage()?.getItem(KEYS.token) ?? null;

export const saveSession = (token: string, user: SessionUser) => {
  storage()?.setItem(KEYS.token, token);
  saveUser(user);
};

export const saveUser = (user: SessionUser) => {
  storage()?.setItem(KEYS.username, user.username);
  storage()?.setItem(KEYS.userInfo, encode(user));
};

export const clearSession = () => {
  for (const key of [KEYS.token, KEYS.username, KEYS.userInfo]) storage()?.removeItem(key);
};

/** The stored user; info that cannot be decoded clears the session. */
export const getUser = (): SessionUser | null => {
  const stored = storage()?.getItem(KEYS.userInfo);
  if (!stored) return null;
  try {
    return decode(stored);
  } catch {
    clearSession();
    return null;
  }
};

export const saveSignUp = (email: string, id: string) => {
  storage()?.setItem(KEYS.signUpEmail, email);
  storage()?.setItem(KEYS.signUpId, id);
};

export const getSignUp = () => ({ email: storage()?.getItem(KEYS.signUpEmail) ?? '', id: storage()?.getItem(KEYS.signUpId) ?? '' });

export const savePreviousRoute = (path: string) => storage()?.setItem(KEYS.previousRoute, path);
export const getPreviousRoute = () => storage()?.getItem(KEYS.previousRoute) ?? null;
