import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { License } from '../../../contract/index.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';
import { buyer, paidOrder, type Buyer } from '../testing/orders.ts';

/** POST /client/deactivate (issue #32): the desktop client releases its machine with its licence file as proof. */

let t: TestUpstream;
let alice: Buyer;
beforeAll(async () => {
  t = await startTestUpstream();
  alice = await buyer(t);
  await paidOrder(t, alice, { quantity: 3 });
});
afterAll(() => t.close());

const mid = (letter: string) => letter.repeat(32);

const desktop = async <T = unknown>(path: string, json: unknown, lang = 'en') => {
  const response = await fetch(`${t.upstream.apiUrl}${path}`, {
    method: 'POST',
    headers: { 'x-forwarded-for': '203.0.113.9', 'accept-language': lang, 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as { statusCode: number; messages: string; data: T } };
};
const activate = async (key: string, machine: string) => (await desktop<{ license_file: string }>('/client/activate', { key, mid: machine })).body.data.license_file;
const deactivate = (file: string, lang?: string) => desktop<{ moves_left: number }>('/client/deactivate', { license_file: file }, lang);
const licenses = async () => (await alice.get<{ lists: License[] }>('/license/list?size=100')).body.data.lists;

describe('releasing a machine from the desktop client', () => {
  it("is counted with the site's moves: the 4th in 30 days is refused with Retry-After and the licence stays bound", async () => {
    const [license] = await licenses();
    await activate(license.key!, mid('A'));
    await alice.post('/license/move', { license_id: license.id });
    await activate(license.key!, mid('B'));
    await alice.post('/license/move', { license_id: license.id });
    expect((await deactivate(await activate(license.key!, mid('C')))).body).toMatchObject({ statusCode: 200, data: { moves_left: 0 } });

    const refused = await deactivate(await activate(license.key!, mid('D')));
    expect(refused.body.statusCode).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect((await licenses()).find((row) => row.id === license.id)).toMatchObject({ status: 1, mid: mid('D') });
  });

  it('a file kept from an earlier binding to the same machine cannot release the present one', async () => {
    const [, license] = await licenses();
    const earlier = await activate(license.key!, mid('E'));
    await alice.post('/license/move', { license_id: license.id });
    t.clock.advance(2000);
    const present = await activate(license.key!, mid('E'));
    expect((await deactivate(earlier)).body.statusCode).toBe(409);
    expect((await deactivate(present)).body.statusCode).toBe(200);
  });

  it("an altered file is refused as not the site's, in the client's language", async () => {
    const [, , license] = await licenses();
    const [head, body, signature] = (await activate(license.key!, mid('F'))).split('.');
    const altered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), entitlements: ['forged'] })).toString('base64url');
    const refused = await deactivate(`${head}.${altered}.${signature}`, 'zh-CN');
    expect(refused.body).toMatchObject({ statusCode: 400, messages: '这不是本站签发的授权文件' });
  });
});
