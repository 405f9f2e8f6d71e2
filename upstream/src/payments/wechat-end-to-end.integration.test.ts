import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE } from '../domain/clock.ts';
import { rsaKeys, scanAndPress, type NotificationOptions } from '../testing/payment-fakes/wechat/index.ts';
import { buyer, isPaid, orderState, placeOrder, qrPayment, redTeam, type Buyer } from '../testing/orders.ts';
import { confirmationsOf, keptAfter, keptFor, lastKeptId, replayKept, secretsShown, watchConsole } from '../testing/provider-payments.ts';
import { startProviderUpstream, type ProviderUpstream } from '../testing/provider-upstream.ts';

/**
 * WeChat Pay (API v3, Native) end to end through the upstream app, against the local fake WeChat Pay with keys made for
 * this test: the buyer scans the code_url and pays, the fake posts its signed, encrypted notification to the upstream's
 * /api/pay/notify/wechat, and the upstream answers 204. What does not hold is refused with 400 and changes nothing.
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

const fake = () => up.fakes.wechat;
const db = () => up.t.upstream.db;

/** A new WeChat Pay order (RMB) with its Native payment opened: its number and code_url. */
const openOrder = async (quantity = 2) => {
  const orderNo = await placeOrder(alice, { ...redTeam, payment_type: 'wechat_pay', quantity });
  return { orderNo, qr: await qrPayment(alice, orderNo, 'wechat_pay') };
};

/** The buyer scans and presses Pay: the fake posts TRANSACTION.SUCCESS (awaited) and answers the delivery. */
const paidOrder = async (quantity = 2) => {
  const { orderNo, qr } = await openOrder(quantity);
  await scanAndPress(qr, 'Pay');
  return { orderNo, delivery: fake().deliveredNotifications().find((one) => one.resource.out_trade_no === orderNo)! };
};

/** What the fake says of a payment that succeeded at WeChat Pay, as a resource a notification may carry. */
const succeeded = (orderNo: string, change: Record<string, unknown> = {}) => (resource: Record<string, unknown>) => ({
  ...resource,
  trade_state: 'SUCCESS',
  transaction_id: `4200000000${orderNo.slice(-18)}`,
  amount: { total: fake().orders.get(orderNo)!.total, payer_total: fake().orders.get(orderNo)!.total, currency: 'CNY', payer_currency: 'CNY' },
  ...change,
});

/** A TRANSACTION.SUCCESS notification built by the fake (forged or spoiled as told), posted once; what was kept of it. */
const post = async (orderNo: string, options: NotificationOptions = {}, before?: () => void) => {
  const since = await lastKeptId(db());
  const raw = fake().transactionNotification(orderNo, { resource: succeeded(orderNo), ...options });
  before?.();
  const status = await fake().post(up.notifyUrl('wechat'), raw);
  return { raw, status, kept: await keptAfter(db(), since) };
};

describe('a WeChat Pay Native payment through the upstream', () => {
  it('is a code_url of the fake WeChat Pay that the buyer scans', async () => {
    const { qr } = await openOrder();
    expect(qr).toMatch(new RegExp(`^${fake().url}/scan/`));
    const { shown } = await scanAndPress(qr, 'Cancel');
    expect(shown).toContain('580000 fen');
  });

  it('is paid when the notification arrives at the upstream, which answers 204', async () => {
    const { orderNo, delivery } = await paidOrder();
    expect(delivery).toMatchObject({ url: up.notifyUrl('wechat'), eventType: 'TRANSACTION.SUCCESS', answers: [204] });
    expect(await isPaid(alice, orderNo)()).toBe(true);
    const { order } = await orderState(up.t, orderNo);
    expect([order.pay_status, order.trade_status, order.payment_type, order.outer_trade_no]).toEqual([1, 1, 'wechat_pay', fake().orders.get(orderNo)!.transaction_id]);
  });

  it('issues the order’s licences and one confirmation', async () => {
    const { orderNo } = await paidOrder(3);
    expect((await orderState(up.t, orderNo)).licenses).toHaveLength(3);
    expect(await confirmationsOf(up.t, orderNo)).toBe(1);
  });

  it('keeps the notification as it arrived: the exact bytes, the Wechatpay headers, verified, and what it changed', async () => {
    const { orderNo, delivery } = await paidOrder();
    const [kept, ...more] = await keptFor(db(), orderNo);
    expect(more).toEqual([]);
    expect(Buffer.from(kept.body).equals(delivery.raw!.body)).toBe(true);
    expect(kept).toMatchObject({ provider: 'wechat', verified: true, event: 'paid', outcome: 'paid' });
    for (const name of ['wechatpay-timestamp', 'wechatpay-nonce', 'wechatpay-signature', 'wechatpay-serial']) expect(kept.headers[name]).toBe(delivery.raw!.headers[name]);
  });

  it('pays once when the same notification comes again, keeping the second as already settled', async () => {
    const { orderNo } = await paidOrder();
    const [first] = await keptFor(db(), orderNo);
    expect((await replayKept(up.notifyUrl('wechat'), first)).status).toBe(204);
    expect((await keptFor(db(), orderNo)).map((row) => row.outcome)).toEqual(['paid', 'nothing: already settled']);
    expect((await orderState(up.t, orderNo)).licenses).toHaveLength(2);
    expect(await confirmationsOf(up.t, orderNo)).toBe(1);
  });

  it('pays once when the same notification arrives twice at the same moment', async () => {
    const { orderNo } = await openOrder();
    const raw = fake().transactionNotification(orderNo, { resource: succeeded(orderNo) });
    const statuses = await Promise.all([fake().post(up.notifyUrl('wechat'), raw), fake().post(up.notifyUrl('wechat'), raw)]);
    expect(statuses).toEqual([204, 204]);
    expect((await keptFor(db(), orderNo)).map((row) => row.outcome).sort()).toEqual(['nothing: already settled', 'paid']);
    expect((await orderState(up.t, orderNo)).licenses).toHaveLength(2);
    expect(await confirmationsOf(up.t, orderNo)).toBe(1);
  });
});

const stranger = rsaKeys();

describe('a WeChat Pay notification that does not hold', () => {
  it.each([
    ['changed after it was signed', { tamper: true }, 'the signature does not verify'],
    ['signed with another key than WeChat Pay’s', { key: stranger.privateKey }, 'the signature does not verify'],
    ['encrypted with another APIv3 key', { apiV3Key: 'ANOTHERKEYANOTHERKEYANOTHERKEY00' }, 'the resource does not decrypt with the APIv3 key'],
  ] as [string, NotificationOptions, string][])('is refused when %s: 400, kept unverified, the order unpaid', async (_, options, reason) => {
    const { orderNo } = await openOrder();
    const { raw, status, kept } = await post(orderNo, options);
    expect(status).toBe(400);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ verified: false, reason, outcome: 'refused', order_no: null });
    expect(Buffer.from(kept[0].body).equals(raw.body)).toBe(true);
    const { order, licenses } = await orderState(up.t, orderNo);
    expect([order.pay_status, licenses.length]).toEqual([0, 0]);
  });

  it('is refused when it arrives more than 5 minutes after it was signed (the clock moved 6 minutes)', async () => {
    const { orderNo } = await openOrder();
    const { status, kept } = await post(orderNo, {}, () => up.clock.advance(6 * MINUTE));
    expect(status).toBe(400);
    expect(kept).toEqual([expect.objectContaining({ verified: false, reason: 'the Wechatpay-Timestamp is more than 5 minutes from our clock', outcome: 'refused' })]);
    expect((await orderState(up.t, orderNo)).order.pay_status).toBe(0);
  });

  it('is refused when it names another merchant (mchid), though signed', async () => {
    const { orderNo } = await openOrder();
    const { status, kept } = await post(orderNo, { resource: succeeded(orderNo, { mchid: '1900000001' }) });
    expect(status).toBe(400);
    expect(kept).toEqual([expect.objectContaining({ verified: false, reason: 'the transaction is another merchant’s (mchid)', outcome: 'refused' })]);
    expect((await orderState(up.t, orderNo)).order.pay_status).toBe(0);
  });

  it('is refused when it says another amount, though signed: kept verified with the reason, the order unpaid', async () => {
    const { orderNo } = await openOrder();
    const { status, kept } = await post(orderNo, { resource: succeeded(orderNo, { amount: { total: 1, currency: 'CNY' } }) });
    expect(status).toBe(400);
    expect(kept).toEqual([expect.objectContaining({ verified: true, event: 'paid', order_no: orderNo, reason: 'The amount paid does not match the order', outcome: 'refused' })]);
    const { order, licenses } = await orderState(up.t, orderNo);
    expect([order.pay_status, licenses.length]).toEqual([0, 0]);
  });

  it('keeps no secret of the merchant in what it kept or logged', async () => {
    expect(logged.lines.some((line) => line.includes('wechat notification refused'))).toBe(true);
    expect(await secretsShown(db(), up.fakes, logged.lines)).toEqual([]);
  });
});
