import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Charge, RefundRequest } from '../provider.ts';
import { openPayPage } from '../../testing/payment-fakes/alipay/pay-page.ts';
import { rsaKeyPair, startAlipayTestbed, type AlipayTestbed } from '../../testing/payment-fakes/alipay/testbed.ts';
import { parseForm, verifyNotificationParams } from './alipay-sign.ts';

let t: AlipayTestbed;
/** a key pair that is neither the merchant's nor the fake Alipay's */
let stranger: ReturnType<typeof rsaKeyPair>;
beforeAll(async () => {
  t = await startAlipayTestbed();
  stranger = rsaKeyPair();
});
afterAll(() => t.close());

let counter = 0;
const newOrderNo = () => `ORD-${Date.now().toString(36)}-${++counter}`;
const charge = (orderNo: string, amount = 1799): Charge => ({ orderNo, reference: orderNo, method: 'alipay', amount, currency: 'RMB', description: 'Scanner Pro & Red Team, 1 年' });
const lookup = (orderNo: string) => ({ paymentId: orderNo, orderNo, method: 'alipay' as const });
const lastVerdict = () => t.receiver.received.at(-1)!.verdict;
const lastDelivery = () => t.fake.deliveries.at(-1)!;

/** A QR payment the buyer has paid, its notification accepted. */
const paidOrder = async (amount = 1799) => {
  const orderNo = newOrderNo();
  await t.provider.startQr(charge(orderNo, amount), t.receiver.url);
  await t.fake.pay(orderNo);
  return { orderNo, tradeNo: t.fake.trade(orderNo)!.tradeNo };
};
const refundOf = (order: { orderNo: string; tradeNo: string }, amount: number, refundNo = `RF-${++counter}`): RefundRequest => ({
  refundNo,
  orderNo: order.orderNo,
  paymentId: order.orderNo,
  tradeNo: order.tradeNo,
  amount,
  currency: 'RMB',
  reason: 'customer asked',
});

describe('a QR payment (alipay.trade.precreate)', () => {
  it('precreate → scan → Pay: the notification verifies to paid with the amount and trade_no, and is answered "success"', async () => {
    const orderNo = newOrderNo();
    const { paymentId, qrcodeUrl } = await t.provider.startQr(charge(orderNo), t.receiver.url);
    expect(paymentId).toBe(orderNo);
    expect(t.fake.requests.at(-1)).toEqual({ method: 'alipay.trade.precreate', biz: { out_trade_no: orderNo, total_amount: '1799.00', subject: 'Scanner Pro & Red Team, 1 年' } });
    // nobody has scanned it: Alipay knows no trade yet (ACQ.TRADE_NOT_EXIST)
    expect(await t.provider.queryPayment(lookup(orderNo))).toEqual({ state: 'pending' });

    const page = await openPayPage(qrcodeUrl);
    expect(page.buttons).toEqual(['Pay', 'Cancel']);
    expect(await t.provider.queryPayment(lookup(orderNo))).toEqual({ state: 'pending' });
    await page.press('Pay');
    await t.fake.flush();

    const tradeNo = t.fake.trade(orderNo)!.tradeNo;
    const paid = { verified: true, event: { kind: 'paid', payment: { paymentId: orderNo, orderNo, method: 'alipay', amount: 1799, currency: 'RMB', tradeNo } } };
    expect(lastVerdict()).toEqual(paid);
    expect(lastDelivery().attempts).toEqual([{ status: 200, reply: 'success' }]);

    // Alipay sends it again until it reads "success": the same notification verifies every time; the upstream's
    // confirmation is what makes acting on it idempotent
    expect(await t.provider.readNotification(t.receiver.received.at(-1)!.raw)).toEqual(paid);
  });

  it('after a lost notification the query says paid, with the amount and trade_no', async () => {
    const orderNo = newOrderNo();
    await t.provider.startQr(charge(orderNo, 0.5), t.receiver.url);
    await t.fake.pay(orderNo, { notify: false });
    expect(await t.provider.queryPayment(lookup(orderNo))).toEqual({
      state: 'paid',
      payment: { paymentId: orderNo, orderNo, method: 'alipay', amount: 0.5, currency: 'RMB', tradeNo: t.fake.trade(orderNo)!.tradeNo },
    });
  });

  it('the buyer cancels: closed, by notification and by query', async () => {
    const orderNo = newOrderNo();
    const { qrcodeUrl } = await t.provider.startQr(charge(orderNo), t.receiver.url);
    await (await openPayPage(qrcodeUrl)).press('Cancel');
    await t.fake.flush();
    expect(lastVerdict()).toEqual({ verified: true, event: { kind: 'closed', paymentId: orderNo, orderNo } });
    expect(await t.provider.queryPayment(lookup(orderNo))).toEqual({ state: 'closed' });
  });
});

describe('notifications that are refused or not answered "success"', () => {
  it('refuses a tampered body, another key, another app_id and another seller_id; another amount verifies for the upstream to compare', async () => {
    const { orderNo } = await paidOrder();
    const refusal = async (options: Parameters<AlipayTestbed['fake']['notify']>[1]) => {
      const delivery = await t.fake.notify(orderNo, options);
      expect(delivery!.attempts.at(-1)).toEqual({ status: 200, reply: 'fail' });
      const verdict = lastVerdict();
      if (verdict.verified) throw new Error('verified');
      expect(verdict.reason).not.toMatch(/BEGIN|KEY-----/);
      return verdict.reason;
    };
    expect(await refusal({ tamper: (params) => ({ ...params, total_amount: '0.01' }) })).toMatch(/signature/);
    expect(await refusal({ key: stranger.privateKey })).toMatch(/signature/);
    expect(await refusal({ fields: { app_id: '2021000000009999', auth_app_id: '2021000000009999' } })).toMatch(/app_id/);
    expect(await refusal({ fields: { seller_id: '2088000000009999' } })).toMatch(/seller_id/);

    // seller_id is checked only when ALIPAY_SELLER_ID is set
    const otherSeller = t.receiver.received.at(-1)!.raw;
    expect((await t.providerWith({ ALIPAY_SELLER_ID: undefined }).readNotification(otherSeller)).verified).toBe(true);
    // a genuine notification read with another Alipay key
    const genuine = t.receiver.received.find((entry) => entry.verdict.verified)!.raw;
    expect(await t.providerWith({ ALIPAY_PUBLIC_KEY: stranger.publicPem }).readNotification(genuine)).toEqual({
      verified: false,
      reason: 'the signature does not verify with ALIPAY_PUBLIC_KEY',
    });

    await t.fake.notify(orderNo, { fields: { total_amount: '0.01' } });
    expect(lastVerdict()).toMatchObject({ verified: true, event: { kind: 'paid', payment: { amount: 0.01 } } });
  });

  it('sends again until the answer is exactly "success", and gives up after the 8 attempts of its schedule', async () => {
    t.receiver.setMode('wrong-text');
    const first = await paidOrder();
    const late = t.fake.deliveries.find((delivery) => delivery.what === `TRADE_SUCCESS of ${first.orderNo}`)!;
    expect(late.accepted).toBe(false);
    t.receiver.setMode('reply');
    await t.fake.runNotificationRetries();
    expect(late.attempts.map((attempt) => attempt.reply)).toEqual(['SUCCESS\n', 'success']);

    t.receiver.setMode('error');
    const second = await paidOrder();
    await t.fake.runNotificationRetries();
    const lost = t.fake.deliveries.find((delivery) => delivery.what === `TRADE_SUCCESS of ${second.orderNo}`)!;
    expect(lost.attempts).toHaveLength(8);
    expect(lost.accepted).toBe(false);
    t.receiver.setMode('reply');
  });
});

describe('the desktop cashier (alipay.trade.page.pay)', () => {
  const urls = (notifyUrl: string) => ({ returnUrl: 'https://shop.example/pay/alipay/return', cancelUrl: 'https://shop.example/pay/cancel', notifyUrl });

  it('the signed URL verifies at the fake; paying sends the buyer back with a signed return and notifies', async () => {
    const orderNo = newOrderNo();
    const { paymentId, url } = await t.provider.startRedirect(charge(orderNo), urls(t.receiver.url));
    expect(paymentId).toBe(orderNo);
    expect(url.startsWith(`${t.fake.gateway}?`)).toBe(true);
    const query = new URL(url).searchParams;
    expect(query.get('method')).toBe('alipay.trade.page.pay');
    expect(JSON.parse(query.get('biz_content')!)).toEqual({ out_trade_no: orderNo, product_code: 'FAST_INSTANT_TRADE_PAY', total_amount: '1799.00', subject: 'Scanner Pro & Red Team, 1 年' });

    const page = await openPayPage(url);
    expect(page.status).toBe(200);
    expect(page.buttons).toEqual(['Pay', 'Cancel']);
    const back = await page.press('Pay');
    expect(back.status).toBe(302);
    const returned = new URL(back.location!);
    expect(`${returned.origin}${returned.pathname}`).toBe('https://shop.example/pay/alipay/return');
    const params = parseForm(returned.search.slice(1))!;
    expect(params).toMatchObject({ method: 'alipay.trade.page.pay.return', out_trade_no: orderNo, total_amount: '1799.00', trade_no: t.fake.trade(orderNo)!.tradeNo });
    expect(verifyNotificationParams(params, t.keys.alipay.publicKey)).toBe(true);

    await t.fake.flush();
    expect(lastVerdict()).toMatchObject({ verified: true, event: { kind: 'paid', payment: { orderNo, amount: 1799 } } });
    expect(await t.provider.queryPayment(lookup(orderNo))).toMatchObject({ state: 'paid' });
  });

  it('a URL changed on its way does not verify at the fake', async () => {
    const orderNo = newOrderNo();
    const { url } = await t.provider.startRedirect(charge(orderNo), urls(t.receiver.url));
    const page = await openPayPage(url.replace(encodeURIComponent('"1799.00"'), encodeURIComponent('"0.01"')));
    expect(page.status).toBe(400);
    expect(page.html).toContain('isv.invalid-signature');
    expect(t.fake.trade(orderNo)).toBeUndefined();
  });
});

describe('refunds (alipay.trade.refund, alipay.trade.fastpay.refund.query)', () => {
  it('a full refund succeeds at once (fund_change Y), is notified as that refund, and asking again moves no more money', async () => {
    const order = await paidOrder();
    const request = refundOf(order, 1799);
    const succeeded = { state: 'succeeded', refundId: `${order.tradeNo}/${request.refundNo}` };
    expect(await t.provider.refund(request)).toEqual(succeeded);
    await t.fake.flush();
    expect(lastVerdict()).toEqual({ verified: true, event: { kind: 'refund', refundNo: request.refundNo, result: succeeded } });
    // the same refundNo again: fund_change N, and the query says it is done
    expect(await t.provider.refund(request)).toEqual(succeeded);
    expect(t.fake.trade(order.orderNo)!.refunds.size).toBe(1);
    expect(await t.provider.queryRefund(request)).toEqual(succeeded);
    // a fully refunded trade is TRADE_CLOSED at Alipay
    expect(await t.provider.queryPayment(lookup(order.orderNo))).toEqual({ state: 'closed' });
  });

  it('partial refunds are notified as refunds (TRADE_SUCCESS with refund_fee), not as another payment, up to the amount paid', async () => {
    const order = await paidOrder();
    const first = refundOf(order, 500);
    expect(await t.provider.refund(first)).toMatchObject({ state: 'succeeded' });
    await t.fake.flush();
    expect(lastVerdict()).toMatchObject({ verified: true, event: { kind: 'refund', refundNo: first.refundNo } });
    expect(await t.provider.refund(refundOf(order, 1299.01))).toEqual({ state: 'refused', reason: '退款金额超限' });
    expect(await t.provider.refund(refundOf(order, 1299))).toMatchObject({ state: 'succeeded' });
  });

  it('pending when Alipay moves the money later (fund_change N), then queryRefund says succeeded', async () => {
    const order = await paidOrder();
    const request = refundOf(order, 1799);
    t.fake.refundLater();
    expect(await t.provider.refund(request)).toEqual({ state: 'pending' });
    expect(await t.provider.queryRefund(request)).toEqual({ state: 'pending' });
    await t.fake.settleRefunds();
    t.fake.refundLater(false);
    expect(await t.provider.queryRefund(request)).toEqual({ state: 'succeeded', refundId: `${order.tradeNo}/${request.refundNo}` });
    expect(lastVerdict()).toMatchObject({ event: { kind: 'refund', refundNo: request.refundNo } });
  });

  it("refused with Alipay's sub_msg", async () => {
    const order = await paidOrder(10);
    expect(await t.provider.refund(refundOf(order, 20))).toEqual({ state: 'refused', reason: '退款金额超限' });
    const unpaid = newOrderNo();
    await t.provider.startQr(charge(unpaid), t.receiver.url);
    expect(await t.provider.refund(refundOf({ orderNo: unpaid, tradeNo: '' }, 1))).toEqual({ state: 'refused', reason: '交易不存在' });
  });
});

describe('failures', () => {
  it('a 500 or no answer at all is "Alipay is unreachable", and no key is in the error', async () => {
    t.fake.failNext(1);
    const error = (await t.provider.queryPayment(lookup('ORD-any')).catch((caught: unknown) => caught)) as Error;
    expect(error.message).toMatch(/^Alipay is unreachable: alipay.trade.query answered HTTP 500/);
    const offline = (await t.providerWith({ ALIPAY_GATEWAY: 'http://127.0.0.1:1/gateway.do' }).queryPayment(lookup('ORD-any')).catch((caught: unknown) => caught)) as Error;
    expect(offline.message).toMatch(/^Alipay is unreachable: alipay.trade.query did not get an answer/);
    for (const text of [error.message, error.stack, offline.message, offline.stack]) {
      expect(text).not.toContain(t.keys.merchant.privatePem.split('\n')[3]);
    }
  });

  it('an answer that does not verify with ALIPAY_PUBLIC_KEY is an error, never a state', async () => {
    await expect(t.providerWith({ ALIPAY_PUBLIC_KEY: stranger.publicPem }).queryPayment(lookup('ORD-any'))).rejects.toThrow(
      /answer to alipay.trade.query does not verify with ALIPAY_PUBLIC_KEY/,
    );
  });

  it('the fake refuses a request signed with another merchant key (isv.invalid-signature)', async () => {
    await expect(t.providerWith({ ALIPAY_PRIVATE_KEY: stranger.privatePem }).startQr(charge(newOrderNo()), t.receiver.url)).rejects.toThrow(
      'Alipay refused the QR payment: 验签出错 (isv.invalid-signature)',
    );
  });

  it('replies exactly "success" to an accepted notification, "fail" otherwise; charges only in yuan', async () => {
    expect(t.provider.reply(true)).toEqual({ status: 200, contentType: 'text/plain', body: 'success' });
    expect(t.provider.reply(false)).toEqual({ status: 200, contentType: 'text/plain', body: 'fail' });
    await expect(t.provider.startQr({ ...charge(newOrderNo()), currency: 'USD' }, t.receiver.url)).rejects.toThrow(/yuan/);
  });
});
