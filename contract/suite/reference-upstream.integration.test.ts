import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream, type TestUpstream } from '../../upstream/src/testing/api.ts';
import { buyer } from '../../upstream/src/testing/orders.ts';
import { calls } from '../index.ts';
import { checkUpstream } from './check.ts';

describe('contract suite against the reference upstream', () => {
  let t: TestUpstream;
  let token: string;
  beforeAll(async () => {
    t = await startTestUpstream();
    ({ token } = await buyer(t));
  });
  afterAll(() => t.close());

  it('passes every call the reference upstream implements, signed in', async () => {
    const results = await checkUpstream(t.upstream.apiUrl, calls, { token });
    expect(results.filter((r) => r.outcome === 'fail')).toEqual([]);
    const passed = results.filter((r) => r.outcome === 'pass').map((r) => r.name);
    expect(passed).toEqual(
      expect.arrayContaining(['GET /versions', 'GET /version-list', 'GET /poc-push-list', 'GET /license/category', 'GET /license/category/detail', 'POST /dict']),
    );
    expect(passed).toEqual(
      expect.arrayContaining([
        'GET /plugins',
        'GET /engines-version',
        'GET /plugin-download/version_hash/{hash} answers the zip of a listed extension',
        'GET /plugin-download/version_hash/{hash} answers 404 for an unknown package',
      ]),
    );
    expect(passed).toEqual(expect.arrayContaining(['GET /user/info', 'GET /order/list', 'GET /license/list', 'GET /license/available']));
    expect(passed.some((name) => name.startsWith('a visitor is refused with statusCode 401'))).toBe(true);
    expect(passed.filter((name) => name.endsWith('(GET /license/trial)'))).toHaveLength(2);
    expect(passed.filter((name) => name.endsWith('(POST /contact)'))).toHaveLength(1);
  });

  it('checks only the public calls without a token', async () => {
    const results = await checkUpstream(t.upstream.apiUrl, calls);
    expect(results.map((r) => r.name)).not.toContain('GET /license/list');
    expect(results.filter((r) => r.outcome === 'fail')).toEqual([]);
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
