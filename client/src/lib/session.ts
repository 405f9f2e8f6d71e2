import { localStore } from './local-storage.ts';
import { useSyncExternalStore } from 'react';

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

const storage = localStore;

/** Screens (the header, the centre) follow the session through this tiny store; other tabs through `storage` events. */
const listeners = new Set<() => void>();
let version = 0;
const emit = () => {
  version++;
  listeners.forEach((listener) => listener());
};
export const subscribeSession = (listener: () => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && !Object.values(KEYS).includes(event.key as never)) return;
    version++;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};
/** Changes whenever the session does (a snapshot for useSyncExternalStore). */
export const sessionVersion = () => version;

const encode = (user: SessionUser) => btoa(String.fromCodePoint(...new TextEncoder().encode(JSON.stringify(user))));
const decode = (text: string): SessionUser => {
  const user = JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(text), (c) => c.codePointAt(0)!))) as SessionUser;
  if (typeof user !== 'object' || user === null || typeof user.username !== 'string') throw new Error('not a user');
  return user;
};

export const getToken = () => storage()?.getItem(KEYS.token) ?? null;

export const saveToken = (token: string) => {
  storage()?.setItem(KEYS.token, token);
  emit();
};

export const saveSession = (token: string, user: SessionUser) => {
  storage()?.setItem(KEYS.token, token);
  saveUser(user);
};

export const saveUser = (user: SessionUser) => {
  storage()?.setItem(KEYS.username, user.username);
  storage()?.setItem(KEYS.userInfo, encode(user));
  emit();
};

const removeSession = () => {
  for (const key of [KEYS.token, KEYS.username, KEYS.userInfo]) storage()?.removeItem(key);
};

export const clearSession = () => {
  removeSession();
  emit();
};

/** The stored user; info that cannot be decoded clears the session. */
export const getUser = (): SessionUser | null => {
  const stored = storage()?.getItem(KEYS.userInfo);
  if (!stored) return null;
  try {
    return decode(stored);
  } catch {
    // May run while React renders: clear now, tell the listeners afterwards.
    removeSession();
    queueMicrotask(emit);
    return null;
  }
};

export const saveSignUp = (email: string, id: string) => {
  storage()?.setItem(KEYS.signUpEmail, email);
  storage()?.setItem(KEYS.signUpId, id);
};

export const getSignUp = () => ({ email: storage()?.getItem(KEYS.signUpEmail) ?? '', id: storage()?.getItem(KEYS.signUpId) ?? '' });

/**
 * Where a visitor was going when sent to sign in: kept across sign-up, the activation mail (opened in another
 * tab) and the sign-in after it, and forgotten once they are signed in.
 */
export const savePreviousRoute = (path: string) => storage()?.setItem(KEYS.previousRoute, path);
export const getPreviousRoute = () => storage()?.getItem(KEYS.previousRoute) ?? null;
export const clearPreviousRoute = () => storage()?.removeItem(KEYS.previousRoute);

/** What a prerendered page was made with (nobody signed in): its hydration renders that, then the stored session. */
const PRERENDERED = -1;
const prerenderedVersion = () => PRERENDERED;

/**
 * The token and the stored user, re-read whenever the session changes. While a prerendered page hydrates, nobody is
 * signed in, as when it was rendered; React renders again with the stored session right after (the header keeps
 * its size, so the user menu replacing the sign-in links moves nothing else).
 */
export const useSession = () => {
  if (useSyncExternalStore(subscribeSession, sessionVersion, prerenderedVersion) === PRERENDERED) return { token: null, user: null };
  const token = getToken();
  return { token, user: token ? getUser() : null };
};
