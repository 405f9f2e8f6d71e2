import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomePluginsDocument } from '../../../client/src/gql/graphql.ts';
import { startGateway } from '../server.ts';
import { startTestStack, type TestStack } from '../testing/stack.ts';

/** What the market asks for: a filtered page and the product version to filter by. */
const market = /* GraphQL */ `
  query Market($keyword: String, $category: String, $engines: String, $page: Int, $size: Int) {
    enginesVersion
    plugins(keyword: $keyword, category: $category, engines: $engines, page: $page, size: $size) {
      items { id extensionId icon name publisher category downloadCount version engines views versionHash description downloadUrl }
      page
      size
      total
    }
  }
`;

interface MarketItem {
  id: string;
  extensionId: string;
  icon: string | null;
  name: string;
  publisher: string;
  category: string;
  downloadCount: number;
  version: string;
  engines: string;
  views: string[];
  versionHash: string;
  description: string;
  downloadUrl: string;
}
interface MarketAnswer {
  enginesVersion: string | null;
  plugins: { items: MarketItem[]; page: number; size: number; total: number };
}

/** A GET from a given local address (the loopback network is 127/8), as a browser on another machine would. */
const getFrom = (url: string, localAddress: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(url, { localAddress, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });

describe('the extension market through the real gateway and upstream', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.close());

  const marketPage = async (variables: Record<string, unknown> = {}, locale = 'en') => {
    const { body } = await stack.graph<MarketAnswer>(market, variables, { 'x-locale': locale });
    expect(body.errors).toBeUndefined();
    return body.data!;
  };

  it("answers the home page's 9 sample extensions with icon, name, publisher and category", async () => {
    // the home page's own query, for its 9 sample extensions
    const { status, body } = await stack.graph(HomePluginsDocument, { size: 9 });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const items = body.data!.plugins.items;
    expect(items).toHaveLength(9);
    for (const item of items) {
      expect(item.icon).toMatch(/^\/api\/plugin-icon\/version_hash\/[0-9a-f]{64}$/);
      expect(item.name).not.toBe('');
      expect(item.publisher).not.toBe('');
      expect(item.category).not.toBe('');
    }
    const icon = await fetch(`${stack.gateway.url}${items[0].icon}`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(await icon.text()).toMatch(/<svg[^>]*width="32" height="32"/);
  });

  it('answers the market with extension ids, download links, engines and the newest product version', async () => {
    const data = await marketPage();
    expect(data.enginesVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(data.plugins).toMatchObject({ page: 1, size: 100 });
    expect(data.plugins.total).toBeGreaterThanOrEqual(12);
    const csv = data.plugins.items.find((item) => item.extensionId === 'harborlabs.csv-asset-export')!;
    expect(csv).toMatchObject({ name: 'csv-asset-export', publisher: 'harborlabs', category: 'Reporting', engines: '1.8.230', views: ['scanRes'] });
    expect(csv.downloadUrl).toBe(`/api/plugin-download/version_hash/${csv.versionHash}`);
    const counts = data.plugins.items.map((item) => item.downloadCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('filters by keyword, category and engines, and pages', async () => {
    expect((await marketPage({ keyword: 'whois' })).plugins.items.map((item) => item.extensionId)).toEqual(['bluecanary.whois-lens']);
    const themes = (await marketPage({ category: 'Themes' })).plugins.items;
    expect(themes.length).toBeGreaterThanOrEqual(2);
    expect(themes.every((item) => item.category === 'Themes')).toBe(true);
    const old = (await marketPage({ engines: '1.8.3' })).plugins.items;
    expect(old.map((item) => `${item.extensionId}@${item.version}`)).toEqual(['tidewatch.search-engine-lookup@1.0.0']);
    const second = (await marketPage({ page: 2, size: 4 })).plugins;
    expect(second).toMatchObject({ page: 2, size: 4 });
    expect(second.items).toHaveLength(4);
    expect((await marketPage({ keyword: null, category: null, engines: null })).plugins.total).toBe(second.total);
  });

  it('describes extensions in Chinese on the Chinese site', async () => {
    const [item] = (await marketPage({ keyword: 'whois' }, 'zh')).plugins.items;
    expect(item.description).toMatch(/[\u4e00-\u9fff]/);
  });

  it('refuses a bad engines value or page size with BAD_USER_INPUT and the reason', async () => {
    const engines = await stack.graph(market, { engines: 'newest' }, { 'x-locale': 'en' });
    expect(engines.body.errors?.[0]).toMatchObject({ message: 'engines must be a product version such as 1.8.237', extensions: { code: 'BAD_USER_INPUT' } });
    const size = await stack.graph(market, { size: 10001 }, { 'x-locale': 'en' });
    expect(size.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(size.body.errors?.[0].message).toMatch(/size/);
  });

  it('serves a repeated market query from the public cache', async () => {
    await marketPage({ keyword: 'theme' });
    const before = await stack.upstreamCalls();
    await marketPage({ keyword: 'theme' });
    expect(await stack.upstreamCalls()).toBe(before);
  });

  it("keeps a user's own extensions from visitors", async () => {
    const { body } = await stack.graph('{ myPlugins { total } }');
    expect(body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  describe('the package and icon links, proxied to the upstream', () => {
    it('streams the zip with its status, type and Content-Disposition', async () => {
      const [item] = (await marketPage({ keyword: 'port-presets' })).plugins.items;
      const answer = await fetch(`${stack.gateway.url}${item.downloadUrl}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/zip');
      expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="tidewatch.port-presets-${item.version}.zip"`);
      const bytes = new Uint8Array(await answer.arrayBuffer());
      expect(Number(answer.headers.get('content-length'))).toBe(bytes.byteLength);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(item.versionHash);
    });

    it("counts by the browser's address, not the gateway's, and ignores an address the browser claims", async () => {
      const [item] = (await marketPage({ keyword: 'scope-guard' })).plugins.items;
      const url = `${stack.gateway.url}${item.downloadUrl}`;
      expect((await getFrom(url, '127.0.0.2')).status).toBe(200);
      expect((await getFrom(url, '127.0.0.2')).status).toBe(200);
      expect((await getFrom(url, '127.0.0.3', { 'x-forwarded-for': '203.0.113.99' })).status).toBe(200);
      const rows = await stack.upstream.db
        .selectFrom('plugin_download')
        .innerJoin('plugin_version', 'plugin_version.id', 'plugin_download.plugin_version_id')
        .select('address')
        .where('plugin_version.version_hash', '=', item.versionHash)
        .orderBy('address')
        .execute();
      expect(rows.map((row) => row.address.replace(/^::ffff:/, ''))).toEqual(['127.0.0.2', '127.0.0.3']);
      const after = (await stack.upstream.db.selectFrom('plugin').select('download_count').where('name', '=', 'scope-guard').executeTakeFirstOrThrow()).download_count;
      expect(after).toBe(item.downloadCount + 2);
    });

    it('keeps the upstream 404 for an unknown package, in the site language', async () => {
      const answer = await fetch(`${stack.gateway.url}/api/plugin-download/version_hash/${'a'.repeat(64)}`, { headers: { 'x-locale': 'en' } });
      expect(answer.status).toBe(404);
      expect(((await answer.json()) as { messages: string }).messages).toBe('The extension package does not exist');
    });

    it('answers 502 when the upstream cannot be reached', async () => {
      const lonely = await startGateway({ PORT: 0, UPSTREAM_URL: 'http://127.0.0.1:9/api', NODE_ENV: 'test' });
      try {
        const answer = await fetch(`${lonely.url}/api/plugin-download/version_hash/${'b'.repeat(64)}`);
        expect(answer.status).toBe(502);
        expect(await answer.text()).toMatch(/connection is abnormal/);
      } finally {
        await lonely.close();
      }
    });
  });
});
