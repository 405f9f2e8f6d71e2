import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startGateway, type RunningGateway } from '../server.ts';

/** A built client of one script, so that /assets has something to guard. */
const clientDist = () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'tidewatch-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'export {};\n');
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>t</title>');
  return dist;
};

const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

interface Answer {
  status: number;
  type: string;
  body: { errors?: { message: string; extensions?: { code?: string } }[] };
}

const answerOf = async (response: Response): Promise<Answer> => {
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: JSON.parse(text) as Answer['body'] };
};

/**
 * A gateway in `mode` for the tests of the describe block it is called in, its `url` known once it runs; what it
 * logs goes to `logged` (emptied after each test) instead of the console, so that a test can count the lines.
 */
const loggedGateway = (mode: 'production' | 'development') => {
  let running: RunningGateway;
  const gateway = { url: '', logged: [] as string[] };
  beforeAll(async () => {
    // nothing here reaches the upstream: every request is refused before
    running = await startGateway({ PORT: 0, NODE_ENV: mode, UPSTREAM_URL: 'http://127.0.0.1:9/api', CLIENT_DIST: clientDist() });
    gateway.url = running.url;
    for (const method of ['warn', 'error', 'log'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void gateway.logged.push(args.map(String).join(' ')));
    }
  });
  afterEach(() => void (gateway.logged.length = 0));
  afterAll(async () => {
    vi.restoreAllMocks();
    await running.close();
  });
  return gateway;
};

describe.each(['production', 'development'] as const)('refusals of input (NODE_ENV=%s)', (mode) => {
  const gateway = loggedGateway(mode);
  const { logged } = gateway;

  const post = (body: string | FormData, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    fetch(`${gateway.url}/graphql`, { method: 'POST', headers: { 'apollo-require-preflight': 'true', ...headers }, body });

  /** A JSON refusal in GraphQL's error shape with this status and code, logged on exactly one line with no stack. */
  const expectRefusal = (answer: Answer, status: number, code: string) => {
    expect(answer.status).toBe(status);
    expect(answer.type).toMatch(/^application\/json/);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe(code);
    expect(JSON.stringify(answer.body)).not.toMatch(/\n\s+at |node_modules|stacktrace/);
    expect(logged).toHaveLength(1);
    expect(logged[0]).not.toMatch(/\n/);
  };

  it('answers variables nested 5,000 deep with 400 in GraphQL’s error shape, not a 500 page', async () => {
    const answer = await answerOf(await post(`{"query":"{editions{id}}","variables":{"x":${deepArray(5000)}}}`));
    expectRefusal(answer, 400, 'BAD_REQUEST');
    expect(answer.body.errors![0].message).toBe('The request\'s "variables" is nested deeper than 10 levels');
  });

  it('bounds extensions, GET variables, and whatever stands in for the query or operation name the same way', async () => {
    expectRefusal(await answerOf(await post(`{"query":"{editions{id}}","extensions":{"x":${deepArray(100)}}}`)), 400, 'BAD_REQUEST');
    for (const body of [`{"query":${deepArray(5000)},"extensions":{}}`, `{"query":"{editions{id}}","operationName":${deepArray(5000)}}`]) {
      logged.length = 0;
      expectRefusal(await answerOf(await post(body)), 400, 'BAD_REQUEST');
    }
    logged.length = 0;
    const query = new URLSearchParams({ query: '{editions{id}}', variables: `{"x":${deepArray(2000)}}` });
    expectRefusal(await answerOf(await fetch(`${gateway.url}/graphql?${query}`, { headers: { 'apollo-require-preflight': 'true' } })), 400, 'BAD_REQUEST');
  });

  it('answers malformed JSON with 400 JSON', async () => {
    expectRefusal(await answerOf(await post('{"query":')), 400, 'BAD_REQUEST');
  });

  it('answers a body over 1 MB with 413 JSON', async () => {
    expectRefusal(await answerOf(await post(JSON.stringify({ query: 'x'.repeat(1_100_000) }))), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers a broken multipart request with 400 JSON', async () => {
    const form = new FormData();
    form.append('operations', 'not json');
    form.append('map', '{}');
    expectRefusal(await answerOf(await post(form, {})), 400, 'BAD_REQUEST');
  });

  it('answers a path outside /assets, a malformed one and a missing asset with 4xx JSON', async () => {
    expect((await fetch(`${gateway.url}/assets/app.js`)).status).toBe(200);
    for (const [asset, status] of [
      ['..%2f..%2fpackage.json', 403],
      ['%E0%A4%A', 400],
      ['missing.js', 404],
    ] as const) {
      logged.length = 0;
      const answer = await answerOf(await fetch(`${gateway.url}/assets/${asset}`));
      expect(answer.status, asset).toBe(status);
      expect(answer.type).toMatch(/^application\/json/);
      expect(logged, asset).toHaveLength(1);
    }
  });

  it('answers a path nothing serves with 404 JSON when the caller does not ask for a page', async () => {
    const answer = await answerOf(await fetch(`${gateway.url}/nothing/here`, { headers: { accept: 'application/json' } }));
    expect([answer.status, answer.body.errors?.[0].extensions?.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('answers headers too large for Node’s parser with 431 JSON', async () => {
    const answer = await answerOf(await fetch(`${gateway.url}/graphql`, { headers: { 'x-padding': 'x'.repeat(20_000) } }));
    expect([answer.status, answer.body.errors?.[0].extensions?.code]).toEqual([431, 'REQUEST_HEADER_FIELDS_TOO_LARGE']);
  });
});
