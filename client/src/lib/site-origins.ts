interface Where {
  protocol: string;
  hostname: string;
  port: string;
}

/** Configured origins (build time) win; else both are derived from where the page is. */
export interface OriginConfig {
  zh?: string;
  en?: string;
}

const trimSlash = (origin: string) => origin.replace(/\/+$/, '');

/**
 * An IP address has no `en.` sister: `en.127.0.0.1` is no host name (new URL throws on it), and `en.` before an
 * IPv6 address is not even text a URL can hold.
 */
const isAddress = (hostname: string) => /^[\d.]+$/.test(hostname) || hostname.includes(':') || hostname.startsWith('[');

/**
 * The site's two origins: zh is the current location with a leading `en.` removed from the host name,
 * en is `en.` + that host name; same scheme and port. On an IP address only the page's own origin is known (it is the
 * Chinese site, as every host that does not start with `en.`): the English one is the configured one, or none.
 */
export const siteOrigins = (where: Where, config: OriginConfig = {}): { zh: string; en?: string } => {
  const base = where.hostname.toLowerCase().replace(/^en\./, '');
  const port = where.port ? `:${where.port}` : '';
  const derivedEn = isAddress(base) ? undefined : `${where.protocol}//en.${base}${port}`;
  const en = config.en || derivedEn;
  return {
    zh: trimSlash(config.zh || `${where.protocol}//${base}${port}`),
    ...(en ? { en: trimSlash(en) } : {}),
  };
};

/**
 * The origin of the other language: where the cross-site login frame goes after signing in. Null when there is none
 * to derive or configure (a page opened by IP address on a build without VITE_SITE_ORIGIN_EN): then signing in
 * simply signs in here.
 */
export const otherLanguageOrigin = (where: Where & { origin: string }, config: OriginConfig = {}): string | null => {
  const origins = siteOrigins(where, config);
  const here = trimSlash(where.origin).toLowerCase();
  if (here === origins.en?.toLowerCase()) return origins.zh;
  if (here === origins.zh.toLowerCase()) return origins.en ?? null;
  return (where.hostname.toLowerCase().startsWith('en.') ? origins.zh : origins.en) ?? null;
};

export const configuredOrigins = (): OriginConfig => ({
  zh: import.meta.env.VITE_SITE_ORIGIN_ZH as string | undefined,
  en: import.meta.env.VITE_SITE_ORIGIN_EN as string | undefined,
});
