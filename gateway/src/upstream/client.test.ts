import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { getDictionaries, listVersions } from '../../../contract/index.ts';
import { createMetrics } from '../core/metrics.ts';
import { bindUpstream } from './client.ts';
import { createTransport } from './transport.ts';

let server: Server | undefined;
afterEach(() => server?.close());

/** An upstream that drops the connection of its first request without answering, then answers. */
const droppingUpstream = async () => {
  let requests = 0;
  server = createServer((req, res) => {
    requests++;
    if (requests === 1) {
      req.socket.destroy();
      return;
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ statusCode: 200, messages: 'success', data: req.url?.startsWith('/api/versions') ? [] : { country: [], position: [], use: [] } }));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const upstream = bindUpstream(createTransport(`http://127.0.0.1:${(server!.address() as AddressInfo).port}/api`, 2000, createMetrics()), null, 'en');
  return { upstream, requests: () => requests };
};

describe('a connection the upstream drops', () => {
  it('is tried once more for a GET', async () => {
    const { upstream, requests } = await droppingUpstream();
    await expect(upstream.call(listVersions)).resolves.toEqual([]);
    expect(requests()).toBe(2);
  });

  it('is not sent again for a POST, which answers that the network failed', async () => {
    const { upstream, requests } = await droppingUpstream();
    await expect(upstream.call(getDictionaries, { body: { dicts: ['country'] } })).rejects.toMatchObject({ extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    expect(requests()).toBe(1);
  });
});
