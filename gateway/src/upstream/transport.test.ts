import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createMetrics } from '../core/metrics.ts';
import { createTransport } from './transport.ts';

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

const upstreamAnswering = async (listener: RequestListener, timeoutMs = 2000) => {
  server = createServer(listener);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return createTransport(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`, timeoutMs, createMetrics());
};

describe('the upstream transport', () => {
  it('gives each of more parallel requests than it has sockets its own answer', async () => {
    const transport = await upstreamAnswering((req, res) => {
      // answered out of order, so an answer matched to the wrong request would show
      const n = Number(new URL(req.url!, 'http://upstream').searchParams.get('n'));
      setTimeout(() => res.end(`answer ${n}`), n % 7);
    });
    const asked = Array.from({ length: 150 }, (_, n) => n);
    const answers = await Promise.all(asked.map((n) => transport.request({ method: 'GET', path: `/things?n=${n}`, headers: {} })));
    expect(answers).toEqual(asked.map((n) => ({ status: 200, text: `answer ${n}` })));
  });

  it('refuses an answer over 20 MB, asking the upstream once', async () => {
    let requests = 0;
    const transport = await upstreamAnswering((_req, res) => {
      requests++;
      res.end(Buffer.alloc(20 * 1024 * 1024 + 1, 97));
    });
    await expect(transport.request({ method: 'GET', path: '/big', headers: {} })).rejects.toMatchObject({ code: 'ERR_ANSWER_TOO_LARGE' });
    expect(requests).toBe(1);
  });

  it('gives up on an upstream that does not finish its answer within the time limit', async () => {
    const transport = await upstreamAnswering((_req, res) => {
      res.writeHead(200);
      res.write('the start and never the end');
    }, 200);
    await expect(transport.request({ method: 'GET', path: '/slow', headers: {} })).rejects.toMatchObject({ code: 'ETIMEDOUT' });
  });
});
