import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecentVersionsDocument } from '../../../client/src/gql/graphql.ts';
import { startGateway, type RunningGateway } from '../server.ts';
import { startTestStack, type TestStack } from '../testing/stack.ts';

const post = async (gateway: RunningGateway, query: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  return { status: res.status, body: (await res.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string; stacktrace?: unknown } }[] } };
};

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
};

describe('gateway errors and limits', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ NODE_ENV: 'production' });
  });
  afterAll(() => stack.close());

  it('refuses a nonsense query with GRAPHQL_VALIDATION_FAILED', async () => {
    const { status, body } = await post(stack.gateway, '{ nonsense }');
    expect(status).toBe(400);
    expect(body.errors![0].extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(body.errors![0].extensions!.stacktrace).toBeUndefined();
  });

  it('refuses a query with more aliases than the limit', async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `v${i}: versions { version }`).join(' ')} }`;
    expect((await post(stack.gateway, aliases(3))).body.errors).toBeUndefined();
    const { body } = await post(stack.gateway, aliases(20));
    expect(body.errors![0].message).toMatch(/alias/i);
  });

  it('refuses a query whose size passes the token limit', async () => {
    const { body } = await post(stack.gateway, `{ ${'versions { version } '.repeat(700)} }`);
    expect(body.errors![0].message).toMatch(/token/i);
  });

  it('refuses a GET query without a preflight header (CSRF prevention)', async () => {
    const res = await fetch(`${stack.gateway.url}/graphql?query=${encodeURIComponent('{ versions { version } }')}`);
    expect(res.status).toBe(400);
  });

  it('reports health, readiness and metrics', async () => {
    expect((await fetch(`${stack.gateway.url}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${stack.gateway.url}/readyz`)).json()).toMatchObject({ status: 'ready' });
    await post(stack.gateway, '{ versions { version } }');
    const metrics = await (await fetch(`${stack.gateway.url}/metrics`)).text();
    expect(metrics).toMatch(/gateway_graphql_requests_total/);
    expect(metrics).toMatch(/gateway_upstream_latency_seconds_bucket/);
  });

  it('gives UPSTREAM_UNAVAILABLE, not a crash, when the upstream is down', async () => {
    const down = await startGateway({ PORT: 0, UPSTREAM_URL: 'http://127.0.0.1:9/api', NODE_ENV: 'production' });
    try {
      const { status, body } = await post(down, '{ versions { version } }');
      expect(status).toBe(200);
      expect(body.errors![0].extensions!.code).toBe('UPSTREAM_UNAVAILABLE');
      expect((await fetch(`${down.url}/readyz`)).status).toBe(503);
    } finally {
      await down.close();
    }
  });

  it('gives UPSTREAM_UNAVAILABLE when the upstream answers garbage or the wrong shape', async () => {
    const answers = ['<html>oops</html>', JSON.stringify({ statusCode: 200, messages: '', data: [{ version: 3 }] })];
    for (const answer of answers) {
      const garbage = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(answer));
      const gateway = await startGateway({ PORT: 0, UPSTREAM_URL: await listen(garbage), NODE_ENV: 'production' });
      try {
        const { body } = await post(gateway, '{ versions { version } }');
        expect(body.errors![0].extensions!.code).toBe('UPSTREAM_UNAVAILABLE');
      } finally {
        await gateway.close();
        garbage.close();
      }
    }
  });

  it('passes a statusCode other than 200 on as BAD_USER_INPUT with the upstream message', async () => {
    const refusing = createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ statusCode: 500100, messages: 'Edition is closed', data: null })),
    );
    const gateway = await startGateway({ PORT: 0, UPSTREAM_URL: await listen(refusing), NODE_ENV: 'production' });
    try {
      const { body } = await post(gateway, '{ editions { id } }');
      expect(body.errors![0]).toMatchObject({ message: 'Edition is closed', extensions: { code: 'BAD_USER_INPUT' } });
    } finally {
      await gateway.close();
      refusing.close();
    }
  });

  it('gives UPSTREAM_UNAVAILABLE when the upstream is slower than the timeout', async () => {
    // never answers: the gateway's timeout is the only thing that can end the call, however busy the machine
    const slow = createServer(() => {});
    const gateway = await startGateway({ PORT: 0, UPSTREAM_URL: await listen(slow), UPSTREAM_TIMEOUT_MS: 200, NODE_ENV: 'production' });
    try {
      const { body } = await post(gateway, '{ versions { version } }');
      expect(body.errors![0].extensions!.code).toBe('UPSTREAM_UNAVAILABLE');
    } finally {
      await gateway.close();
      slow.closeAllConnections();
      slow.close();
    }
  });

  it('serves the client document it was built for', async () => {
    const { body } = await stack.graph(RecentVersionsDocument);
    expect(body.data!.versions.length).toBeGreaterThan(0);
  });
});
