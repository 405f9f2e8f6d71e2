import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { startGateway, type RunningGateway } from '../server.ts';

const FORGED = '203.0.113.66';

/** A fake upstream (and Plausible) that writes down the X-Forwarded-For of every request it gets, by path. */
const recordingUpstream = async () => {
  const seen: { path: string; forwardedFor: IncomingHttpHeaders['x-forwarded-for'] }[] = [];
  const server = createServer((req, res) => {
    seen.push({ path: req.url ?? '', forwardedFor: req.headers['x-forwarded-for'] });
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ statusCode: 200, messages: '', data: { status: false } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { seen, origin, close: () => server.close() };
};

const forwardedTo = async (upstream: Awaited<ReturnType<typeof recordingUpstream>>, path: RegExp) => {
  await vi.waitFor(() => expect(upstream.seen.some((request) => path.test(request.path))).toBe(true));
  return upstream.seen.filter((request) => path.test(request.path)).at(-1)!.forwardedFor;
};

describe.each([
  ['no proxy is trusted (the default)', '', (peer: string) => expect(peer).not.toBe(FORGED)],
  ['the peer is a configured proxy (TRUST_PROXY=loopback)', 'loopback', (address: string) => expect(address).toBe(FORGED)],
])('a browser address in X-Forwarded-For when %s', (_when, trustProxy, expectAddress) => {
  let upstream: Awaited<ReturnType<typeof recordingUpstream>>;
  let gateway: RunningGateway;
  beforeAll(async () => {
    upstream = await recordingUpstream();
    gateway = await startGateway({
      PORT: 0,
      NODE_ENV: 'production',
      UPSTREAM_URL: `${upstream.origin}/api`,
      ANALYTICS_URL: `${upstream.origin}/plausible/api/event`,
      TRUST_PROXY: trustProxy,
    });
  });
  afterAll(async () => {
    await gateway.close();
    upstream.close();
  });

  it('decides the address GraphQL over HTTP passes to the upstream', async () => {
    await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': FORGED },
      body: JSON.stringify({ query: 'mutation { requestCaptcha { uuid } }' }),
    });
    const address = String(await forwardedTo(upstream, /\/captcha/));
    expectAddress(address);
    expect(address).toMatch(trustProxy ? /^203\.0\.113\.66$/ : /127\.0\.0\.1$/);
  });

  it('decides the address a graphql-ws subscription passes to the upstream', async () => {
    const client = createClient({
      url: `${gateway.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(url: string, protocols: string[]) {
          super(url, protocols, { headers: { 'x-forwarded-for': FORGED } });
        }
      },
      connectionParams: { authorization: 'Bearer some-token' },
      retryAttempts: 0,
    });
    const stop = client.subscribe({ query: 'subscription { orderPayStatus(orderNo: "202601010000000001") { paid } }' }, { next: () => {}, error: () => {}, complete: () => {} });
    try {
      expectAddress(String(await forwardedTo(upstream, /checkPayStatus/)));
    } finally {
      stop();
      await client.dispose();
    }
  });

  it('decides the address the page-view beacon counts and reports', async () => {
    const views = { views: [{ path: '/', referrer_host: '', locale: 'en', width: 1440 }] };
    const res = await fetch(`${gateway.url}/analytics/page-views`, { method: 'POST', headers: { 'content-type': 'text/plain', 'x-forwarded-for': FORGED }, body: JSON.stringify(views) });
    expect(res.status).toBe(204);
    expectAddress(String(await forwardedTo(upstream, /\/plausible\//)));
  });
});
