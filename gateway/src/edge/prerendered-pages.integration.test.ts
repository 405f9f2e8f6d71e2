import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClientIfNeeded } from '../../../scripts/client-build.ts';
import { startTestStack, type TestStack } from '../testing/stack.ts';

/** The raw answer for a host (fetch would neither let us set Host nor leave the body compressed). */
const get = (port: number, pagePath: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request({ port, path: pagePath, headers: { accept: 'text/html', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });

describe('prerendered public pages', () => {
  let stack: TestStack;
  const zh = (pagePath: string, headers: Record<string, string> = {}) => get(stack.gateway.port, pagePath, { host: 'localhost', ...headers });
  const en = (pagePath: string, headers: Record<string, string> = {}) => get(stack.gateway.port, pagePath, { host: 'en.localhost', ...headers });
  beforeAll(async () => {
    // the real client and its prerenderer, as npm start builds them
    buildClientIfNeeded();
    // no public cache: a change in the upstream shows in the next render
    stack = await startTestStack({ PRERENDER: 'on', PRERENDER_REFRESH_MS: 0, PUBLIC_CACHE_TTL_MS: 0, SITE_ORIGIN_ZH: 'https://scanner.test', SITE_ORIGIN_EN: 'https://en.scanner.test' });
    await stack.gateway.prerendered.refresh();
  });
  afterAll(async () => stack?.close());

  it('renders every public page in both languages', () => {
    expect(stack.gateway.prerendered.size()).toBe(20);
  });

  it('serves the page of the host’s language: content, title, description, canonical, hreflang and the data it was made from', async () => {
    const chinese = (await zh('/faq')).body.toString();
    expect(chinese).toContain('<html lang="zh-CN">');
    expect(chinese).toMatch(/<title>常见问题 · 潮望<\/title>/);
    expect(chinese).toMatch(/<h1[^>]*>常见问题<\/h1>/);
    expect(chinese).toContain('<link rel="canonical" href="https://scanner.test/faq" />');
    expect(chinese).toContain('<link rel="alternate" hreflang="en" href="https://en.scanner.test/faq" />');

    const english = (await en('/faq')).body.toString();
    expect(english).toContain('<html lang="en">');
    expect(english).toMatch(/<h1[^>]*>Frequently asked questions<\/h1>/);
    expect(english).toMatch(/<meta name="description" content="Answers about Tidewatch[^"]+" \/>/);
    expect(english).toContain('<link rel="canonical" href="https://en.scanner.test/faq" />');
    expect(english).toContain('<link rel="alternate" hreflang="zh-CN" href="https://scanner.test/faq" />');
    const state = JSON.parse(/<script type="application\/json" id="prerendered">(.*?)<\/script>/s.exec(english)![1]) as { locale: string; apollo: Record<string, unknown> };
    expect(state.locale).toBe('en');
    expect(JSON.stringify(state.apollo.ROOT_QUERY)).toContain('faq');
    // styled-components' rules come with the markup: the page is laid out before any script runs
    expect(english).toMatch(/<style data-styled="true"/);
  });

  it('compresses once, and answers 304 to the ETag it gave, varying on the host', async () => {
    const first = await en('/sale', { 'accept-encoding': 'gzip' });
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.vary).toBe('Host, Accept-Encoding');
    expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(gunzipSync(first.body).toString()).toContain('<html lang="en">');
    const again = await en('/sale', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // the Chinese page is another representation: its own ETag
    expect((await zh('/sale')).headers.etag).not.toBe(first.headers.etag);
  });

  it('keeps the hashed assets a page loads cacheable for a year, compressed or not', async () => {
    const page = (await en('/')).body.toString();
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(page)![1];
    for (const encoding of ['br', 'identity']) {
      const asset = await en(script, { accept: '*/*', 'accept-encoding': encoding });
      expect(asset.status).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('leaves every other path to the client’s shell', async () => {
    const other = (await en('/signIn')).body.toString();
    expect(other).toContain('<div id="root"></div>');
    expect(other).not.toContain('id="prerendered"');
  });

  it('leaves a prerendered path with a query string to the shell: the market searched is another page than its first', async () => {
    expect((await en('/extensions')).body.toString()).toContain('id="prerendered"');
    const searched = (await en('/extensions?q=whois')).body.toString();
    expect(searched).toContain('<div id="root"></div>');
    expect(searched).not.toContain('id="prerendered"');
  });

  it('renders a page again when its data changed, with a new ETag', async () => {
    const before = await en('/faq');
    await stack.upstream.db
      .updateTable('content_entry')
      .set({ title: 'Does the prerendered page follow the data?' })
      .where('kind', '=', 'faq')
      .where('locale', '=', 'en')
      .where('key', '=', 'which-edition')
      .execute();
    await stack.gateway.prerendered.refresh();
    const after = await en('/faq');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.toString()).toContain('Does the prerendered page follow the data?');
    // a page whose data did not change keeps its ETag
    expect((await en('/sale')).headers.etag).toBe((await en('/sale')).headers.etag);
  });
});
