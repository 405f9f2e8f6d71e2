import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstream, type RunningUpstream } from '../../upstream/src/server.ts';
import { freshDatabaseUrl } from '../../upstream/src/testing/database-url.ts';
import { calls } from '../index.ts';
import { checkUpstream } from './check.ts';

describe('contract suite against the reference upstream', () => {
  let upstream: RunningUpstream;
  beforeAll(async () => {
    upstream = await startUpstream({ DATABASE_URL: await freshDatabaseUrl(), UPSTREAM_PORT: 0, NODE_ENV: 'test' });
  });
  afterAll(() => upstream.close());

  it('passes every call the reference upstream implements', async () => {
    const results = await checkUpstream(upstream.apiUrl, calls);
    expect(results.filter((r) => r.outcome === 'fail')).toEqual([]);
    const passed = results.filter((r) => r.outcome === 'pass').map((r) => r.name);
    expect(passed).toEqual(
      expect.arrayContaining(['GET /versions', 'GET /version-list', 'GET /poc-push-list', 'GET /license/category', 'GET /license/category/detail', 'POST /dict']),
    );
  });

  it('fails an upstream whose answer does not match the contract', async () => {
    const { createServer } = await import('node:http');
    const liar = createServer((req, res) =>
      req.url?.startsWith('/api/versions')
        ? res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ statusCode: 200, messages: '', data: [{ version: 1 }] }))
        : res.writeHead(404).end(),
    );
    await new Promise<void>((resolve) => liar.listen(0, '127.0.0.1', resolve));
    const { port } = liar.address() as { port: number };
    try {
      const results = await checkUpstream(`http://127.0.0.1:${port}/api`, calls);
      expect(results.find((r) => r.name === 'GET /versions')?.outcome).toBe('fail');
      expect(results.find((r) => r.name === 'GET /license/category')?.outcome).toBe('not implemented');
    } finally {
      liar.close();
    }
  });
});
