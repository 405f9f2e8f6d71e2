import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../server.ts';
import { trustedOperationNames } from '../graph/trusted-documents.ts';

const TOKEN = 'metrics-token-0123456789';

const scrape = (gateway: RunningGateway, headers: Record<string, string> = {}) => fetch(`${gateway.url}/metrics`, { headers });

describe('who may read /metrics', () => {
  let onlyPrivate: RunningGateway;
  let local: RunningGateway;
  beforeAll(async () => {
    // the test connects from 127.0.0.1, which is not in this list
    onlyPrivate = await startGateway({ PORT: 0, NODE_ENV: 'production', UPSTREAM_URL: 'http://127.0.0.1:9/api', METRICS_ALLOW: '10.0.0.0/8', METRICS_TOKEN: TOKEN });
    local = await startGateway({ PORT: 0, NODE_ENV: 'production', UPSTREAM_URL: 'http://127.0.0.1:9/api' });
  });
  afterAll(async () => {
    await onlyPrivate.close();
    await local.close();
  });

  it('refuses an address outside METRICS_ALLOW with 404 and no data', async () => {
    const res = await scrape(onlyPrivate);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toMatch(/gateway_|process_/);
  });

  it('answers anyone with the bearer METRICS_TOKEN', async () => {
    const res = await scrape(onlyPrivate, { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/gateway_graphql_requests_total/);
  });

  it('refuses a wrong token', async () => {
    expect((await scrape(onlyPrivate, { authorization: `Bearer ${TOKEN}x` })).status).toBe(404);
  });

  it('answers loopback by default', async () => {
    expect((await scrape(local)).status).toBe(200);
  });

  it('refuses a request forwarded by a proxy it does not trust, though the proxy is on loopback', async () => {
    const res = await scrape(local, { 'x-forwarded-for': '203.0.113.9' });
    expect(res.status).toBe(404);
  });

  it.each<Record<string, string>>([{ 'x-real-ip': '203.0.113.9' }, { forwarded: 'for=203.0.113.9' }, { forwarded: 'for="[2001:db8::9]"' }])(
    'refuses %j from loopback: any forwarding header is judged, not only X-Forwarded-For',
    async (headers) => {
      const res = await scrape(local, headers);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toMatch(/gateway_|process_/);
    },
  );
});

describe('/metrics behind a trusted proxy on loopback (TRUST_PROXY=loopback)', () => {
  let proxied: RunningGateway;
  beforeAll(async () => {
    proxied = await startGateway({ PORT: 0, NODE_ENV: 'production', UPSTREAM_URL: 'http://127.0.0.1:9/api', TRUST_PROXY: 'loopback' });
  });
  afterAll(() => proxied.close());

  it.each<Record<string, string>>([{ 'x-forwarded-for': '203.0.113.9' }, { 'x-real-ip': '203.0.113.9' }, { forwarded: 'for=203.0.113.9;proto=https' }])(
    'refuses a browser elsewhere named by %j',
    async (headers) => {
      expect((await scrape(proxied, headers)).status).toBe(404);
    },
  );

  it.each<Record<string, string>>([{ forwarded: 'for=unknown' }, { 'x-real-ip': 'garbage' }, { 'x-real-ip': '127.0.0.1', forwarded: 'for=203.0.113.9' }])(
    'refuses when the forwarded address cannot be read: %j',
    async (headers) => {
      expect((await scrape(proxied, headers)).status).toBe(404);
    },
  );

  it.each<Record<string, string>>([{}, { 'x-real-ip': '127.0.0.1' }, { forwarded: 'for=127.0.0.1' }])('answers a scraper on this machine, %j', async (headers) => {
    expect((await scrape(proxied, headers)).status).toBe(200);
  });
});

describe('operation names in the metrics', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await startGateway({ PORT: 0, NODE_ENV: 'production', UPSTREAM_URL: 'http://127.0.0.1:9/api' });
  });
  afterAll(() => gateway.close());

  const post = (query: string) =>
    fetch(`${gateway.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });

  it('knows the client’s own operations from the trusted-documents manifest', () => {
    const names = trustedOperationNames();
    expect(names.has('RecentVersions')).toBe(true);
    expect(names.size).toBeGreaterThan(20);
  });

  it('fold invented names into one label, so they cannot grow the registry', async () => {
    for (let i = 0; i < 30; i++) await post(`query Invented${i} { versions { version } }`);
    await post('query RecentVersions { versions { version } }');
    const text = await (await scrape(gateway)).text();
    expect(text).not.toMatch(/Invented\d/);
    expect(text).toMatch(/gateway_graphql_requests_total\{operation="other"\} 30/);
    expect(text).toMatch(/gateway_graphql_requests_total\{operation="RecentVersions"\} 1/);
  });
});
