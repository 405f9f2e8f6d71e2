/**
 * Page-view analytics without personal data: each view is the path (no query string, no hash, identifiers
 * masked), the referring site's host, the language and the viewport width — no cookie, no id, no user.
 * Nothing is collected when the browser asks not to be tracked (Do Not Track, Global Privacy Control).
 *
 * Views are queued and sent with navigator.sendBeacon when the page is hidden or left, or when a few have
 * gathered, so reporting never delays a navigation; a beacon that fails is forgotten.
 * sendBeacon cannot set the headers GraphQL's CSRF prevention requires, hence the gateway's own endpoint.
 */

import { paths } from './paths.ts';

export interface PageView {
  path: string;
  referrer_host: string;
  locale: 'zh' | 'en';
  width: number;
}

export const PAGE_VIEWS_ENDPOINT = '/analytics/page-views';
/** views gathered before a beacon goes without waiting for the page to be hidden */
export const BATCH_SIZE = 5;
const MAX_PATH = 200;

/** Route parameters that identify a person's things (an order, a mail token): counted by their route, not their value. */
const PRIVATE_PARAMS = new Set(['orderNo', 'token']);

interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

/** False when the visitor asked not to be tracked: Do Not Track is "1" or Global Privacy Control is on. */
export const trackingAllowed = (nav: PrivacySignals = navigator as PrivacySignals) =>
  !(nav.doNotTrack === '1' || nav.globalPrivacyControl === true);

/** The host of another site that linked here; '' for none, for this site itself and for non-web referrers. */
export const referrerHost = (referrer: string, ownHost: string) => {
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    const host = url.hostname.toLowerCase();
    return host === ownHost.toLowerCase() ? '' : host.slice(0, 255);
  } catch {
    return '';
  }
};

/** Every route's pattern as segments, from the routes as data (paths.ts): the one map of how each page is spelled. */
const patterns = Object.values(paths).flatMap((route) => ('path' in route ? [route.path.split('/')] : []));

/**
 * Routes match any letter case (the footer links /friendlink, the header /goExp; people type /goexp), so one page
 * has many spellings: a view is counted under its route's own (`/friendlink` → `/friendLink`), parameters as given.
 */
export const canonicalPath = (path: string) => {
  const segments = (path.length > 1 ? path.replace(/\/+$/, '') : path).split('/');
  const lower = segments.map((segment) => segment.toLowerCase());
  const pattern = patterns.find((route) => route.length === segments.length && route.every((part, i) => part.startsWith(':') || part.toLowerCase() === lower[i]));
  return pattern ? pattern.map((part, i) => (part.startsWith(':') ? segments[i] : part)).join('/') : path;
};

/**
 * The path as counted: `/buy/checkStand/TW123/0` with params {orderNo: 'TW123'} → `/buy/checkStand/:orderNo/0`;
 * `/friendlink` → `/friendLink`.
 */
export const countedPath = (pathname: string, params: Record<string, string | undefined> = {}) => {
  const masked = new Map<string, string>();
  for (const [name, value] of Object.entries(params)) if (value && PRIVATE_PARAMS.has(name)) masked.set(value, `:${name}`);
  const path = pathname
    .split(/[?#]/)[0]
    .split('/')
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // a malformed escape is kept as it is
      }
      return masked.get(decoded) ?? segment;
    })
    .join('/');
  return canonicalPath(path.startsWith('/') ? path : `/${path}`).slice(0, MAX_PATH);
};

let queue: PageView[] = [];
let listening = false;

/** Sends what is queued in one beacon; any failure is swallowed (a lost page view harms nobody). */
export const flushPageViews = () => {
  if (queue.length === 0) return;
  const views = queue;
  queue = [];
  try {
    navigator.sendBeacon?.(PAGE_VIEWS_ENDPOINT, JSON.stringify({ views }));
  } catch {
    // sendBeacon refuses (quota, policy): drop the batch
  }
};

const listen = () => {
  if (listening) return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushPageViews();
  });
  window.addEventListener('pagehide', flushPageViews);
};

/** Queues one page view (unless the visitor opted out); a full batch goes at once. */
export const reportPageView = (view: PageView) => {
  if (!trackingAllowed()) return;
  listen();
  queue.push(view);
  if (queue.length >= BATCH_SIZE) flushPageViews();
};
