import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TRADE } from '../../../contract/rules.ts';
import { MINUTE } from '../domain/clock.ts';
import { openPayPage } from '../testing/payment-fakes/alipay/pay-page.ts';
import { scanAndPress } from '../testing/payment-fakes/wechat/index.ts';
import { buyer, orderState, placeOrder, qrPayment, redTeam, type Buyer } from '../testing/orders.ts';
import { keptFor, payPalCheckout, pressOnPayPal, refundOf, replayKept, staffRefund } from '../testing/provider-payments.ts';
import { startProviderUpstream, type ProviderUpstream } from '../testing/provider-upstream.ts';
import { approveRefund, moneyCall } from '../testing/staff-money.ts';
import type { RefundApproval } from '../../../contract/staff-money.ts';

/**
 * Staff refunds through the provider that took the money, once a second member approved the request (POST
 * /api/staff/money/refunds/{id}/approve; testing/staff-money.ts makes both steps): the order becomes refunded and its licences are withdrawn only once the provider confirms; a pending
 * refund is settled later by the provider's notification or the reconciliation job; a refused one leaves the order
 * paid and says why. The refund's number, RF<orderNo>, is the provider's idempotency key.
 */

let up: ProviderUpstream;
let dave: Buyer;
beforeAll(async () => {
  up = await startProviderUpstream();
  dave = await buyer(up.t);
});
afterAll(() => up.close());
afterEach(() => up.fakes.wechat.refundWith({ status: 'PROCESSING' }));

const db = () => up.t.upstream.db;

/** An order paid by `method` through the provider's page; its number and the provider's payment id. */
const paidBy = async (method: 'paypal' | 'alipay' | 'wechat_pay') => {
  const orderNo = await placeOrder(dave, { ...redTeam, payment_type: method });
  if (method === 'paypal') {
    const { url, paymentId } = await payPalCheckout(dave, orderNo);
    await dave.post('/pay/paypal/callback', { orderNo, ...(await pressOnPayPal(url, 'Pay with PayPal')) });
    return { orderNo, paymentId };
  }
  const qr = await qrPayment(dave, orderNo, method);
  if (method === 'alipay') {
    await (await openPayPage(qr)).press('Pay');
    await up.fakes.alipay.flush();
  } else await scanAndPress(qr, 'Pay');
  if ((await orderState(up.t, orderNo)).order.pay_status !== 1) throw new Error(`${orderNo} was not paid`);
  return { orderNo, paymentId: orderNo };
};

/** Whether the order is still paid with its licences, or refunded without them. */
const standing = async (orderNo: string) => {
  const { order, licenses } = await orderState(up.t, orderNo);
  return { trade_status: order.trade_status, licences: licenses.length };
};
const stillPaid = { trade_status: TRADE.PAID, licences: 2 };
const refunded = { trade_status: TRADE.REFUNDED, licences: 0 };

const payPalRefundsOf = (paymentId: string) => up.fakes.paypal.order(paymentId).purchase_units[0].payments?.refunds ?? [];

describe('a refund the provider confirms at once', () => {
  it('refunds the order and withdraws its licences (PayPal), the refund row keeping PayPal’s id', async () => {
    const { orderNo, paymentId } = await paidBy('paypal');
    const { status, body } = await staffRefund(up.t, orderNo);
    expect([status, body]).toEqual([200, { orderNo, state: 'succeeded', licenses: 2 }]);
    expect(await standing(orderNo)).toEqual(refunded);
    const [made] = payPalRefundsOf(paymentId);
    expect(await refundOf(db(), orderNo)).toEqual([expect.objectContaining({ provider: 'paypal', refund_no: `RF${orderNo}`, state: 'succeeded', provider_refund_id: made.id })]);
  });

  it('refunds the order (WeChat Pay SUCCESS), its REFUND.SUCCESS notification changing nothing more', async () => {
    const { orderNo } = await paidBy('wechat_pay');
    up.fakes.wechat.refundWith({ status: 'SUCCESS' });
    expect((await staffRefund(up.t, orderNo)).body).toMatchObject({ orderNo, state: 'succeeded' });
    expect(await standing(orderNo)).toEqual(refunded);
    expect(await refundOf(db(), orderNo)).toEqual([expect.objectContaining({ state: 'succeeded', provider_refund_id: up.fakes.wechat.refunds.get(`RF${orderNo}`)!.refund_id })]);
  });
});

describe('a refund the provider has not finished', () => {
  it('leaves the order paid, with its licences, while the provider works on it (WeChat Pay PROCESSING)', async () => {
    const { orderNo } = await paidBy('wechat_pay');
    expect((await staffRefund(up.t, orderNo)).body).toEqual({ orderNo, state: 'pending', licenses: 0 });
    expect(await standing(orderNo)).toEqual(stillPaid);
    expect(await refundOf(db(), orderNo)).toEqual([expect.objectContaining({ state: 'pending', provider_refund_id: up.fakes.wechat.refunds.get(`RF${orderNo}`)!.refund_id })]);
  });

  it('is settled by the provider’s refund notification (WeChat Pay REFUND.SUCCESS)', async () => {
    const { orderNo } = await paidBy('wechat_pay');
    await staffRefund(up.t, orderNo);
    await up.fakes.wechat.settleRefund(`RF${orderNo}`);
    expect(await standing(orderNo)).toEqual(refunded);
    expect((await refundOf(db(), orderNo))[0].state).toBe('succeeded');
    expect((await keptFor(db(), orderNo)).at(-1)).toMatchObject({ verified: true, event: 'refund', outcome: 'refund succeeded' });
  });

  it('is settled by the provider’s refund notification (Alipay, money moved later)', async () => {
    const { orderNo } = await paidBy('alipay');
    up.fakes.alipay.refundLater();
    try {
      expect((await staffRefund(up.t, orderNo)).body).toMatchObject({ state: 'pending' });
      expect(await standing(orderNo)).toEqual(stillPaid);
      await up.fakes.alipay.settleRefunds();
    } finally {
      up.fakes.alipay.refundLater(false);
    }
    expect(await standing(orderNo)).toEqual(refunded);
    expect((await keptFor(db(), orderNo)).at(-1)).toMatchObject({ verified: true, event: 'refund', outcome: 'refund succeeded' });
  });

  it('is settled by the reconciliation job once the provider completed it (PayPal PENDING)', async () => {
    const { orderNo, paymentId } = await paidBy('paypal');
    up.fakes.paypal.nextRefund({ status: 'PENDING' });
    expect((await staffRefund(up.t, orderNo)).body).toMatchObject({ state: 'pending' });
    const [pending] = payPalRefundsOf(paymentId);
    up.fakes.paypal.completeRefund(pending.id);
    up.clock.advance(MINUTE);
    expect(await up.t.upstream.runJobs()).toContain('payment-reconciliation');
    expect(await standing(orderNo)).toEqual(refunded);
    expect(await refundOf(db(), orderNo)).toEqual([expect.objectContaining({ state: 'succeeded', provider_refund_id: pending.id })]);
  });
});

describe('a refund the provider refuses', () => {
  it('leaves the order paid and answers why (WeChat Pay NOT_ENOUGH)', async () => {
    const { orderNo } = await paidBy('wechat_pay');
    up.fakes.wechat.refundWith({ error: { status: 403, code: 'NOT_ENOUGH', message: '基本账户余额不足，请充值后重新发起' } });
    const { status, body } = await staffRefund(up.t, orderNo);
    expect([status, body]).toEqual([200, { orderNo, state: 'refused', licenses: 0, reason: 'NOT_ENOUGH: 基本账户余额不足，请充值后重新发起' }]);
    expect(await standing(orderNo)).toEqual(stillPaid);
    expect(await refundOf(db(), orderNo)).toEqual([expect.objectContaining({ state: 'refused', provider_reason: body.reason })]);
  });

  it('leaves the order paid and answers why (PayPal FAILED)', async () => {
    const { orderNo } = await paidBy('paypal');
    up.fakes.paypal.nextRefund({ status: 'FAILED' });
    expect((await staffRefund(up.t, orderNo)).body).toMatchObject({ state: 'refused', reason: 'PayPal answered the refund FAILED' });
    expect(await standing(orderNo)).toEqual(stillPaid);
  });
});

describe('a refund asked twice', () => {
  it('is made once at the provider when two members approve it at the same moment, and not requested again while pending', async () => {
    const { orderNo } = await paidBy('wechat_pay');
    const requested = await moneyCall<RefundApproval>(up.t, '/refunds', { json: { orderNo, reason: 'asked twice' } });
    const answers = await Promise.all([approveRefund(up.t, requested.body.data.id), approveRefund(up.t, requested.body.data.id)]);
    expect(answers.map((answer) => [answer.status, answer.body.state ?? answer.body.messages]).sort()).toEqual([
      [200, 'pending'],
      [409, `退款申请 ${requested.body.data.id} 已被批准或拒绝`],
    ]);
    expect((await staffRefund(up.t, orderNo)).status).toBe(409);
    const made = [...up.fakes.wechat.refunds.values()].filter((one) => one.out_trade_no === orderNo);
    expect(made.map((one) => one.out_refund_no)).toEqual([`RF${orderNo}`]);
    expect(up.fakes.wechat.orders.get(orderNo)!.refunded).toBe(up.fakes.wechat.orders.get(orderNo)!.total);
    expect(await refundOf(db(), orderNo)).toHaveLength(1);
  });

  it('is refused once the order is refunded, and the provider refunds once (Alipay)', async () => {
    const { orderNo } = await paidBy('alipay');
    // Alipay's refund notification may overtake the answer: either withdraws the licences, once
    expect((await staffRefund(up.t, orderNo)).body).toMatchObject({ orderNo, state: 'succeeded' });
    expect(await standing(orderNo)).toEqual(refunded);
    const again = await staffRefund(up.t, orderNo);
    expect([again.status, again.body.messages]).toEqual([400, `订单 ${orderNo} 未支付，无法退款`]);
    expect([...up.fakes.alipay.trade(orderNo)!.refunds.keys()]).toEqual([`RF${orderNo}`]);
    expect(up.fakes.alipay.requests.filter((one) => one.method === 'alipay.trade.refund' && one.biz.out_trade_no === orderNo)).toHaveLength(1);
  });

  it('keeps the provider’s refund notification that came again as changing nothing (WeChat Pay)', async () => {
    const { orderNo } = await paidBy('wechat_pay');
    await staffRefund(up.t, orderNo);
    await up.fakes.wechat.settleRefund(`RF${orderNo}`);
    const settled = (await keptFor(db(), orderNo)).at(-1)!;
    expect((await replayKept(up.notifyUrl('wechat'), settled)).status).toBe(204);
    expect(await standing(orderNo)).toEqual(refunded);
    expect((await keptFor(db(), orderNo)).map((row) => [row.event, row.outcome])).toEqual([
      ['paid', 'paid'],
      ['refund', 'refund succeeded'],
      ['refund', 'nothing: already settled'],
    ]);
  });
});
