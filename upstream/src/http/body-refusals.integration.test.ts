import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';
import { buyer, type Buyer } from '../testing/orders.ts';

/** Whatever the body or the path, the upstream refuses in its envelope, as JSON, in the request's language. */
describe.each(['test', 'production'] as const)('refusals of bodies and paths (NODE_ENV=%s)', (mode) => {
  let t: TestUpstream;
  let b: Buyer | undefined;
  beforeAll(async () => {
    t = await startTestUpstream(mode);
    // a production upstream has no development routes to sign a buyer up with
    if (mode === 'test') b = await buyer(t);
  });
  afterAll(() => t.close());

  const send = async (path: string, init: RequestInit) => {
    const response = await fetch(`${t.upstream.origin}${path}`, init);
    const text = await response.text();
    expect(response.headers.get('content-type'), text.slice(0, 200)).toMatch(/^application\/json/);
    return { status: response.status, body: JSON.parse(text) as { statusCode: number; messages: string } };
  };
  const json = (body: string, lang: string) => ({ method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': lang }, body });

  it.each([
    ['en', 'The request body is not valid JSON'],
    ['zh-CN', '请求内容不是有效的 JSON'],
  ])('answers malformed JSON with 400 (%s)', async (lang, message) => {
    expect(await send('/api/user/login', json('{"username":', lang))).toEqual({ status: 400, body: { statusCode: 400, messages: message, data: null } });
  });

  it.each([
    ['en', 'The request body is too large'],
    ['zh-CN', '请求内容过大'],
  ])('answers a body over the limit with 413 (%s)', async (lang, message) => {
    const { status, body } = await send('/api/user/login', json(JSON.stringify({ username: 'x'.repeat(1_100_000) }), lang));
    expect([status, body.messages]).toEqual([413, message]);
  });

  it('answers a path nothing serves, and a malformed one, with JSON', async () => {
    expect((await send('/nothing/here', {})).status).toBe(404);
    expect((await send('/sandbox/checkout/%E0%A4%A', {})).status).toBe(400);
  });

  it.each(['package', 'other'])('answers a multipart upload cut off in its %s file with 400 JSON, and goes on serving', async (field) => {
    if (!b) return;
    const { status } = await send('/api/plugin/upload', {
      method: 'POST',
      headers: { authorization: `Bearer ${b.token}`, 'content-type': 'multipart/form-data; boundary=x' },
      body: `--x\r\nContent-Disposition: form-data; name="${field}"; filename="a.zip"\r\n\r\nPK`,
    });
    expect(status).toBe(400);
    expect((await fetch(`${t.upstream.origin}/healthz`)).status).toBe(200);
  });
});
