import type { Locale } from '../i18n/locale.ts';

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
 * The site's two origins: zh is the current location with a leading `en.` removed from the host name,
 * en is `en.` + that host name; same scheme and port.
 */
export const siteOrigins = (where: Where, config: OriginConfig = {}): Record<Locale, string> => {
  const base = where.hostname.toLowerCase().replace(/^en\./, '');
  const port = where.port ? `:${where.port}` : '';
  return {
    zh: trimSlash(config.zh || `${where.protocol}//${base}${port}`),
    en: trimSlash(config.en || `${where.protocol}//en.${base}${port}`),
  };
};

/** The origin of the other language: where the cross-site login frame goes after signing in. */
export const otherLanguageOrigin = (where: Where & { origin: string }, config: OriginConfig = {}) => {
  const origins = siteOrigins(where, config);
  const here = trimSlash(where.origin).toLowerCase();
  if (here === origins.en.toLowerCase()) return origins.zh;
  if (here === origins.zh.toLowerCase()) return origins.en;
  return where.hostname.toLowerCase().startsWith('en.') ? origins.zh : origins.en;
};

export const configuredOrigins = (): OriginConfig => ({
  zh: import.meta.env.VITE_SITE_ORIGIN_ZH as string | undefined,
  en: import.meta.env.VITE_SITE_ORIGIN_EN as string | undefined,
});
