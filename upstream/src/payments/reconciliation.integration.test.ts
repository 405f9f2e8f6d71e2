import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE } from '../domain/clock.ts';
import { openPayPage } from '../testing/payment-fakes/alipay/pay-page.ts';
import { scanAndPress } from '../testing/payment-fakes/wechat/index.ts';
import { buyer, isPaid, orderState, placeOrder, qrPayment, redTeam, type Buyer } from '../testing/orders.ts';
import { confirmationsOf, keptFor, paidAtWechatSilently, payPalCheckout, pressOnPayPal } from '../testing/provider-payments.ts';
import { startProviderUpstream, type ProviderUpstream } from '../testing/provider-upstream.ts';
import { PROVIDER_QUERY_AFTER_MS } from './pay-status.ts';

/**
 * Payments whose notification never came, settled by asking the provider: by the buyer's checkstand once a notification
 * is overdue (PROVIDER_QUERY_AFTER_MS), and by the job 'payment-reconciliation'. A payment the provider closed is
 * closed here, and the checkstand then starts a new one under `<orderNo>R2`. The upstream and the fakes share one
 * manual clock: nothing sleeps.
 */

let up: ProviderUpstream;
let carol: Buyer;
beforeAll(async () => {
  up = await startProviderUpstream();
  carol = await buyer(up.t);
});
afterAll(() => up.close());

const db = () => up.t.upstream.db;
const alipay = () => up.fakes.alipay;

/** A new order by `method` with its QR payment opened (and, for Alipay, scanned: only then is it a trade at Alipay). */
const openQr = async (method: 'alipay' | 'wechat_pay') => {
  const orderNo = await placeOrder(carol, { ...redTeam, payment_type: method });
  const qr = await qrPayment(carol, orderNo, method);
  if (method === 'alipay') await openPayPage(qr);
  return { orderNo, qr };
};

const queriesOf = (outTradeNo: string) => alipay().requests.filter((one) => one.method === 'alipay.trade.query' && one.biz.out_trade_no === outTradeNo).length;
const paymentsOf = (orderNo: string) =>
  db()
    .selectFrom('payment')
    .innerJoin('order', 'order.id', 'payment.order_id')
    .select(['payment.reference', 'payment.status', 'payment.provider_payment_id'])
    .where('order.order_no', '=', orderNo)
    .orderBy('payment.id')
    .execute();

/** Moves the clock past the job's interval and runs the jobs that are due; answers the names of those that ran. */
const runJobsLater = async () => {
  up.clock.advance(MINUTE);
  return up.t.upstream.runJobs();
};

describe('a payment whose notification was lost', () => {
  it('is not asked about at the checkstand while a notification may still come', async () => {
    const { orderNo } = await openQr('alipay');
    await alipay().pay(orderNo, { notify: false });
    expect(await isPaid(carol, orderNo)()).toBe(false);
    expect(queriesOf(orderNo)).toBe(0);
  });

  it('is settled by the buyer’s checkstand once PROVIDER_QUERY_AFTER_MS has passed', async () => {
    const { orderNo } = await openQr('alipay');
    await alipay().pay(orderNo, { notify: false });
    up.clock.advance(PROVIDER_QUERY_AFTER_MS);
    expect(await isPaid(carol, orderNo)()).toBe(true);
    const { order, licenses } = await orderState(up.t, orderNo);
    expect([order.outer_trade_no, licenses.length]).toEqual([alipay().trade(orderNo)!.tradeNo, 2]);
    expect(await keptFor(db(), orderNo)).toEqual([]);
  });

  it('is settled by the reconciliation job when nobody asks (Alipay)', async () => {
    const { orderNo } = await openQr('alipay');
    await alipay().pay(orderNo, { notify: false });
    expect(await runJobsLater()).toContain('payment-reconciliation');
    const { order, licenses } = await orderState(up.t, orderNo);
    expect([order.pay_status, licenses.length]).toEqual([1, 2]);
    expect(await confirmationsOf(up.t, orderNo)).toBe(1);
  });

  it('is settled by the reconciliation job when nobody asks (WeChat Pay)', async () => {
    const { orderNo } = await openQr('wechat_pay');
    const paid = paidAtWechatSilently(up.fakes, orderNo, up.clock.now());
    expect(await runJobsLater()).toContain('payment-reconciliation');
    const { order, licenses } = await orderState(up.t, orderNo);
    expect([order.pay_status, order.outer_trade_no, licenses.length]).toEqual([1, paid.transaction_id, 2]);
  });

  it('of a PayPal buyer who approved and never came back is captured by the job', async () => {
    const orderNo = await placeOrder(carol, { ...redTeam, payment_type: 'paypal' });
    const { url, paymentId } = await payPalCheckout(carol, orderNo);
    await pressOnPayPal(url, 'Pay with PayPal');
    expect(await runJobsLater()).toContain('payment-reconciliation');
    const captures = up.fakes.paypal.order(paymentId).purchase_units[0].payments?.captures ?? [];
    expect(captures).toHaveLength(1);
    const { order, licenses } = await orderState(up.t, orderNo);
    expect([order.pay_status, order.outer_trade_no, licenses.length]).toEqual([1, captures[0].id, 2]);
  });

  it('still waiting for the buyer at the provider stays open and unpaid', async () => {
    const { orderNo } = await openQr('wechat_pay');
    await runJobsLater();
    expect((await paymentsOf(orderNo)).map((one) => one.status)).toEqual(['created']);
    expect((await orderState(up.t, orderNo)).order.pay_status).toBe(0);
  });
});

describe('a payment the provider closed', () => {
  it('is closed here by the job, and the next pay info starts a new payment <orderNo>R2', async () => {
    const { orderNo, qr } = await openQr('alipay');
    await alipay().closeTrade(orderNo, { notify: false });
    await runJobsLater();
    expect((await paymentsOf(orderNo)).map((one) => one.status)).toEqual(['closed']);
    const next = await qrPayment(carol, orderNo, 'alipay');
    expect(next).not.toBe(qr);
    expect((await paymentsOf(orderNo)).map((one) => [one.reference, one.status])).toEqual([
      [orderNo, 'closed'],
      [`${orderNo}R2`, 'created'],
    ]);
    expect(alipay().trade(`${orderNo}R2`)).toMatchObject({ status: 'WAIT_BUYER_PAY', kind: 'qr' });
  });

  it('is closed here when the provider’s notification says so (the buyer cancelled)', async () => {
    const { orderNo, qr } = await openQr('alipay');
    await (await openPayPage(qr)).press('Cancel');
    await alipay().flush();
    expect((await paymentsOf(orderNo)).map((one) => one.status)).toEqual(['closed']);
    expect(await keptFor(db(), orderNo)).toEqual([expect.objectContaining({ verified: true, event: 'closed', outcome: 'closed' })]);
  });

  it('is closed here by the checkstand’s question (WeChat Pay), and the new payment is paid by its notification', async () => {
    const { orderNo } = await openQr('wechat_pay');
    up.fakes.wechat.setTradeState(orderNo, 'CLOSED');
    up.clock.advance(PROVIDER_QUERY_AFTER_MS);
    expect(await isPaid(carol, orderNo)()).toBe(false);
    expect((await paymentsOf(orderNo)).map((one) => one.status)).toEqual(['closed']);
    await scanAndPress(await qrPayment(carol, orderNo, 'wechat_pay'), 'Pay');
    expect((await paymentsOf(orderNo)).map((one) => [one.reference, one.status])).toEqual([
      [orderNo, 'closed'],
      [`${orderNo}R2`, 'paid'],
    ]);
    expect((await orderState(up.t, orderNo)).licenses).toHaveLength(2);
  });

  it('keeps the notification of the second payment under the order’s number', async () => {
    const { orderNo } = await openQr('alipay');
    await alipay().closeTrade(orderNo, { notify: false });
    up.clock.advance(PROVIDER_QUERY_AFTER_MS);
    await isPaid(carol, orderNo)();
    await (await openPayPage(await qrPayment(carol, orderNo, 'alipay'))).press('Pay');
    await alipay().flush();
    expect(await isPaid(carol, orderNo)()).toBe(true);
    expect(await keptFor(db(), orderNo)).toEqual([expect.objectContaining({ verified: true, event: 'paid', outcome: 'paid' })]);
  });

  it('of PayPal (the order voided) is closed here by the job', async () => {
    const orderNo = await placeOrder(carol, { ...redTeam, payment_type: 'paypal' });
    const { paymentId } = await payPalCheckout(carol, orderNo);
    up.fakes.paypal.voidOrder(paymentId);
    await runJobsLater();
    expect((await paymentsOf(orderNo)).map((one) => one.status)).toEqual(['closed']);
    expect((await orderState(up.t, orderNo)).order.pay_status).toBe(0);
  });
});
