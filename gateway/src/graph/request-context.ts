import type { IncomingHttpHeaders } from 'node:http';
import type { Context, Sharing } from './context.ts';
import { createLoaders } from './loaders.ts';
import { localeOf } from '../core/locale.ts';
import type { PublicCache } from './public-cache.ts';
import type { PayStatusHub } from '../subscriptions/pay-status.ts';
import { bindUpstream, type Cached, type Upstream } from '../upstream/client.ts';
import type { Transport } from '../upstream/transport.ts';

export interface ContextDeps {
  transport: Transport;
  cache: PublicCache;
  enHost: string;
  payStatus: PayStatusHub;
}

const bearer = (authorization: unknown) => {
  const match = typeof authorization === 'string' ? /^Bearer\s+(\S+)$/i.exec(authorization) : null;
  return match ? match[1] : null;
};

/**
 * Builds a resolver context from HTTP headers or graphql-ws connection params. The browser's address
 * goes on to the upstream as X-Forwarded-For, so its per-address rate limits see people, not the gateway; the site it
 * is on (an allowed origin only) as X-Site-Origin, for the mail links and payment returns the call makes.
 * A call of the caller's own upstream (not the anonymous, cached one) marks the answer personal: the response
 * cache never keeps it.
 */
export const createContext = (
  { transport, cache, enHost, payStatus }: ContextDeps,
  headers: IncomingHttpHeaders,
  clientIp?: string,
  siteOrigin?: string,
): Context => {
  const token = bearer(headers.authorization);
  const locale = localeOf(headers, enHost);
  const sharing: Sharing = { personal: false };
  const bound = bindUpstream(transport, token, locale, clientIp, siteOrigin);
  const upstream: Upstream = {
    call: (call, ...request) => ((sharing.personal = true), bound.call(call, ...request)),
    raw: (call, ...request) => ((sharing.personal = true), bound.raw(call, ...request)),
    upload: (call, upload) => ((sharing.personal = true), bound.upload(call, upload)),
  };
  // Public data does not depend on the caller, so the anonymous view is shared by language.
  const anonymous = bindUpstream(transport, null, locale);
  const cached: Cached = (call, ...request) =>
    cache.get(`${call.id}:${locale}:${JSON.stringify(request[0] ?? {})}`, () => anonymous.call(call, ...request));
  return {
    upstream,
    token,
    locale,
    cached,
    loaders: createLoaders(upstream, cached),
    payStatus,
    sharing,
  };
};
