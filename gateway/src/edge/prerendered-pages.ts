import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import escapeHtml from 'escape-html';
import type { RequestHandler } from 'express';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { encodingFor, represent, type Representation } from './representation.ts';
import type { Locale } from '../core/locale.ts';

/** What the prerenderer (client/src/prerender.tsx, built into dist/.server) exports; typed here, loaded at run time. */
interface Prerenderer {
  PRERENDERED_PATHS: string[];
  prerender(input: { path: string; locale: Locale; origin: string; execute: Execute }): Promise<{ html: string; styles: string; state: unknown; title: string; description: string }>;
}
type Execute = (request: { query: DocumentNode; variables: Record<string, unknown>; operationName: string | undefined }) => Promise<FormattedExecutionResult>;

/** One page in one language, kept ready to send: compressed once, when rendered. */
interface Page {
  etag: string;
  bodies: Representation;
}

const LOCALES: Locale[] = ['zh', 'en'];
const HTML_LANG: Record<Locale, string> = { zh: 'zh-CN', en: 'en' };

/** JSON inside a <script> element: nothing in it may close the element or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * The client's shell (index.html, with its hashed script and style links) made into one page: its language, its title,
 * description, canonical URL and the other language's page (hreflang), the rendered markup in #root and the Apollo
 * cache it was rendered from (a JSON data block, which the CSP's script-src does not cover: it never runs).
 */
export const pageHtml = (
  shell: string,
  { locale, path: pagePath, origins, page }: { locale: Locale; path: string; origins: Record<Locale, string>; page: Awaited<ReturnType<Prerenderer['prerender']>> },
) => {
  const url = (at: Locale) => `${origins[at]}${pagePath === '/' ? '/' : pagePath}`;
  const head = [
    `<link rel="canonical" href="${escapeHtml(url(locale))}" />`,
    ...LOCALES.map((at) => `<link rel="alternate" hreflang="${HTML_LANG[at]}" href="${escapeHtml(url(at))}" />`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url('zh'))}" />`,
    page.styles,
  ].join('\n    ');
  // replacement functions, not strings: the content may hold `$&` or `$'`, which a replacement string expands
  return shell
    .replace(/<html lang="[^"]*">/, () => `<html lang="${HTML_LANG[locale]}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, () => `<meta name="description" content="${escapeHtml(page.description)}" />`)
    .replace('</head>', () => `    ${head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${page.html}</div>\n    <script type="application/json" id="prerendered">${scriptJson({ locale, path: pagePath, apollo: page.state })}</script>`,
    );
};

const pageOf = (plain: Buffer): Page => ({
  // weak: the same page is sent plain, gzip or Brotli
  etag: `W/"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`,
  bodies: represent(plain, 'best'),
});

/**
 * The prerenderer of the build in `dist` (`vite build --ssr` names it `.server/prerender-<hash>.js`), or undefined
 * when none is built.
 */
export const prerendererEntry = (dist: string) => {
  const folder = path.resolve(dist, '.server');
  try {
    const entry = readdirSync(folder).find((name) => /^prerender-[\w-]+\.js$/.test(name));
    return entry ? path.join(folder, entry) : undefined;
  } catch {
    return undefined;
  }
};

export interface PrerenderedPagesOptions {
  /** the built client: index.html and .server/prerender-<hash>.js */
  dist: string;
  origins: Record<Locale, string>;
  /** runs an operation against the gateway's schema for an anonymous visitor of that language */
  execute: (request: Parameters<Execute>[0], locale: Locale) => Promise<FormattedExecutionResult>;
  /** the language a request's host selects */
  localeOf: (host: string) => Locale;
  /** how often every page is rendered again (0: only when refresh() is called) */
  refreshMs: number;
  log?: (message: string) => void;
}

/**
 * The public pages rendered to HTML in both languages (`client/src/prerender.tsx`), kept in memory and compressed
 * once. They are rendered again every `refreshMs`: a new version, PoC week, approved extension or edited FAQ shows
 * at most that long (plus the public cache's lifetime) after it changed, without a restart; a page whose markup did
 * not change keeps its ETag. A page that cannot be rendered (no prerenderer built, a failing query) is simply not
 * served from here: the client's shell is, as for every other path.
 */
export const prerenderedPages = ({ dist, origins, execute, localeOf, refreshMs, log = console.warn }: PrerenderedPagesOptions) => {
  const pages = new Map<string, Page>();
  const keyOf = (locale: Locale, pagePath: string) => `${locale} ${pagePath.toLowerCase()}`;
  let running: Promise<void> | undefined;

  const renderAll = async () => {
    // looked for at every render: a rebuild while the gateway runs (a deploy) names a new entry, which is loaded;
    // the one loaded before would import chunks the rebuild deleted
    const server = prerendererEntry(dist);
    if (!server) return;
    const { PRERENDERED_PATHS, prerender } = (await import(pathToFileURL(server).href)) as Prerenderer;
    const shell = await readFile(path.resolve(dist, 'index.html'), 'utf8');
    for (const locale of LOCALES) {
      for (const pagePath of PRERENDERED_PATHS) {
        try {
          const page = await prerender({ path: pagePath, locale, origin: origins[locale], execute: (request) => execute(request, locale) });
          const html = pageHtml(shell, { locale, path: pagePath, origins, page });
          const key = keyOf(locale, pagePath);
          const plain = Buffer.from(html);
          if (pages.get(key)?.bodies.identity.equals(plain)) continue;
          pages.set(key, pageOf(plain));
        } catch (error) {
          pages.delete(keyOf(locale, pagePath));
          log(`[prerender] ${locale} ${pagePath}: ${(error as Error).message}`);
        }
      }
    }
  };
  /** Renders every page again (one run at a time: a call during a run waits for it and starts none). */
  const refresh = () => (running ??= renderAll().finally(() => (running = undefined)));
  const timer = refreshMs > 0 ? setInterval(() => void refresh(), refreshMs) : undefined;
  timer?.unref();

  const middleware: RequestHandler = (req, res, next) => {
    // an address with a query (the market's ?q=, ?page=) is another page than the one rendered: the browser would
    // hydrate different markup, so it gets the shell and renders itself
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.accepts('html') || req.originalUrl.includes('?')) return next();
    const page = pages.get(keyOf(localeOf(req.headers.host ?? ''), req.path));
    if (!page) return next();
    res.setHeader('vary', 'Host, Accept-Encoding');
    res.setHeader('etag', page.etag);
    // revalidated on every visit (a 304 costs a few bytes): a new render must reach a visitor at once
    res.setHeader('cache-control', 'no-cache');
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    const encoding = encodingFor(req.headers['accept-encoding']);
    const body = page.bodies[encoding];
    res.setHeader('content-type', 'text/html; charset=utf-8');
    if (encoding !== 'identity') res.setHeader('content-encoding', encoding);
    res.setHeader('content-length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  return {
    middleware,
    refresh,
    /** how many pages are ready */
    size: () => pages.size,
    close: () => clearInterval(timer),
  };
};

export type PrerenderedPages = ReturnType<typeof prerenderedPages>;
