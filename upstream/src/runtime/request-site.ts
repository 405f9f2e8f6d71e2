import { AsyncLocalStorage } from 'node:async_hooks';
import { networkInterfaces } from 'node:os';
import { allowedSiteOrigin } from '../../../contract/site-origins.ts';
import type { UpstreamConfig } from '../domain/config.ts';

/** The header in which the gateway names the site the browser is on (the scheme and host it used). */
export const SITE_ORIGIN_HEADER = 'x-site-origin';

const requestSite = new AsyncLocalStorage<string>();

/** This machine's addresses, read each time: an interface may come and go while the upstream runs. */
const ownAddresses = () =>
  Object.values(networkInterfaces())
    .flat()
    .flatMap((entry) => (entry ? [entry.address] : []));

/**
 * Runs the rest of a request (`next`) with the site the buyer is on, when the gateway names one the site answers on
 * (checked again here: whoever reaches this port can send the header). Mail links and payment returns made while
 * serving the request then lead back there (an IP address stays an IP address) instead of to the configured host,
 * where the buyer is signed out.
 */
export const withRequestSite = (config: Pick<UpstreamConfig, 'SITE_ORIGIN_ZH' | 'SITE_ORIGIN_EN'>, named: string | undefined, next: () => void) => {
  const site = allowedSiteOrigin(named, { configured: [config.SITE_ORIGIN_ZH, config.SITE_ORIGIN_EN], localAddresses: ownAddresses() });
  if (site) requestSite.run(site, next);
  else next();
};

/** The site of the request being served, if it named an allowed one; undefined in jobs and notifications. */
export const currentRequestSite = () => requestSite.getStore();

/**
 * Every origin a buyer may come from and go back to: the configured sites and, on each one's scheme and port, this
 * machine's own addresses (the sandbox's checkout forms are sent on to these, so its form-action names them).
 */
export const answeredSiteOrigins = (config: Pick<UpstreamConfig, 'SITE_ORIGIN_ZH' | 'SITE_ORIGIN_EN'>) => {
  const configured = [config.SITE_ORIGIN_ZH, config.SITE_ORIGIN_EN].map((origin) => new URL(origin));
  // IPv4 only: CSP's source grammar has no IPv6 literal (a browser ignores one, with a console error)
  const own = ownAddresses()
    .filter((address) => !address.includes(':'))
    .flatMap((address) => configured.map((site) => `${site.protocol}//${address}${site.port ? `:${site.port}` : ''}`));
  return [...new Set([...configured.map((site) => site.origin), ...own])];
};
