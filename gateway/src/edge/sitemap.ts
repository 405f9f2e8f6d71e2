import express, { type Router } from 'express';
import { localeOf } from '../core/locale.ts';

/** The pages a search engine may list: public, the same on both sites, in the client's own spelling. */
export const PUBLIC_PAGES = ['/', '/features', '/extensions', '/updates', '/sale', '/faq', '/doc', '/exp', '/goExp', '/friendLink'] as const;

/** Areas behind sign-in, one-off links from mails, the payment steps and the back office: nothing there for a search engine. */
const PRIVATE_AREAS = ['/center', '/buy', '/modify', '/crossLogin', '/activate', '/password', '/graphql', '/admin'];

export interface SiteOrigins {
  zh: string;
  en: string;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
const trim = (origin: string) => origin.replace(/\/+$/, '');

/** The sitemap of one language's site: each public page with its page on the other site as an hreflang alternate. */
export const sitemapXml = (origins: SiteOrigins, locale: keyof SiteOrigins) => {
  const entries = PUBLIC_PAGES.map((path) => {
    const alternates = (['zh', 'en'] as const)
      .map((language) => `    <xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(trim(origins[language]) + path)}"/>`)
      .join('\n');
    return `  <url>\n    <loc>${escapeXml(trim(origins[locale]) + path)}</loc>\n${alternates}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
};

export const robotsTxt = (origin: string) =>
  ['User-agent: *', 'Allow: /', ...PRIVATE_AREAS.map((area) => `Disallow: ${area}`), '', `Sitemap: ${trim(origin)}/sitemap.xml`, ''].join('\n');

/**
 * /robots.txt and /sitemap.xml of the site the request came to (the Chinese or the English host); without
 * them the client's history fallback would answer both with the HTML page.
 */
export const siteFiles = (origins: SiteOrigins): Router => {
  const router = express.Router();
  const enHost = new URL(origins.en).host;
  // the host alone decides: a crawler sends no language choice
  const siteOf = (host: string | undefined) => localeOf({ host }, enHost);
  router.get('/robots.txt', (req, res) => {
    res.type('text/plain').setHeader('cache-control', 'public, max-age=3600');
    res.send(robotsTxt(origins[siteOf(req.headers.host)]));
  });
  router.get('/sitemap.xml', (req, res) => {
    res.type('application/xml').setHeader('cache-control', 'public, max-age=3600');
    res.send(sitemapXml(origins, siteOf(req.headers.host)));
  });
  return router;
};
