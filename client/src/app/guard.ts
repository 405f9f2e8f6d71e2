import { msg } from '@lingui/core/macro';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { i18n } from '../i18n/i18n.ts';
import { signInPath } from '../lib/return-url.ts';
import { getToken } from '../lib/session.ts';
import { showToast } from '../lib/toasts.ts';

/** Route flags of the guard (spec §6): `auth` needs a token; `purchase` also warns before sign-in. */
export interface GuardHandle {
  auth?: boolean;
  purchase?: boolean;
}

/** Where a visitor on a flagged route goes: sign-in with the original full path; null lets the route load. */
export const guardRedirect = (handle: GuardHandle, url: URL, token: string | null) =>
  handle.auth && !token ? signInPath(url.pathname + url.search + url.hash) : null;

/** A loader that sends a visitor without a token to sign-in (and warns first on the order form). */
export const guardLoader =
  (handle: GuardHandle) =>
  ({ request }: LoaderFunctionArgs) => {
    const target = guardRedirect(handle, new URL(request.url), getToken());
    if (!target) return null;
    if (handle.purchase) showToast('warning', i18n._(msg`Please log in to purchase a license`));
    throw redirect(target);
  };

/** Spread into a route: its handle and the loader that enforces it. */
export const guarded = <H extends GuardHandle>(handle: H) => ({ handle, loader: guardLoader(handle) });
