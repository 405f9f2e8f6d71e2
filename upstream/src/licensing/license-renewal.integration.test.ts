import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { License } from '../../../contract/index.ts';
import { DAY, HOUR } from '../domain/clock.ts';
import { createMailer } from '../mail/mailer.ts';
import { licenseExpiry } from './license-term.ts';
import { sendRenewalReminders } from './license-reminders.ts';
import { freshIp, from, outbox, tokenFor } from '../testing/accounts.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';
import { confirmTransferOf, twoPersonRefund } from '../testing/staff-money.ts';
import { buyer, isPaid, paidOrder, placeOrder, qrPayment, sandboxPress, trialDetails, type Buyer } from '../testing/orders.ts';

let t: TestUpstream;
beforeAll(async () => {
  t = await startTestUpstream();
});
afterAll(() => t.close());

const MID = 'RENEWMID12345678RENEWMID12345678';

/** The buyer signed in afresh (the clock moves weeks in these tests, past any session). */
const signedIn = async (b: Buyer, lang = 'en') => {
  const { token } = await tokenFor(t, b.account.username, b.account.password);
  const headers = () => from(freshIp(), lang, token);
  return {
    get: <T = unknown>(path: string) => t.api<T>(path, { headers: headers() }),
    post: <T = unknown>(path: string, json: unknown) => t.api<T>(path, { method: 'POST', json, headers: headers() }),
    file: async (licenseId: number) => (await fetch(`${t.upstream.apiUrl}/license/generateById?license_id=${licenseId}`, { headers: headers() })).text(),
  };
};
type Session = Awaited<ReturnType<typeof signedIn>>;

const licenseOf = async (s: Session, id: number) => (await s.get<License>(`/license/detail?license_id=${id}`)).body.data;
const confirmTransfer = (orderNo: string) => confirmTransferOf(t, orderNo);
const refund = (orderNo: string) => twoPersonRefund(t, orderNo);
const renewalOrder = (s: Session, license: License, change: Record<string, unknown> = {}) =>
  s.post<{ order_no: string }>('/order/add', {
    license_type_id: license.license_type_id,
    payment_type: 'company_pay',
    quantity: 1,
    period: 12,
    name: 'Ada Lovelace',
    country: 'GB',
    renew_license_id: license.id,
    ...change,
  });

/** A generated 3-month Red Team licence of a new buyer, and the buyer's session. */
const generatedLicense = async (lang = 'en') => {
  const b = await buyer(t, lang);
  await paidOrder(t, b, { period: 3 });
  const s = await signedIn(b, lang);
  const [license] = (await s.get<{ lists: License[] }>('/license/list')).body.data.lists;
  await fetch(`${t.upstream.apiUrl}/license/generateById?license_id=${license.id}&mid=${MID}`, { headers: from(freshIp(), lang, b.token) });
  return { b, license: await licenseOf(s, license.id) };
};

const until = (license: License) => new Date(license.expired_at!);

describe('renewing a subscription in place', () => {
  it('is offered from 30 days before the end until 90 days after, and refused outside that window with the date', async () => {
    const { b, license } = await generatedLicense();
    const end = until(license);
    let s = await signedIn(b);
    expect(license.renewal).toBeNull();
    const early = await renewalOrder(s, license);
    expect(early.body).toMatchObject({ statusCode: 400, messages: `This license can be renewed from ${new Date(end.getTime() - 30 * DAY).toISOString().slice(0, 10)} (30 days before it ends)` });

    t.clock.advance(end.getTime() - 30 * DAY - t.clock.now().getTime());
    s = await signedIn(b);
    expect((await licenseOf(s, license.id)).renewal).toBe('renew');
    t.clock.advance(120 * DAY);
    s = await signedIn(b);
    expect((await licenseOf(s, license.id)).renewal).toBe('renew');
    t.clock.advance(DAY);
    s = await signedIn(b);
    expect((await licenseOf(s, license.id)).renewal).toBeNull();
    expect((await renewalOrder(s, license)).body.messages).toBe(`This license ended on ${end.toISOString().slice(0, 10)}, more than 90 days ago; buy a new one instead`);
  });

  it('once paid, the same license ends one period later, keeps its MID, and its file is new', async () => {
    const { b, license } = await generatedLicense();
    const oldFile = decodeJwt(await (await signedIn(b)).file(license.id));
    t.clock.advance(until(license).getTime() - 10 * DAY - t.clock.now().getTime());
    const s = await signedIn(b);
    const placed = await renewalOrder(s, license);
    expect(placed.body.statusCode).toBe(200);
    const before = await t.upstream.db.selectFrom('license').select('id').execute();
    expect((await confirmTransfer(placed.body.data.order_no)).status).toBe(200);

    const renewed = await licenseOf(s, license.id);
    expect(renewed).toMatchObject({ id: license.id, mid: MID, status: 1, expired_at: licenseExpiry(until(license), 12, 0).toISOString() });
    expect(await t.upstream.db.selectFrom('license').select('id').execute()).toHaveLength(before.length);
    const newFile = decodeJwt(await s.file(license.id));
    expect(newFile).toMatchObject({ license_id: license.id, mid: MID });
    expect(newFile.exp).toBe(Math.floor(new Date(renewed.expired_at!).getTime() / 1000));
    expect(newFile.exp).toBeGreaterThan(oldFile.exp!);
    const detail = await s.get<{ renews_license_id: number }>(`/order/detail?order_no=${placed.body.data.order_no}`);
    expect(detail.body.data.renews_license_id).toBe(license.id);
    const history = await t.upstream.db.selectFrom('license_event').select(['kind', 'previous_expires_at', 'expires_at']).where('license_id', '=', license.id).orderBy('id').execute();
    expect(history.map((event) => event.kind)).toEqual(['generated', 'renewed']);
    expect(history[1].previous_expires_at).toEqual(until(license));
  });

  it('an ended license runs from today; a refund takes the renewal back', async () => {
    const { b, license } = await generatedLicense();
    t.clock.advance(until(license).getTime() + 20 * DAY - t.clock.now().getTime());
    const s = await signedIn(b);
    const placed = await renewalOrder(s, license, { period: 3 });
    await confirmTransfer(placed.body.data.order_no);
    expect((await licenseOf(s, license.id)).expired_at).toBe(licenseExpiry(t.clock.now(), 3, 0).toISOString());
    expect((await refund(placed.body.data.order_no)).status).toBe(200);
    expect((await licenseOf(s, license.id)).expired_at).toBe(license.expired_at);
  });

  it('is one license of its own edition, and only the owner’s', async () => {
    const { b, license } = await generatedLicense('zh-CN');
    t.clock.advance(until(license).getTime() - DAY - t.clock.now().getTime());
    const s = await signedIn(b, 'zh-CN');
    expect((await renewalOrder(s, license, { quantity: 2 })).body.messages).toBe('续费数量只能为 1');
    expect((await renewalOrder(s, license, { license_type_id: 14 })).body.messages).toBe('续费只能续同一版本');
    const stranger = await signedIn(await buyer(t));
    expect((await renewalOrder(stranger, license)).body).toMatchObject({ statusCode: 404, messages: 'The license does not exist' });
  });
});

describe('the one-yuan trial', () => {
  it('is not renewable: it offers the full edition instead', async () => {
    const b = await buyer(t);
    const orderNo = await placeOrder(b, { license_type_id: 16, payment_type: 'wechat_pay', quantity: 1, period: -1, ...trialDetails });
    await sandboxPress(await qrPayment(b, orderNo), 'pay');
    await expect.poll(isPaid(b, orderNo)).toBe(true);
    const [trial] = (await b.get<{ lists: License[] }>('/license/list')).body.data.lists;
    await fetch(`${t.upstream.apiUrl}/license/generateById?license_id=${trial.id}&mid=${MID}`, { headers: from(freshIp(), 'en', b.token) });
    expect((await b.get<License>(`/license/detail?license_id=${trial.id}`)).body.data.renewal).toBe('full_edition');
    const refused = await b.post('/order/add', { license_type_id: 16, payment_type: 'wechat_pay', quantity: 1, period: -1, renew_license_id: trial.id, ...trialDetails });
    expect(refused.body).toMatchObject({ statusCode: 400, messages: 'The 7-day trial cannot be renewed; buy the full edition instead' });
  });
});

describe('renewal reminders', () => {
  it('go 14 days and 1 day before the end, in the buyer’s language, once each however often and however many run them', async () => {
    const { b, license } = await generatedLicense('zh-CN');
    const mine = async () => (await outbox(t)).filter((mail) => mail.to === b.account.email && mail.subject.includes(`授权 ${license.id}`));
    const runtime = { db: t.upstream.db, clock: t.clock, mailer: createMailer({ SITE_ORIGIN_ZH: 'http://localhost:8080' }, { db: t.upstream.db, clock: t.clock, log: () => {} }), siteOrigin: () => 'http://localhost:8080' };
    // the next job turn is due an hour after the last one run
    t.clock.advance(until(license).getTime() - 14 * DAY - t.clock.now().getTime() + HOUR);
    await t.upstream.runJobs();
    expect((await mine()).map((mail) => mail.subject)).toEqual([`您的潮望授权 ${license.id} 将于 14 天后到期`]);
    expect((await mine())[0].text).toContain(MID);

    t.clock.advance(HOUR);
    await t.upstream.runJobs();
    await Promise.all(Array.from({ length: 5 }, () => sendRenewalReminders(runtime)));
    expect(await mine()).toHaveLength(1);

    t.clock.advance(13 * DAY - HOUR);
    await t.upstream.runJobs();
    await Promise.all(Array.from({ length: 5 }, () => sendRenewalReminders(runtime)));
    expect((await mine()).map((mail) => mail.subject)).toEqual([`您的潮望授权 ${license.id} 将于明天到期`, `您的潮望授权 ${license.id} 将于 14 天后到期`]);
    expect((await mine())[0].links[0]).toMatch(/\/center\/licenseManagement$/);
  });
});
