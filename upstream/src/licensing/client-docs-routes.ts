import { readFileSync } from 'node:fs';
import escapeHtml from 'escape-html';
import { Router } from 'express';
import { marked } from 'marked';
import { EDITION_ENTITLEMENTS } from '../../../contract/license-rules.ts';
import type { Locale } from '../domain/locale.ts';
import { localeOf } from '../http/locale.ts';

/**
 * The docs' sources name the API as `npm start` serves it; a served copy names the site's public origin instead, the
 * address a desktop client knows (the gateway passes these calls through; the upstream itself is not public).
 */
export const DOCS_API = 'http://localhost:8080/api';

const file = (name: string, api = DOCS_API) => readFileSync(new URL(`./docs/${name}`, import.meta.url), 'utf8').replaceAll(DOCS_API, api);

/** An edition as the page names it. */
export interface NamedEdition {
  id: number;
  name: string;
}

/** The entitlements table: each edition and its identifiers. */
const entitlementTable = (editions: readonly NamedEdition[], locale: Locale) =>
  [
    locale === 'zh' ? '| 版本 | 权益 |' : '| edition | entitlements |',
    '|---|---|',
    ...editions.map((edition) => `| ${edition.id} ${edition.name} | ${(EDITION_ENTITLEMENTS[edition.id] ?? []).map((id) => `\`${id}\``).join(' ') || '—'} |`),
  ].join('\n');

/** The page's Markdown: the text with its tables, the session and the verifier filled in from their own files. */
export const desktopClientMarkdown = (editions: readonly NamedEdition[], api = DOCS_API, locale: Locale = 'en') =>
  file(locale === 'zh' ? 'desktop-client.zh.md' : 'desktop-client.md', api)
    .replace('{{entitlements}}', entitlementTable(editions, locale))
    .replace('{{session}}', file('desktop-client-session.md', api).trim())
    .replace('{{verifier}}', file('verify-license.mjs', api).trim());

/** Our own Markdown, rendered once per process; the page runs no script (the upstream's CSP forbids it anyway). */
const TITLES = { zh: 'Tidewatch：桌面客户端接口', en: "Tidewatch: the desktop client's calls" };

const pageOf = (editions: readonly NamedEdition[], api: string, locale: Locale) => {
  let html: string | undefined;
  return () =>
    (html ??= `<!doctype html>
<html lang="${locale === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(TITLES[locale])}</title>
<style>
body{font:15px/1.6 system-ui,-apple-system,'Segoe UI','PingFang SC',sans-serif;color:#1f2937;max-width:60rem;margin:2rem auto;padding:0 1rem}
pre{background:#0f172a;color:#e2e8f0;padding:1rem;border-radius:6px;overflow:auto;font-size:13px}
code{font-family:ui-monospace,Menlo,Consolas,monospace}
:not(pre)>code{background:#f1f5f9;padding:1px 5px;border-radius:4px}
table{border-collapse:collapse;width:100%;margin:1rem 0}th,td{border:1px solid #d1d5db;padding:.4rem .6rem;text-align:left;vertical-align:top}
a{color:#0f4c81}
</style></head><body>
${marked.parse(desktopClientMarkdown(editions, api, locale), { async: false })}
</body></html>`);
};

/**
 * The developer page of the desktop client's calls, beside /api/openapi.json, and its verifier example; `editions` are
 * the catalogue the entitlements table names (the app passes the seed's). The page is in the request's language, and
 * every copy names the public origin of the site the request came through (`siteOrigin` of its language), never this upstream's own address.
 */
export const clientDocsRoutes = (editions: readonly NamedEdition[], siteOrigin: (locale: Locale) => string) => {
  const router = Router();
  const apiOf = (locale: Locale) => `${siteOrigin(locale).replace(/\/+$/, '')}/api`;
  const pages = { zh: pageOf(editions, apiOf('zh'), 'zh'), en: pageOf(editions, apiOf('en'), 'en') };
  router.get('/desktop-client', (req, res) => void res.type('html').send(pages[localeOf(req)]()));
  router.get('/desktop-client.md', (req, res) => void res.type('text/markdown').send(desktopClientMarkdown(editions, apiOf(localeOf(req)), localeOf(req))));
  router.get('/desktop-client/verify-license.mjs', (req, res) => void res.type('text/javascript').send(file('verify-license.mjs', apiOf(localeOf(req)))));
  return router;
};
