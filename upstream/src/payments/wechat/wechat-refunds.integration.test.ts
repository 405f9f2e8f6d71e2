import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE } from '../../domain/clock.ts';
import { scanAndPress, startWechatWorld, wechatCharge, type WechatWorld } from '../../testing/payment-fakes/wechat/index.ts';
import type { RefundRequest } from '../provider.ts';

/** Refunds end to end against the fake WeChat Pay, and the older platform-certificate mode. */

let w: WechatWorld;
beforeAll(async () => {
  w = await startWechatWorld();
});
afterAll(() => w.close());

let refunds = 0;
/** A paid order and the refund of all of it. */
const paidOrder = async (world: WechatWorld, amount = 299.9) => {
  const charge = wechatCharge(amount);
  const { paymentId, qrcodeUrl } = await world.provider.startQr!(charge, world.endpoint.url);
  await scanAndPress(qrcodeUrl, 'Pay');
  refunds += 1;
  const request: RefundRequest = {
    refundNo: `RF${charge.orderNo.slice(2)}${refunds}`,
    orderNo: charge.orderNo,
    paymentId,
    tradeNo: world.fake.orders.get(charge.orderNo)!.transaction_id!,
    amount,
    currency: 'RMB',
    reason: 'Cancelled within 14 days',
  };
  return request;
};

describe('refunding a WeChat Pay payment', () => {
  it('refunds the whole order in fen and succeeds with WeChat Pay’s refund_id; REFUND.SUCCESS verifies to the same', async () => {
    w.fake.refundWith({ status: 'SUCCESS' });
    const request = await paidOrder(w);
    const result = await w.provider.refund(request);
    const refundId = w.fake.refunds.get(request.refundNo)!.refund_id;
    expect(result).toEqual({ state: 'succeeded', refundId });
    expect(JSON.parse(w.fake.requests.at(-1)!.body)).toEqual({
      out_trade_no: request.paymentId,
      out_refund_no: request.refundNo,
      reason: request.reason,
      amount: { refund: 29990, total: 29990, currency: 'CNY' },
    });
    expect(w.endpoint.verdicts.at(-1)).toEqual({ verified: true, event: { kind: 'refund', refundNo: request.refundNo, result: { state: 'succeeded', refundId } } });
  });

  it('is idempotent by out_refund_no: asking again answers the same refund', async () => {
    w.fake.refundWith({ status: 'SUCCESS' });
    const request = await paidOrder(w);
    const first = await w.provider.refund(request);
    const count = w.fake.refunds.size;
    expect(await w.provider.refund(request)).toEqual(first);
    expect(w.fake.refunds.size).toBe(count);
  });

  it('is pending while PROCESSING; queryRefund follows it to SUCCESS, and so does the notification', async () => {
    w.fake.refundWith({ status: 'PROCESSING' });
    const request = await paidOrder(w);
    const refundId = (await w.provider.refund(request)).refundId;
    expect(refundId).toMatch(/^\d{29}$/);
    expect(await w.provider.queryRefund(request)).toEqual({ state: 'pending', refundId });
    expect(w.fake.requests.at(-1)).toMatchObject({ method: 'GET', url: `/v3/refund/domestic/refunds/${request.refundNo}`, body: '' });
    await w.fake.settleRefund(request.refundNo);
    expect(w.endpoint.verdicts.at(-1)).toEqual({ verified: true, event: { kind: 'refund', refundNo: request.refundNo, result: { state: 'succeeded', refundId } } });
    expect(await w.provider.queryRefund(request)).toEqual({ state: 'succeeded', refundId });
  });

  it('is refused with WeChat Pay’s words when it says no (403 NOT_ENOUGH), or when the refund ends ABNORMAL or CLOSED', async () => {
    w.fake.refundWith({ error: { status: 403, code: 'NOT_ENOUGH', message: '基本账户余额不足，请充值后重新发起' } });
    const broke = await paidOrder(w);
    expect(await w.provider.refund(broke)).toEqual({ state: 'refused', reason: 'NOT_ENOUGH: 基本账户余额不足，请充值后重新发起' });
    w.fake.refundWith({ status: 'PROCESSING' });
    for (const status of ['ABNORMAL', 'CLOSED'] as const) {
      const request = await paidOrder(w);
      const { refundId } = await w.provider.refund(request);
      await w.fake.settleRefund(request.refundNo, status);
      const result = { state: 'refused', refundId, reason: expect.stringMatching(new RegExp(`^${status}: `)) };
      expect(w.endpoint.verdicts.at(-1)).toEqual({ verified: true, event: { kind: 'refund', refundNo: request.refundNo, result } });
      expect(await w.provider.queryRefund(request)).toEqual(result);
    }
  });

  it('throws, rather than refuse, when WeChat Pay is unreachable: the refund can be asked again', async () => {
    w.fake.refundWith({ status: 'SUCCESS' });
    const request = await paidOrder(w);
    w.fake.failNext(1);
    await expect(w.provider.refund(request)).rejects.toThrow(/^WeChat Pay is unreachable/);
    expect(await w.provider.refund(request)).toMatchObject({ state: 'succeeded' });
  });
});

describe('the older platform-certificate mode', () => {
  let c: WechatWorld;
  beforeAll(async () => {
    c = await startWechatWorld({ mode: 'certificate' });
  });
  afterAll(() => c.close());
  const downloads = () => c.fake.requests.filter((request) => request.url === '/v3/certificates').length;

  it('downloads the platform certificates once, decrypts them, and verifies answers and notifications with them', async () => {
    const request = await paidOrder(c);
    expect(downloads()).toBe(1);
    expect(c.endpoint.verdicts.at(-1)).toMatchObject({ verified: true, event: { kind: 'paid', payment: { paymentId: request.paymentId } } });
    expect(await c.provider.queryPayment({ paymentId: request.paymentId, orderNo: request.orderNo, method: 'wechat_pay' })).toMatchObject({ state: 'paid' });
    expect(downloads()).toBe(1);
  });

  it('downloads them again when WeChat Pay starts signing with a new certificate', async () => {
    c.clock.advance(2 * MINUTE);
    c.fake.rotateCertificate();
    const request = await paidOrder(c);
    expect(downloads()).toBe(2);
    expect(c.endpoint.verdicts.at(-1)).toMatchObject({ verified: true, event: { kind: 'paid', payment: { paymentId: request.paymentId } } });
  });

  it('does not download again and again for serials nobody knows (at most once a minute)', async () => {
    c.clock.advance(2 * MINUTE);
    const request = await paidOrder(c);
    const before = downloads();
    for (let i = 0; i < 3; i += 1) {
      const forged = c.fake.transactionNotification(request.orderNo, { serial: `5${'0'.repeat(38)}${i}` });
      expect(await c.provider.readNotification(forged)).toMatchObject({ verified: false, reason: expect.stringMatching(/^no platform key/) });
    }
    expect(downloads()).toBe(before + 1);
  });
});
