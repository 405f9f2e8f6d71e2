import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

export interface SecurityHeaderOptions {
  production: boolean;
  /** SITE_ORIGIN_ZH and SITE_ORIGIN_EN: the two languages' sites, which frame each other's /crossLogin */
  siteOrigins: string[];
  /** CROSS_LOGIN_FRAME_ORIGINS: more origins that may frame /crossLogin (test setups reached by other names) */
  extraFrameOrigins?: string[];
}

/** The cross-site login page, the one page another origin (the other language's site) may frame. */
export const CROSS_LOGIN_PATH = /^\/crosslogin\/?$/i;

const originOf = (url: string) => new URL(url).origin;
/** The socket's origin for a site origin: http → ws, https → wss. */
const socketOrigin = (origin: string) => origin.replace(/^http/, 'ws');

/**
 * The site's CSP: scripts only from its own files (no inline script, no eval); inline styles are allowed because
 * styled-components writes its rules into <style> tags at run time. Images may be data: (captchas), blob: (a
 * package's icon before upload) or any https: host (PoC demo images are links to the author's pictures).
 * connect-src covers GraphQL, the page-view beacon and the graphql-ws socket ('self' covers ws: in CSP 3; the
 * sites' ws/wss origins are listed for browsers that read CSP 2). frame-src lets the cross-login frame load.
 */
const directives = ({ production, siteOrigins, extraFrameOrigins = [] }: SecurityHeaderOptions, frameAncestors: string[]) => {
  const sites = [...new Set([...siteOrigins, ...extraFrameOrigins].map(originOf))];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...sites.map(socketOrigin)],
    'frame-src': ["'self'", ...sites],
    'frame-ancestors': frameAncestors,
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    ...(production ? { 'upgrade-insecure-requests': [] } : {}),
  };
};

/**
 * Security headers on every gateway response: the CSP above, nosniff, Referrer-Policy
 * strict-origin-when-cross-origin, no framing (frame-ancestors 'none' and X-Frame-Options DENY) except
 * /crossLogin, which only the two sites may frame, and HSTS in production only (a development
 * site on http://localhost must not teach the browser to insist on https).
 */
export const securityHeaders = (options: SecurityHeaderOptions) => {
  const common = {
    strictTransportSecurity: options.production ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    xContentTypeOptions: true,
    // zh and en are one site under two hosts: their pages may use each other's files
    crossOriginResourcePolicy: { policy: 'same-site' as const },
  };
  const framed = [...new Set([...options.siteOrigins, ...(options.extraFrameOrigins ?? [])].map(originOf))];
  const everywhere = helmet({ ...common, contentSecurityPolicy: { useDefaults: false, directives: directives(options, ["'none'"]) }, xFrameOptions: { action: 'deny' } });
  // X-Frame-Options cannot name two origins; browsers that read frame-ancestors ignore it anyway.
  const crossLogin = helmet({ ...common, contentSecurityPolicy: { useDefaults: false, directives: directives(options, framed) }, xFrameOptions: false });
  return (req: Request, res: Response, next: NextFunction) => (CROSS_LOGIN_PATH.test(req.path) ? crossLogin : everywhere)(req, res, next);
};

/**
 * GraphiQL (development only) is a page of inline scripts and styles from its package: its own CSP, on its page
 * only, so the site's CSP stays strict.
 */
export const GRAPHIQL_CSP = "default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval' blob:; worker-src 'self' blob: data:; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'";
