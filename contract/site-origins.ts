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
