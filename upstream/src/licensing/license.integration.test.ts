import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivationCode, License } from '../../../contract/index.ts';
import { outbox } from '../testing/accounts.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';
import { buyer, paidOrder, type Buyer } from '../testing/orders.ts';

interface Page<T> {
  lists: T[];
  page: number;
  size: number;
  total: number;
}

let t: TestUpstream;
let alice: Buyer;
let bob: Buyer;
beforeAll(async () => {
  t = await startTestUpstream();
  alice = await buyer(t);
  bob = await buyer(t);
  await paidOrder(t, alice, { quantity: 20 });
  await paidOrder(t, alice, { license_type_id: 14, quantity: 5, period: 12 });
});
afterAll(() => t.close());

const MID = 'ABCDEFGH12345678abcdefgh87654321';
const list = (b: Buyer, query = '') => b.get<Page<License>>(`/license/list${query}`);
const generate = (b: Buyer, params: Record<string, string | number>) =>
  fetch(`${t.upstream.apiUrl}/license/generateById?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`, {
    headers: { authorization: `Bearer ${b.token}`, 'accept-language': 'en' },
  });
const publicKey = async () => importSPKI(await (await fetch(`${t.upstream.apiUrl}/license/public-key`)).text(), 'EdDSA');
const firstFree = async (b: Buyer) => (await list(b, '?size=100')).body.data.lists.find((l) => l.status === 0)!;

describe('the license list', () => {
  it('pages the licenses a paid order issued, newest first, 20 by default', async () => {
    const { body } = await list(alice);
    expect(body.data).toMatchObject({ page: 1, size: 20, total: 25 });
    expect(body.data.lists).toHaveLength(20);
    expect(body.data.lists[0]).toMatchObject({ license_type_name: 'Vul Scan', license_type_id: 14, period: 12, period_day: 0, status: 0, mid: null, generated_at: null });
    expect(body.data.lists[0].key).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/);
    const second = await list(alice, '?page=2');
    expect(second.body.data.lists).toHaveLength(5);
    expect(second.body.data.lists.every((l) => l.license_type_name === 'Red Team')).toBe(true);
  });

  it('counts the licenses still available for distribution', async () => {
    const { body } = await alice.get<Page<License>>('/license/available?page=1&size=1');
    expect(body.data.total).toBe(25);
  });
});

describe('generating a license for a machine', () => {
  it('binds the MID once and answers a license.key that the public key verifies', async () => {
    const license = await firstFree(alice);
    const response = await generate(alice, { license_id: license.id, mid: MID });
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const file = await response.text();
    const { payload, protectedHeader } = await jwtVerify(file, await publicKey(), { issuer: 'tidewatch' });
    expect(protectedHeader.alg).toBe('EdDSA');
    expect(payload).toMatchObject({ license_id: license.id, edition_id: 14, edition: 'Vul Scan', mid: MID.toUpperCase(), period: 12, sub: `license:${license.id}` });
    const year = (payload.exp! - payload.iat!) / 86_400;
    expect(year === 365 || year === 366).toBe(true);

    const row = (await list(alice, '?size=100')).body.data.lists.find((l) => l.id === license.id)!;
    expect(row).toMatchObject({ status: 1, mid: MID.toUpperCase() });
    expect(row.generated_at!.slice(0, 10)).toBe(new Date(payload.iat! * 1000).toISOString().slice(0, 10));
    expect((await alice.get<Page<License>>('/license/available?size=1')).body.data.total).toBe(24);

    // asked again without a MID, or with the same one: the same file
    expect(await (await generate(alice, { license_id: license.id })).text()).toBe(file);
    expect(await (await generate(alice, { license_id: license.id, mid: MID.toLowerCase() })).text()).toBe(file);
  });

  it('never binds a generated license to another machine', async () => {
    const license = await firstFree(alice);
    await generate(alice, { license_id: license.id, mid: MID });
    const other = await (await generate(alice, { license_id: license.id, mid: 'Z'.repeat(32) })).json();
    expect(other).toMatchObject({ statusCode: 400, messages: `This license is already bound to another machine (MID ${MID.toUpperCase()})` });
  });

  it.each([
    ['no MID', {}, 'Please enter the correct MID'],
    ['a short MID', { mid: 'ABC' }, 'Please enter the correct MID'],
    ['a MID with symbols', { mid: 'ABCDEFGH-2345678abcdefgh87654321' }, 'Please enter the correct MID'],
    ['a bad address', { mid: MID, email: 'nobody' }, 'Please enter the correct email address.'],
  ])('refuses %s and binds nothing', async (_, params, message) => {
    const license = await firstFree(alice);
    const answer = await (await generate(alice, { license_id: license.id, ...params })).json();
    expect([answer.statusCode, answer.messages]).toEqual([400, message]);
    expect((await list(alice, '?size=100')).body.data.lists.find((l) => l.id === license.id)!.status).toBe(0);
  });

  it('mails the file as license.key when an address is given', async () => {
    const license = await firstFree(alice);
    const file = await (await generate(alice, { license_id: license.id, mid: MID, email: 'ops@example.com' })).text();
    const mail = (await outbox(t)).find((m) => m.to === 'ops@example.com') as unknown as { subject: string; attachments: { filename: string; content: string }[] };
    expect(mail.subject).toBe(`Your Tidewatch license ${license.id} (Vul Scan)`);
    expect(mail.attachments).toEqual([{ filename: 'license.key', content: file }]);
  });

  it('refuses a license whose activation code has expired', async () => {
    const carol = await buyer(t);
    await paidOrder(t, carol);
    const license = await firstFree(carol);
    const expired = new Date(t.clock.now().getTime() - 86_400_000);
    await t.upstream.db.updateTable('license').set({ key_expired_at: expired }).where('id', '=', license.id).execute();
    const answer = await (await generate(carol, { license_id: license.id, mid: MID })).json();
    expect(answer.messages).toBe(`The activation code of this license expired on ${expired.toISOString().slice(0, 10)}`);
  });
});

describe('exporting activation codes', () => {
  it('answers the selected licenses, or all of them when none is given', async () => {
    const [a, b] = (await list(alice)).body.data.lists;
    const { body } = await alice.post<ActivationCode[]>('/license/exportUserKeys', { license_ids: [a.id, b.id] });
    expect(body.data).toEqual([
      { id: a.id, key: a.key },
      { id: b.id, key: b.key },
    ]);
    const all = await alice.post<ActivationCode[]>('/license/exportUserKeys', { license_ids: [] });
    expect(all.body.data).toHaveLength(25);
  });
});

describe("another user's licenses", () => {
  it('cannot be listed, generated, downloaded or exported', async () => {
    const license = (await list(alice)).body.data.lists[0];
    expect((await list(bob)).body.data.total).toBe(0);
    expect((await bob.get<Page<License>>('/license/available?size=1')).body.data.total).toBe(0);
    const generated = await (await generate(bob, { license_id: license.id, mid: MID })).json();
    expect([generated.statusCode, generated.messages]).toEqual([404, 'The license does not exist']);
    const download = await (await generate(bob, { license_id: license.id })).json();
    expect(download.statusCode).toBe(404);
    const exported = await bob.post('/license/exportUserKeys', { license_ids: [license.id] });
    expect([exported.body.statusCode, exported.body.messages]).toEqual([404, 'The license does not exist']);
    expect((await bob.post<ActivationCode[]>('/license/exportUserKeys', { license_ids: [] })).body.data).toEqual([]);
  });

  it('needs a signed-in user, except for the public key', async () => {
    const { status } = await t.api('/license/list');
    expect(status).toBe(401);
    const pem = await (await fetch(`${t.upstream.apiUrl}/license/public-key`)).text();
    expect(pem).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n$/);
  });
});
