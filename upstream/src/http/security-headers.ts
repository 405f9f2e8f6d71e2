import helmet from 'helmet';
import type { UpstreamConfig } from '../domain/config.ts';
import { answeredSiteOrigins } from '../runtime/request-site.ts';

/**
 * Helmet's defaults for an API (a strict CSP, nosniff, no framing, …) with Referrer-Policy
 * strict-origin-when-cross-origin, and HSTS in production only. The sandbox checkout pages are its only HTML:
 * their forms post here and are sent on (303) to the site the buyer came from, so form-action names the two sites
 * and their equivalents on this machine's own addresses (runtime/request-site.ts).
 */
export const apiSecurityHeaders = (config: Pick<UpstreamConfig, 'NODE_ENV' | 'SITE_ORIGIN_ZH' | 'SITE_ORIGIN_EN'>) => {
  const production = config.NODE_ENV === 'production';
  return helmet({
    contentSecurityPolicy: {
      directives: {
        'form-action': ["'self'", ...answeredSiteOrigins(config)],
        'frame-ancestors': ["'none'"],
        // on plain-http development hosts an upgrade would send the sandbox's forms to a port that speaks no TLS
        'upgrade-insecure-requests': production ? [] : null,
      },
    },
    strictTransportSecurity: production ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
};
