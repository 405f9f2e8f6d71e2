import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerLicense, License, StaffCustomerLicense } from '../../../contract/index.ts';
import { DAY } from '../domain/clock.ts';
import { from, freshIp, outbox } from '../testing/accounts.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';
import { buyer, paidOrder, type Buyer } from '../testing/orders.ts';
import { staffSessionFor } from '../testing/staff.ts';

// Customers' staff calls (issue #33): support and finance find and read; support alone moves and resends, under the
// buyer's own rules, each action in license_event and the audit log.
let t: TestUpstream;
let alice: Buyer;
let orderNo: string;
let support: string;
let finance: string;
beforeAll(async () => {
  t = await startTestUpstream();
  alice = await buyer(t);
  orderNo = await paidOrder(t, alice, { quantity: 3 });
  support = (await staffSessionFor(t.upstream.db, t.clock.now(), 'support')).token;
  finance = (await staffSessionFor(t.upstream.db, t.clock.now(), 'finance')).token;
}, 120_000);
afterAll(() => t.close());

const mid = (n: number) => `C${String(n).padStart(31, '0')}`;
const call = <T>(token: string, path: string, json?: unknown, lang = 'en') =>
  t.api<T>(`/staff/customers${path}`, json === undefined ? { headers: from(freshIp(), lang, token) } : { method: 'POST', json, headers: from(freshIp(), lang, token) });
const licenses = async () => (await alice.get<{ lists: License[] }>('/license/list?size=100')).body.data.lists;
const generate = (licenseId: number, machine: string) =>
  fetch(`${t.upstream.apiUrl}/license/generateById?license_id=${licenseId}&mid=${machine}`, { headers: { authorization: `Bearer ${alice.token}` } }).then((r) => r.text());
const userId = async () => (await t.upstream.db.selectFrom('user').select('id').where('email', '=', alice.account.email).executeTakeFirstOrThrow()).id;
const audits = (licenseId: number) =>
  t.upstream.db.selectFrom('audit_log').select(['action', 'before', 'after', 'reason']).where('subject_type', '=', 'license').where('subject_id', '=', String(licenseId)).orderBy('id').execute();
/** A support member signed in now: the tests move the clock by days, past an 8-hour staff session. */
const supportNow = async () => (await staffSessionFor(t.upstream.db, t.clock.now(), 'support')).token;
type Search = { matched: string | null; customers: { id: number; email: string }[] };

describe('finding a customer', () => {
  it('finds them by order number and says so', async () => {
    const { body } = await call<Search>(support, `/search?q=${orderNo}`);
    expect(body.data).toEqual({ matched: 'order_no', customers: [{ id: await userId(), username: alice.account.username, email: alice.account.email }] });
  });

  it('finds them by e-mail, whatever its case', async () => {
    const { body } = await call<Search>(finance, `/search?q=${encodeURIComponent(alice.account.email.toUpperCase())}`);
    expect(body.data.matched).toBe('email');
    expect(body.data.customers.map((c) => c.email)).toEqual([alice.account.email]);
  });

  it('finds them by a MID their licence is bound to', async () => {
    const [license] = await licenses();
    await generate(license.id, mid(1));
    const { body } = await call<Search>(support, `/search?q=${mid(1).toLowerCase()}`);
    expect(body.data.matched).toBe('mid');
    expect(body.data.customers.map((c) => c.email)).toEqual([alice.account.email]);
  });

  it('says when nothing matched, and asks for something to search', async () => {
    expect((await call<Search>(support, '/search?q=nobody-here')).body.data).toEqual({ matched: null, customers: [] });
    expect((await call(support, '/search?q=')).body.messages).toBe('Enter an order number, an e-mail address or a MID');
  });

  it('refuses a reviewer every customer call', async () => {
    const { token } = await staffSessionFor(t.upstream.db, t.clock.now(), 'reviewer');
    expect((await call(token, `/search?q=${orderNo}`)).status).toBe(403);
    expect((await call(token, `/users/${await userId()}`)).status).toBe(403);
    expect((await call(token, '/licenses/1/move', { mid: mid(9), reason: 'x' })).status).toBe(403);
  });
});

describe("a customer's page", () => {
  it("shows their orders and licences with each licence's history", async () => {
    const { body } = await call<{ orders: { order_no: string }[]; licenses: CustomerLicense[] }>(finance, `/users/${await userId()}`);
    expect(body.data.orders.map((o) => o.order_no)).toEqual([orderNo]);
    expect(body.data.licenses).toHaveLength(3);
    const bound = body.data.licenses.find((l) => l.mid === mid(1))!;
    expect(bound.events.map((e) => [e.kind, e.mid])).toEqual([['generated', mid(1)]]);
  });
});

describe('support acting for a customer', () => {
  it('moves a licence to a new MID with a reason: license_event and one license.move audit row', async () => {
    const license = (await licenses()).find((l) => l.mid === mid(1))!;
    const { status, body } = await call<CustomerLicense>(support, `/licenses/${license.id}/move`, { mid: mid(2), reason: 'Customer replaced the laptop' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ mid: mid(2), generated: true, moves_left: 2, expired_at: license.expired_at });
    expect(body.data.events.map((e) => [e.kind, e.mid])).toEqual([['generated', mid(1)], ['moved', mid(1)], ['generated', mid(2)]]);
    expect(await audits(license.id)).toEqual([{ action: 'license.move', before: { mid: mid(1) }, after: { mid: mid(2) }, reason: 'Customer replaced the laptop' }]);
  });

  it("shows support's move with its reason on the customer's page, and the buyer's own history without it", async () => {
    const license = (await licenses()).find((l) => l.mid === mid(2))!;
    const { body } = await call<{ licenses: StaffCustomerLicense[] }>(finance, `/users/${await userId()}`);
    const moves = body.data.licenses.find((l) => l.id === license.id)!.support_moves;
    expect(moves.map(({ by, from_mid, to_mid, reason }) => ({ by, from_mid, to_mid, reason }))).toEqual([
      { by: expect.stringMatching(/\S/), from_mid: mid(1), to_mid: mid(2), reason: 'Customer replaced the laptop' },
    ]);
    const own = await alice.post<{ events: { kind: string }[] }[]>('/license/history', { license_ids: [license.id] });
    expect(own.body.data[0].events.map((event) => event.kind)).toEqual(['generated', 'moved', 'generated']);
    expect(JSON.stringify(own.body)).not.toContain('Customer replaced the laptop');
  });

  it('refuses a move without a reason, changing nothing', async () => {
    const license = (await licenses()).find((l) => l.mid === mid(2))!;
    const { status, body } = await call(support, `/licenses/${license.id}/move`, { mid: mid(3), reason: ' ' }, 'zh-CN');
    expect(status).toBe(400);
    expect(body.messages).toBe('请填写迁移此授权的理由');
    expect((await licenses()).find((l) => l.id === license.id)!.mid).toBe(mid(2));
  });

  it('refuses finance a move: finance reads only', async () => {
    const license = (await licenses()).find((l) => l.mid === mid(2))!;
    expect((await call(finance, `/licenses/${license.id}/move`, { mid: mid(3), reason: 'no' })).status).toBe(403);
    expect((await call(finance, `/licenses/${license.id}/resend-mail`, {})).status).toBe(403);
  });

  it("holds the buyer's move limit: a fourth move in 30 days is refused and audits nothing", async () => {
    const [, license] = await licenses();
    await generate(license.id, mid(10));
    for (let i = 0; i < 3; i++) {
      expect((await call(await supportNow(), `/licenses/${license.id}/move`, { mid: mid(11 + i), reason: `move ${i}` })).status).toBe(200);
      t.clock.advance(DAY);
    }
    const fourth = await call(await supportNow(), `/licenses/${license.id}/move`, { mid: mid(20), reason: 'one more' });
    expect(fourth.status).toBe(429);
    expect((await licenses()).find((l) => l.id === license.id)!.mid).toBe(mid(13));
    expect(await audits(license.id)).toHaveLength(3);
  });

  it('resends the licence mail to its owner, audited license.resend_mail', async () => {
    const license = (await licenses()).find((l) => l.mid === mid(2))!;
    const before = (await outbox(t)).filter((m) => m.to === alice.account.email).length;
    const { body } = await call(await supportNow(), `/licenses/${license.id}/resend-mail`, {});
    expect(body.data).toEqual({ id: license.id, to: alice.account.email });
    const mails = (await outbox(t)).filter((m) => m.to === alice.account.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0].text).toContain(mid(2));
    expect((await audits(license.id)).at(-1)).toMatchObject({ action: 'license.resend_mail', before: { mid: mid(2) }, after: { mid: mid(2), to: alice.account.email } });
  });
});
