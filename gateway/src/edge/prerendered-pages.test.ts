import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { pageHtml, prerenderedPages } from './prerendered-pages.ts';

const shell = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta name="description" content="Network asset mapping" />
    <title>Scanner</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const origins = { zh: 'https://scanner.test', en: 'https://en.scanner.test' };

describe('a prerendered page', () => {
  it('carries its language, head and markup in the client’s shell', () => {
    const html = pageHtml(shell, {
      locale: 'en',
      path: '/sale',
      origins,
      page: { html: "<main><h1>Pricing</h1><p>$1 trial, $& and $' stay as written</p></main>", styles: '<style data-styled="true">.a{}</style>', state: { ROOT_QUERY: {} }, title: 'Pricing · Tidewatch', description: 'Editions & prices' },
    });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Pricing · Tidewatch</title>');
    expect(html).toContain('<meta name="description" content="Editions &amp; prices" />');
    expect(html).toContain('<link rel="canonical" href="https://en.scanner.test/sale" />');
    expect(html).toContain('<link rel="alternate" hreflang="zh-CN" href="https://scanner.test/sale" />');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://scanner.test/sale" />');
    expect(html).toContain(`<div id="root"><main><h1>Pricing</h1><p>$1 trial, $& and $' stay as written</p></main></div>`);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it('embeds data that cannot end its script element or inject markup', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const html = pageHtml(shell, {
      locale: 'zh',
      path: '/faq',
      origins,
      page: { html: '', styles: '', state: { 'Faq:1': { title: hostile } }, title: '<b>t</b>', description: '"quoted"' },
    });
    expect(html).not.toContain(hostile);
    expect(html).toContain('<title>&lt;b&gt;t&lt;/b&gt;</title>');
    expect(html).toContain('content="&quot;quoted&quot;"');
    const json = /<script type="application\/json" id="prerendered">(.*?)<\/script>/s.exec(html)![1];
    expect(JSON.parse(json)).toEqual({ locale: 'zh', path: '/faq', apollo: { 'Faq:1': { title: hostile } } });
  });
});

describe('the pages kept', () => {
  const folders: string[] = [];
  afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  /** A built client whose prerenderer (a module as `vite build --ssr` makes) renders `body`, written as code. */
  const dist = () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'prerendered-'));
    folders.push(folder);
    mkdirSync(path.join(folder, '.server'));
    writeFileSync(path.join(folder, 'index.html'), shell);
    return folder;
  };
  let builds = 0;
  /** As `vite build --ssr` does: the folder emptied, the entry named by its hash (here a count). */
  const build = (folder: string, body: string) => {
    const server = path.join(folder, '.server');
    rmSync(server, { recursive: true, force: true });
    mkdirSync(server);
    writeFileSync(path.join(server, `prerender-${++builds}.js`), `export const PRERENDERED_PATHS = ['/faq'];\nexport const prerender = async ({ path, locale }) => { ${body} };\n`);
  };
  const serve = async (folder: string, log: (message: string) => void) => {
    const pages = prerenderedPages({ dist: folder, origins, execute: async () => ({}), localeOf: (host) => (host.startsWith('en.') ? 'en' : 'zh'), refreshMs: 0, log });
    const app = express().use(pages.middleware);
    const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    const get = async (pagePath: string) => {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${pagePath}`, { headers: { accept: 'text/html' } });
      return { status: response.status, text: await response.text() };
    };
    return { pages, get, close: () => new Promise((resolve) => server.close(resolve)) };
  };

  it('follows a rebuild while the gateway runs: the next render uses the new prerenderer, not the one loaded first', async () => {
    const folder = dist();
    build(folder, "return { html: `<main>first build ${locale}</main>`, styles: '', state: {}, title: 't', description: 'd' };");
    const site = await serve(folder, () => {});
    try {
      await site.pages.refresh();
      expect((await site.get('/faq')).text).toContain('<main>first build zh</main>');
      build(folder, "return { html: `<main>second build ${locale}</main>`, styles: '', state: {}, title: 't', description: 'd' };");
      await site.pages.refresh();
      expect((await site.get('/faq')).text).toContain('<main>second build zh</main>');
    } finally {
      await site.close();
    }
  });

  it('never keeps a page whose render failed: the path goes to the shell, and the log says why', async () => {
    const folder = dist();
    build(folder, "return { html: '<main>fine</main>', styles: '', state: {}, title: 't', description: 'd' };");
    const logged: string[] = [];
    const site = await serve(folder, (message) => logged.push(message));
    try {
      await site.pages.refresh();
      expect(site.pages.size()).toBe(2);
      // as the prerenderer throws when a route's chunk is missing or a screen rendered its error page
      build(folder, 'throw new Error(`${path} answers 500: Cannot find module assets/FaqPage-old.js`);');
      await site.pages.refresh();
      expect(site.pages.size()).toBe(0);
      expect(logged).toEqual(['[prerender] zh /faq: /faq answers 500: Cannot find module assets/FaqPage-old.js', '[prerender] en /faq: /faq answers 500: Cannot find module assets/FaqPage-old.js']);
      // (this app has no shell behind the pages: the request passes on, to a 404)
      expect((await site.get('/faq')).status).toBe(404);
    } finally {
      await site.close();
    }
  });
});
