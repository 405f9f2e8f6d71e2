import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startGateway } from '../server.ts';

/** A fake upstream that answers every call with HTTP 200 and this envelope. */
const upstreamAnswering = async (envelope: unknown) => {
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(envelope)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const gateway = await startGateway({ PORT: 0, UPSTREAM_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`, NODE_ENV: 'production' });
  const post = async (query: string) => {
    const res = await fetch(`${gateway.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    return (await res.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
  };
  return { post, close: async () => (await gateway.close(), server.close()) };
};

describe('an upstream fault inside an HTTP 200 envelope', () => {
  afterEach(() => vi.restoreAllMocks());

  it('becomes UPSTREAM_UNAVAILABLE with the upstream message shown and logged, not BAD_USER_INPUT', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fake = await upstreamAnswering({ statusCode: 500, messages: 'Internal server error', data: null });
    try {
      const { errors } = await fake.post('{ versions { version } }');
      expect(errors![0]).toMatchObject({ message: 'Internal server error', extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
      expect(warn.mock.calls.flat().join('\n')).toMatch(/statusCode 500: Internal server error/);
    } finally {
      await fake.close();
    }
  });

  it('treats every 5xx statusCode alike, with a general text when the upstream gave none', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fake = await upstreamAnswering({ statusCode: 503, messages: '', data: null });
    try {
      const { errors } = await fake.post('{ editions { id } }');
      expect(errors![0]).toMatchObject({ message: 'The service is temporarily unavailable', extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    } finally {
      await fake.close();
    }
  });

  it('still passes a 4xx statusCode on as the user’s mistake', async () => {
    const fake = await upstreamAnswering({ statusCode: 400, messages: 'Quantity must be at least 1', data: null });
    try {
      const { errors } = await fake.post('{ editions { id } }');
      expect(errors![0]).toMatchObject({ message: 'Quantity must be at least 1', extensions: { code: 'BAD_USER_INPUT' } });
    } finally {
      await fake.close();
    }
  });
});
