import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocPageDocument, type DocKind } from '../../../client/src/gql/graphql.ts';
import { readGatewayConfig } from '../config.ts';
import { startGateway, type RunningGateway } from '../server.ts';
import { startTestStack, type GraphAnswer, type TestStack } from '../testing/stack.ts';

type DocAnswer = GraphAnswer<{ doc: { content: string; version: string; updateDate: string } | null }>;

const seedFile = (name: string) => readFileSync(new URL(`../../../upstream/src/seed/docs/${name}.md`, import.meta.url), 'utf8');

const askDoc = async (gateway: RunningGateway, kind: DocKind, locale = 'en') => {
  const res = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': locale },
    body: JSON.stringify({ query: 'query($kind: DocKind!) { doc(kind: $kind) { content version updateDate } }', variables: { kind } }),
  });
  return (await res.json()) as DocAnswer;
};

/** A scripted upstream: answers every call with `answer`, and remembers the paths it was asked for. */
const scripted = async (answer: (req: IncomingMessage, res: ServerResponse) => void) => {
  const paths: string[] = [];
  const server: Server = createServer((req, res) => {
    paths.push(req.url ?? '');
    answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  return {
    paths,
    url,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
};

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

describe('doc(kind): the documentation pages through the real upstream', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.close());

  it('EXTENSION is the extension doc in the request language, with its version and date', async () => {
    const { body } = await stack.graph(DocPageDocument, { kind: 'EXTENSION' }, { 'x-locale': 'en' });
    expect(body.errors).toBeUndefined();
    expect(body.data!.doc!.content).toBe(seedFile('extension.en'));
    expect(body.data!.doc!.version).toMatch(/^\d+\.\d+/);
    expect(body.data!.doc!.updateDate).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/);
    const zh = await stack.graph(DocPageDocument, { kind: 'EXTENSION' }, { 'x-locale': 'zh' });
    expect(zh.body.data!.doc!.content).toBe(seedFile('extension.zh'));
  });

  it('EXP is type 1 and GO_EXP type 0, CN on the Chinese site', async () => {
    expect((await stack.graph(DocPageDocument, { kind: 'EXP' }, { 'x-locale': 'en' })).body.data!.doc!.content).toBe(seedFile('exp.en'));
    expect((await stack.graph(DocPageDocument, { kind: 'GO_EXP' }, { 'x-locale': 'zh' })).body.data!.doc!.content).toBe(seedFile('goexp.zh'));
  });
});

describe('doc(kind): how the doc calls fail', () => {
  it('asks for /doc/extension/{lang} and /doc/info/{1|0}/{lang}, CN for Chinese and EN otherwise', async () => {
    const upstream = await scripted((_req, res) =>
      json(res, 200, { code: 0, doc: { content: '# x', version: '1', updateDate: '2026-11-20' }, statusCode: 200, messages: 'success', data: { content: '# x', version: '1', updateDate: '2026-11-20' } }),
    );
    const gateway = await startGateway({ PORT: 0, UPSTREAM_URL: upstream.url, NODE_ENV: 'production' });
    try {
      for (const [kind, locale] of [['EXTENSION', 'zh'], ['EXP', 'en'], ['GO_EXP', 'zh'], ['GO_EXP', 'en']] as const) {
        expect((await askDoc(gateway, kind, locale)).data!.doc!.content).toBe('# x');
      }
      expect(upstream.paths).toEqual(['/api/doc/extension/CN', '/api/doc/info/1/EN', '/api/doc/info/0/CN', '/api/doc/info/0/EN']);
    } finally {
      await gateway.close();
      upstream.close();
    }
  });

  it('a 404 is NOT_FOUND, with a null doc', async () => {
    const upstream = await scripted((_req, res) => json(res, 404, { statusCode: 404, messages: 'The document does not exist', data: null }));
    const gateway = await startGateway({ PORT: 0, UPSTREAM_URL: upstream.url, NODE_ENV: 'production' });
    try {
      const body = await askDoc(gateway, 'EXP');
      expect(body.data).toEqual({ doc: null });
      expect(body.errors![0]).toMatchObject({ message: 'The document does not exist', extensions: { code: 'NOT_FOUND' } });
    } finally {
      await gateway.close();
      upstream.close();
    }
  });

  it('a 5xx is UPSTREAM_UNAVAILABLE, and is not cached: the next ask reaches the upstream again', async () => {
    const upstream = await scripted((_req, res) => json(res, 502, { statusCode: 502, messages: 'Bad gateway', data: null }));
    const gateway = await startGateway({ PORT: 0, UPSTREAM_URL: upstream.url, NODE_ENV: 'production' });
    try {
      for (const kind of ['EXTENSION', 'EXTENSION', 'GO_EXP'] as const) {
        const body = await askDoc(gateway, kind);
        expect(body.data).toEqual({ doc: null });
        expect(body.errors![0].extensions!.code).toBe('UPSTREAM_UNAVAILABLE');
      }
      expect(upstream.paths).toEqual(['/api/doc/extension/EN', '/api/doc/extension/EN', '/api/doc/info/0/EN']);
    } finally {
      await gateway.close();
      upstream.close();
    }
  });

  it('an upstream slower than the timeout is UPSTREAM_UNAVAILABLE; the timeout is 6000 ms unless configured', async () => {
    expect(readGatewayConfig({}).UPSTREAM_TIMEOUT_MS).toBe(6000);
    // Never answers: only the gateway's timeout (shortened here) ends the call.
    const upstream = await scripted(() => {});
    const gateway = await startGateway({ PORT: 0, UPSTREAM_URL: upstream.url, UPSTREAM_TIMEOUT_MS: 200, NODE_ENV: 'production' });
    try {
      const body = await askDoc(gateway, 'EXP', 'zh');
      expect(body.data).toEqual({ doc: null });
      expect(body.errors![0].extensions!.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(upstream.paths).toEqual(['/api/doc/info/1/CN']);
    } finally {
      await gateway.close();
      upstream.close();
    }
  });
});
