import { z } from 'zod';

/**
 * The two sites' origins (the Chinese and the English one), read by the gateway (hosts, sitemap, CORS) and the
 * upstream (mail links, payment returns) from the same variables with the same defaults: written once here.
 * Unset, they follow the site's PORT on localhost and en.localhost, so mail links reach the site that runs.
 */
export const siteOriginVariables = {
  SITE_ORIGIN_ZH: z.url().optional(),
  SITE_ORIGIN_EN: z.url().optional(),
};

/** The environment with both origins filled in (a config schema's `.transform`). */
export const withSiteOrigins = <E extends { PORT: number; SITE_ORIGIN_ZH?: string; SITE_ORIGIN_EN?: string }>(env: E) => ({
  ...env,
  SITE_ORIGIN_ZH: env.SITE_ORIGIN_ZH ?? `http://localhost:${env.PORT}`,
  SITE_ORIGIN_EN: env.SITE_ORIGIN_EN ?? `http://en.localhost:${env.PORT}`,
});

/** What a request's own origin is checked against: the configured sites and the addresses of the machine serving them. */
export interface SiteOriginRule {
  /** SITE_ORIGIN_ZH and SITE_ORIGIN_EN */
  configured: readonly string[];
  /** this machine's own IP addresses (os.networkInterfaces()), loopback included */
  localAddresses: readonly string[];
}

const unbracket = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();

/**
 * The origin a browser used, when the site answers there: a configured site, or a configured site's scheme and port on
 * one of this machine's own IP addresses (http://127.0.0.1:8080 for http://localhost:8080). Anything else is null, so
 * that a forged Host header never becomes a payment return or a mail link (open redirect, mail-link poisoning).
 */
export const allowedSiteOrigin = (candidate: string | undefined, rule: SiteOriginRule): string | null => {
  if (!candidate) return null;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return null;
  const configured = rule.configured.map((origin) => new URL(origin));
  if (configured.some((site) => site.origin === url.origin)) return url.origin;
  const host = unbracket(url.hostname);
  const local = rule.localAddresses.some((address) => address.toLowerCase() === host);
  return local && configured.some((site) => site.protocol === url.protocol && site.port === url.port) ? url.origin : null;
};
