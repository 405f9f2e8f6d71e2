import { localStore } from './local-storage.ts';

/**
 * The staff session (issue #33): its own token, never the buyer's. A buyer signed in on the same browser stays a buyer
 * on the site and is no one in the back office; every request made from a back-office page carries this token alone.
 */
const KEY = 'staffToken';

/** The back office lives under /admin; pages there speak as staff. */
export const STAFF_ROOT = '/admin';
export const isStaffPath = (pathname: string) => pathname === STAFF_ROOT || pathname.startsWith(`${STAFF_ROOT}/`);

export const getStaffToken = () => localStore()?.getItem(KEY) ?? null;
export const saveStaffToken = (token: string) => localStore()?.setItem(KEY, token);
export const clearStaffToken = () => localStore()?.removeItem(KEY);
