import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPayPage } from '../testing/payment-fakes/alipay/pay-page.ts';
import { rsaKeyPair } from '../testing/payment-fakes/alipay/testbed.ts';
import type { SendOptions } from '../testing/payment-fakes/alipay/fake-alipay-notify.ts';
import { buyer, isPaid, orderState, placeOrder, qrPayment, redTeam, type Buyer } from '../testing/orders.ts';
import { confirmationsOf, keptAfter, keptFor, lastKeptId, replayKept, secretsShown, watchConsole } from '../testing/provider-payments.ts';
import { startProviderUpstream, type ProviderUpstream } from '../testing/provider-upstream.ts';

/**
 * Alipay end to end through the upstream app, against the local fake Alipay with keys made for this test: the buyer's
 * QR payment, the fake's notification posted to the upstream's /api/pay/notify/alipay (SITE_ORIGIN_ZH is the upstream
 * itself), and every notification kept as it arrived. Refused ones change nothing.
 */

let up: ProviderUpstream;
let alice: Buyer;
let logged: ReturnType<typeof watchConsole>;
beforeAll(async () => {
  logged = watchConsole();
  up = await startProviderUpstream();
  alice = await buyer(up.t);
});
afterAll(async () => {
  await up.close();
  logged.restore();
});

const fake = () => up.fakes.alipay;
const db = () => up.t.upstream.db;

/** A new Alipay order (RMB) with its QR payment opened and scanned: its number and the QR code. */
const scannedOrder = async (quantity = 2) => {
  const orderNo = await placeOrder(alice, { ...redTeam, payment_type: 'alipay', quantity });
  const qr = await qrPayment(alice, orderNo, 'alipay');
  return { orderNo, qr, page: await openPayPage(qr) };
};

/** The buyer presses Pay on the scanned code; answers the notification the fake posted. */
const paidOrder = async (quantity = 2) => {
  const { orderNo, page } = await scannedOrder(quantity);
  await page.press('Pay');
  await fake().flush();
  return { orderNo, delivery: fake().deliveries.at(-1)! };
};

/** A notification of the trade as paid, signed by the fake (then spoiled as `options` say), posted once. */
const sendPaid = async (orderNo: string, options: SendOptions = {}) => {
  const since = await lastKeptId(db());
  const delivery = await fake().notify(orderNo, { ...options, fields: { trade_status: 'TRADE_SUCCESS', ...options.fields } });
  return { delivery: delivery!, kept: await keptAfter(db(), since) };
};

describe('an Alipay QR payment through the upstream', () => {
  it('is a code of the fake Alipay that the buyer scans and pays', async () => {
    const { qr, page } = await scannedOrder();
    expect(qr).toMatch(new RegExp(`^${fake().origin}/qr/`));
    expect(page.buttons).toEqual(['Pay', 'Cancel']);
    expect(page.html).toContain('¥5800.00');
  });

  it('is paid when the notification arrives at the upstream, which answers exactly "success"', async () => {
    const { orderNo, delivery } = await paidOrder();
    expect(delivery.url).toBe(up.notifyUrl('alipay'));
    expect(delivery.attempts).toEqual([{ status: 200, reply: 'success' }]);
    expect(await isPaid(alice, orderNo)()).toBe(true);
    const { order } = await orderState(up.t, orderNo);
    expect([order.pay_status, order.trade_status, order.payment_type, order.outer_trade_no]).toEqual([1, 1, 'alipay', fake().trade(orderNo)!.tradeNo]);
  });

  it('issues the order’s licences and one confirmation', async () => {
    const { orderNo } = await paidOrder(3);
    expect((await orderState(up.t, orderNo)).licenses).toHaveLength(3);
    expect(await confirmationsOf(up.t, orderNo)).toBe(1);
  });

  it('keeps the notification as it arrived: the exact bytes, verified, and what it changed', async () => {
    const { orderNo, delivery } = await paidOrder();
    const [kept, ...more] = await keptFor(db(), orderNo);
    expect(more).toEqual([]);
    expect(Buffer.from(kept.body).equals(Buffer.from(delivery.body))).toBe(true);
    expect(kept).toMatchObject({ provider: 'alipay', verified: true, event: 'paid', outcome: 'paid', reason: null });
    expect(kept.headers['content-type']).toBe('application/x-www-form-urlencoded; charset=utf-8');
  });

  it('pays once when the same notification comes again, keeping the second as already settled', async () => {
    const { orderNo } = await paidOrder();
    const before = await orderState(up.t, orderNo);
    const [first] = await keptFor(db(), orderNo);
    expect(await replayKept(up.notifyUrl('alipay'), first)).toEqual({ status: 200, body: 'success' });
    const after = await orderState(up.t, orderNo);
    expect(after.order.pay_time).toEqual(before.order.pay_time);
    expect(after.licenses.map((licence) => licence.id)).toEqual(before.licenses.map((licence) => licence.id));
    expect(await confirmationsOf(up.t, orderNo)).toBe(1);
    const kept = await keptFor(db(), orderNo);
    expect(kept.map((row) => row.outcome)).toEqual(['paid', 'nothing: already settled']);
    expect(Buffer.from(kept[1].body).equals(Buffer.from(first.body))).toBe(true);
  });
});

const stranger = rsaKeyPair();

describe('an Alipay notification that does not hold', () => {
  it.each([
    ['changed after it was signed', { tamper: (params: Record<string, string>) => ({ ...params, total_amount: '0.01' }) }, 'the signature does not verify with ALIPAY_PUBLIC_KEY'],
    ['signed with another key than Alipay’s', { key: stranger.privateKey }, 'the signature does not verify with ALIPAY_PUBLIC_KEY'],
    ['for another app_id', { fields: { app_id: '2021000000000099' } }, 'the notification is for another app_id'],
    ['for another seller_id', { fields: { seller_id: '2088000000000099' } }, 'the notification is for another seller_id'],
  ] as [string, SendOptions, string][])('is refused when %s, answered "fail", kept unverified, and the order stays unpaid', async (_, options, reason) => {
    const { orderNo } = await scannedOrder();
    const { delivery, kept } = await sendPaid(orderNo, options);
    expect(delivery.attempts).toEqual([{ status: 200, reply: 'fail' }]);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ verified: false, reason, outcome: 'refused', event: null, order_no: null });
    expect(Buffer.from(kept[0].body).toString()).toBe(delivery.body);
    const { order, licenses } = await orderState(up.t, orderNo);
    expect([order.pay_status, licenses.length]).toEqual([0, 0]);
  });

  it('is refused when it says another amount, though signed: kept verified with the reason, the order unpaid', async () => {
    const { orderNo } = await scannedOrder();
    const { delivery, kept } = await sendPaid(orderNo, { fields: { total_amount: '0.01' } });
    expect(delivery.attempts).toEqual([{ status: 200, reply: 'fail' }]);
    expect(kept).toEqual([
      expect.objectContaining({ verified: true, event: 'paid', order_no: orderNo, reason: 'The amount paid does not match the order', outcome: 'refused' }),
    ]);
    const { order, licenses } = await orderState(up.t, orderNo);
    expect([order.pay_status, licenses.length]).toEqual([0, 0]);
    expect((await db().selectFrom('payment').select('status').where('provider_payment_id', '=', orderNo).executeTakeFirstOrThrow()).status).toBe('created');
  });
});

describe('the kept Alipay notifications', () => {
  it('cannot be changed or removed: the database refuses UPDATE and DELETE', async () => {
    await paidOrder();
    const count = async () => Number((await sql<{ n: string }>`select count(*) as n from payment_notification`.execute(db())).rows[0].n);
    const before = await count();
    await expect(sql`update payment_notification set outcome = 'paid', verified = true`.execute(db())).rejects.toThrow(/append-only/);
    await expect(sql`delete from payment_notification`.execute(db())).rejects.toThrow(/append-only/);
    expect(await count()).toBe(before);
  });

  it('hold no secret of the merchant, and neither does what the upstream logged', async () => {
    const { orderNo } = await scannedOrder();
    await sendPaid(orderNo, { key: stranger.privateKey });
    expect(logged.lines.some((line) => line.includes('alipay notification refused'))).toBe(true);
    expect(await secretsShown(db(), up.fakes, logged.lines)).toEqual([]);
  });
});
