import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plugin } from '../../../contract/index.ts';
import { buildDemoPackage } from '../seed/plugins/index.ts';
import { readPackage } from './package-facts.ts';
import { DAY } from '../domain/clock.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';

interface Page {
  lists: Plugin[];
  page: number;
  size: number;
  total: number;
}

describe('the extension market: GET /plugins, /engines-version, package downloads and icons', () => {
  let t: TestUpstream;
  beforeAll(async () => {
    t = await startTestUpstream();
  });
  afterAll(() => t.close());

  const market = (query = '', lang = 'en') => t.api<Page>(`/plugins${query}`, { headers: { 'accept-language': lang } });
  const ids = (page: Page) => page.lists.map((plugin) => plugin.extension_id);
  const find = async (extensionId: string) => (await market('?size=10000')).body.data.lists.find((plugin) => plugin.extension_id === extensionId)!;
  const download = (hash: string, address?: string) =>
    fetch(`${t.upstream.apiUrl}/plugin-download/version_hash/${hash}`, { headers: { 'accept-language': 'en', ...(address ? { 'x-forwarded-for': address } : {}) } });
  const downloadsOf = async (name: string) =>
    (await t.upstream.db.selectFrom('plugin').select('download_count').where('name', '=', name).executeTakeFirstOrThrow()).download_count;

  /** Adds a version of a demo extension in some review state, as an upload would (a real zip, stored by hash). */
  const addVersion = async (folder: string, version: string, review_state: 'pending' | 'rejected' | 'approved', engines?: string) => {
    const zip = buildDemoPackage(folder, { version, ...(engines ? { engines } : {}) });
    const facts = readPackage(zip);
    const { id } = await t.upstream.db
      .selectFrom('plugin')
      .innerJoin('plugin_publisher', 'plugin_publisher.id', 'plugin.publisher_id')
      .select('plugin.id')
      .where('plugin.name', '=', facts.name)
      .executeTakeFirstOrThrow();
    await t.upstream.db.insertInto('plugin_package').values({ hash: facts.hash, content: zip, size: facts.size }).execute();
    await t.upstream.db
      .insertInto('plugin_version')
      .values({
        plugin_id: id,
        version,
        engines: facts.engines,
        description: facts.description,
        manifest: JSON.stringify(facts.manifest),
        size: facts.size,
        review_state,
        version_hash: facts.hash,
      })
      .execute();
    return facts.hash;
  };

  describe('GET /plugins', () => {
    it('lists every approved demo extension once, most downloaded first, 100 a page by default', async () => {
      const { body } = await market();
      expect(body.statusCode).toBe(200);
      expect(body.data.page).toBe(1);
      expect(body.data.size).toBe(100);
      expect(body.data.total).toBeGreaterThanOrEqual(12);
      expect(body.data.lists).toHaveLength(body.data.total);
      expect(new Set(ids(body.data)).size).toBe(body.data.total);
      const counts = body.data.lists.map((plugin) => plugin.download_count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      const first = body.data.lists[0];
      expect(first.extension_id).toBe(`${first.publisher}.${first.name}`);
      expect(first.icon).toBe(`/api/plugin-icon/version_hash/${first.version_hash}`);
      expect(first.version_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('has tools and at least two themes, in several categories', async () => {
      const { body } = await market();
      const categories = new Set(body.data.lists.map((plugin) => plugin.category));
      expect([...categories]).toEqual(expect.arrayContaining(['Tools', 'Themes', 'Reporting', 'Brute force', 'Asset enrichment']));
      expect(body.data.lists.filter((plugin) => plugin.category === 'Themes').length).toBeGreaterThanOrEqual(2);
    });

    it('pages: page and size slice the list, total stays; a page past the end is empty', async () => {
      const all = (await market()).body.data;
      const second = (await market('?page=2&size=5')).body.data;
      expect(second).toMatchObject({ page: 2, size: 5, total: all.total });
      expect(ids(second)).toEqual(ids(all).slice(5, 10));
      const past = (await market('?page=100&size=5')).body.data;
      expect(past.lists).toEqual([]);
      expect(past.total).toBe(all.total);
      expect((await market('?size=10000')).body.data.lists).toHaveLength(all.total);
    });

    it.each(['?size=10001', '?size=0', '?page=0', '?page=x', '?size=-1'])('refuses the bad page %s with 400 and a message', async (query) => {
      const { status, body } = await market(query);
      expect(status).toBe(400);
      expect(body.statusCode).toBe(400);
      expect(body.messages).toMatch(/page|size/);
    });

    it('keyword matches the name, the publisher and the description whatever the letter case', async () => {
      expect(ids((await market('?keyword=WHOIS')).body.data)).toEqual(['bluecanary.whois-lens']);
      const publisher = (await market('?keyword=BlueCanary')).body.data;
      expect(publisher.total).toBe(3);
      expect(publisher.lists.every((plugin) => plugin.publisher === 'bluecanary')).toBe(true);
      expect(ids((await market('?keyword=spreadsheets')).body.data)).toEqual(['harborlabs.csv-asset-export']);
      expect(ids((await market('?keyword=%25')).body.data)).toEqual([]);
      expect((await market('?keyword=no-such-extension-anywhere')).body.data).toMatchObject({ lists: [], total: 0 });
    });

    it('keyword finds Chinese descriptions, which the Chinese market shows', async () => {
      const { body } = await market(`?keyword=${encodeURIComponent('字典')}`, 'zh-CN');
      expect(ids(body.data)).toEqual(['harborlabs.weak-password-dictionary']);
      expect(body.data.lists[0].description).toMatch(/字典/);
      const english = (await market('?keyword=dictionar')).body.data.lists[0];
      expect(english.description).toMatch(/^Use your own username and password dictionaries/);
    });

    it('category keeps one category, whatever the letter case', async () => {
      const { body } = await market('?category=themes');
      expect(body.data.total).toBeGreaterThanOrEqual(2);
      expect(body.data.lists.every((plugin) => plugin.category === 'Themes')).toBe(true);
      expect((await market('?category=Brute%20force&keyword=default')).body.data.lists.map((plugin) => plugin.name)).toEqual(['default-credentials']);
    });

    it('engines compares product versions part by part, not as text', async () => {
      // As text "1.8.225" < "1.8.3"; as versions 1.8.225 is newer, so only the 1.6.170 version fits 1.8.3.
      const old = (await market('?engines=1.8.3')).body.data.lists;
      expect(old.map((plugin) => `${plugin.extension_id}@${plugin.version}`)).toEqual(['tidewatch.search-engine-lookup@1.0.0']);
      // As text "1.10.0" < "1.6.170"; as versions 1.10 runs everything written for 1.6 … 1.9.
      const all = (await market()).body.data.total;
      expect((await market('?engines=1.10.0')).body.data.total).toBe(all);
      expect((await market('?engines=1.6.169')).body.data.total).toBe(0);
      // 1.9.315 adds proxy requests: the TLS inspector needs it.
      expect(ids((await market('?engines=1.9.314')).body.data)).not.toContain('bluecanary.tls-inspector');
      expect(ids((await market('?engines=1.9.315')).body.data)).toContain('bluecanary.tls-inspector');
      expect((await market('?engines=v2.9.3')).body.data.total).toBe(all);
    });

    it('engines shows the newest version a product runs when the newest version needs a newer product', async () => {
      const lookup = (await market('?engines=1.8.225&keyword=search-engine')).body.data.lists;
      expect(lookup.map((plugin) => [plugin.version, plugin.engines])).toEqual([['1.1.0', '1.8.225']]);
      expect((await find('tidewatch.search-engine-lookup')).version).toBe('1.2.0');
    });

    it('refuses an engines value that is not a product version, in the caller language', async () => {
      const english = await market('?engines=latest');
      expect(english.status).toBe(400);
      expect(english.body.messages).toBe('engines must be a product version such as 1.8.237');
      expect((await market('?engines=1.8.x', 'zh-CN')).body.messages).toBe('engines 须为产品版本号，例如 1.8.237');
    });

    it('shows only the latest approved version: pending and rejected uploads stay out, a newer approval replaces it', async () => {
      const before = await find('tidewatch.port-presets');
      const pending = await addVersion('tidewatch.port-presets', '1.2.0', 'pending');
      const rejected = await addVersion('tidewatch.port-presets', '1.3.0', 'rejected');
      const after = await find('tidewatch.port-presets');
      expect(after.version).toBe(before.version);
      expect((await market()).body.data.lists.filter((plugin) => plugin.name === 'port-presets')).toHaveLength(1);
      expect((await download(pending)).status).toBe(404);
      expect((await download(rejected)).status).toBe(404);
      // 1.10.0 > 1.2.0 as versions (as text it would sort below)
      await addVersion('tidewatch.port-presets', '1.10.0', 'approved');
      expect((await find('tidewatch.port-presets')).version).toBe('1.10.0');
    });
  });

  describe('GET /engines-version', () => {
    it('lists product versions newest first, compared as versions', async () => {
      const { body } = await t.api<{ version: string }[]>('/engines-version');
      expect(body.statusCode).toBe(200);
      expect(body.data.length).toBeGreaterThan(1);
      const parts = body.data.map(({ version }) => version.split('.').map(Number));
      for (let i = 1; i < parts.length; i++) {
        const [a, b] = [parts[i - 1], parts[i]];
        const first = a.findIndex((part, at) => part !== b[at]);
        expect(first === -1 ? a.length >= b.length : a[first] > b[first]).toBe(true);
      }
      const latest = (await t.upstream.db.selectFrom('version').select('version').orderBy('created_at', 'desc').executeTakeFirstOrThrow()).version;
      expect(body.data[0].version).toBe(latest);
    });
  });

  describe('GET /plugin-download/version_hash/{hash}', () => {
    it('answers the real zip with a Content-Disposition naming the extension id and version', async () => {
      const plugin = await find('harborlabs.csv-asset-export');
      const response = await download(plugin.version_hash);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/zip');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="harborlabs.csv-asset-export-${plugin.version}.zip"`);
      const zip = new Uint8Array(await response.arrayBuffer());
      const { createHash } = await import('node:crypto');
      expect(createHash('sha256').update(zip).digest('hex')).toBe(plugin.version_hash);
      const manifest = JSON.parse(strFromU8(unzipSync(zip)['package.json'])) as Record<string, unknown>;
      expect(manifest).toMatchObject({ publisher: 'harborlabs', name: 'csv-asset-export', version: plugin.version });
    });

    it('counts 50 parallel downloads from one address once; another address and the next day count again', async () => {
      const { version_hash } = await find('nightjar.scope-guard');
      const before = await downloadsOf('scope-guard');
      const answers = await Promise.all(Array.from({ length: 50 }, () => download(version_hash, '203.0.113.7')));
      expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
      await Promise.all(answers.map((answer) => answer.arrayBuffer()));
      expect(await downloadsOf('scope-guard')).toBe(before + 1);
      expect((await find('nightjar.scope-guard')).download_count).toBe(before + 1);

      await download(version_hash, '203.0.113.7');
      expect(await downloadsOf('scope-guard')).toBe(before + 1);
      await download(version_hash, '198.51.100.20');
      expect(await downloadsOf('scope-guard')).toBe(before + 2);
      t.clock.advance(DAY);
      await download(version_hash, '203.0.113.7');
      expect(await downloadsOf('scope-guard')).toBe(before + 3);
    });

    it('a HEAD request answers the headers without counting', async () => {
      const { version_hash } = await find('nightjar.webhook-alerts');
      const before = await downloadsOf('webhook-alerts');
      const head = await fetch(`${t.upstream.apiUrl}/plugin-download/version_hash/${version_hash}`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(await downloadsOf('webhook-alerts')).toBe(before);
    });

    it('answers 404 for an unknown hash and for a deleted extension, whose versions all leave the market', async () => {
      const unknown = await download('0'.repeat(64));
      expect(unknown.status).toBe(404);
      expect(((await unknown.json()) as { messages: string }).messages).toMatch(/does not exist/);
      expect((await download('not-a-hash')).status).toBe(404);

      const plugin = await find('harborlabs.markdown-report');
      await t.upstream.db.updateTable('plugin').set({ deleted_at: new Date() }).where('name', '=', 'markdown-report').execute();
      expect((await download(plugin.version_hash)).status).toBe(404);
      expect((await fetch(`${t.upstream.apiUrl}/plugin-icon/version_hash/${plugin.version_hash}`)).status).toBe(404);
      expect(ids((await market('?keyword=markdown')).body.data)).toEqual([]);
    });
  });

  describe('GET /plugin-icon/version_hash/{hash}', () => {
    it('answers the 32×32 icon from the package, unable to run script', async () => {
      const plugin = await find('tidewatch.dark-harbor');
      const response = await fetch(`${t.upstream.apiUrl}${plugin.icon!.replace(/^\/api/, '')}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('content-security-policy')).toMatch(/sandbox/);
      expect(await response.text()).toMatch(/<svg[^>]*width="32" height="32"/);
    });
  });
});
