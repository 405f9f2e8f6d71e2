import type { Loaders } from './loaders.ts';
import type { Locale } from '../core/locale.ts';
import type { PayStatusHub } from '../subscriptions/pay-status.ts';
import type { Cached, Upstream } from '../upstream/client.ts';

/** What every resolver gets: the upstream bound to this request's token and language, a shared cache for public calls, and its loaders. */
export interface Context {
  upstream: Upstream;
  cached: Cached;
  loaders: Loaders;
  locale: Locale;
  token: string | null;
  /** the process's pay-status pollers (orderPayStatus) */
  payStatus: PayStatusHub;
  /** whether this answer touched anything of its caller (then it is never shared) */
  sharing: Sharing;
}

/**
 * Whether a request's answer may be shared. `personal`: the context called the upstream with the caller's own
 * credentials (public data goes through `cached`, which is anonymous and shared anyway). `public`: set by
 * edge/http-caching.ts once the answer is known to be the same for every visitor of its language.
 */
export interface Sharing {
  personal: boolean;
  public?: boolean;
}
