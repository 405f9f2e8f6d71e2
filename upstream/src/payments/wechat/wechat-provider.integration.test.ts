import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE } from '../../domain/clock.ts';
import { rsaKeys, scanAndPress, startWechatWorld, wechatCharge, APIV3_KEY, type WechatWorld } from '../../testing/payment-fakes/wechat/index.ts';
import type { NotificationVerdict } from '../provider.ts';

/** End to end against the local fake WeChat Pay: Native order, scan, pay, notification, queries, failures. */

let w: WechatWorld;
beforeAll(async () => {
  w = await startWechatWorld();
});
afterAll(() => w.close());

/** A Native order started through the provider, its notify_url the world's endpoint. */
const started = async (amount = 1799.5) => {
  const charge = wechatCharge(amount);
  const { paymentId, qrcodeUrl } = await w.provider.startQr!(charge, w.endpoint.url);
  return { charge, paymentId, qrcodeUrl };
};

/** A paid order: started, scanned, Pay pressed (the fake posts TRANSACTION.SUCCESS once). */
const paid = async () => {
  const order = await started(88);
  await scanAndPress(order.qrcodeUrl, 'Pay');
  return order;
};

const refusedFor = (verdict: NotificationVerdict) => (verdict.verified ? 'verified' : verdict.reason);

describe('a Native payment, scanned and paid', () => {
  it('is the wechat provider, serving wechat_pay', () => {
    expect(w.provider).toMatchObject({ name: 'wechat', methods: ['wechat_pay'] });
  });

  it('signs with the nonce it is given', async () => {
    const fixed = w.providerWith({}, { randomNonce: () => '593BEC0C930BF1AFEB40B4A08C8FB242' });
    await fixed.startQr!(wechatCharge(10), w.endpoint.url);
    expect(w.fake.requests.at(-1)?.headers.authorization).toContain('nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242"');
  });

  it('signs the order as documented and answers the code_url', async () => {
    const { charge, paymentId, qrcodeUrl } = await started(1799.5);
    expect(paymentId).toBe(charge.orderNo);
    expect(qrcodeUrl.startsWith(`${w.fake.url}/scan/`)).toBe(true);
    const request = w.fake.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', url: '/v3/pay/transactions/native' });
    expect(request.headers.accept).toBe('application/json');
    expect(request.headers['user-agent']).toMatch(/\S/);
    expect(request.headers['wechatpay-serial']).toBe(w.fake.publicKeyId);
    expect(request.headers.authorization).toMatch(/^WECHATPAY2-SHA256-RSA2048 mchid="1900009191",nonce_str="[0-9A-F]{32}",signature="[^"]+",timestamp="\d{10}",serial_no="[0-9A-F]+"$/);
    expect(JSON.parse(request.body)).toEqual({
      appid: w.settings.WECHATPAY_APP_ID,
      mchid: w.settings.WECHATPAY_MCH_ID,
      description: charge.description,
      out_trade_no: charge.orderNo,
      notify_url: w.endpoint.url,
      amount: { total: 179950, currency: 'CNY' },
    });
  });

  it('shows the buyer Pay and Cancel; paying posts a notification that verifies to paid, the amount in yuan from fen', async () => {
    const { charge, qrcodeUrl } = await started(1799.5);
    const before = w.endpoint.verdicts.length;
    const { shown, after } = await scanAndPress(qrcodeUrl, 'Pay');
    expect(shown).toContain('<button type="submit">Pay</button>');
    expect(shown).toContain('<button type="submit">Cancel</button>');
    expect(after).toContain('Paid');
    const transactionId = w.fake.orders.get(charge.orderNo)!.transaction_id;
    expect(transactionId).toMatch(/^\d{28}$/);
    expect(w.endpoint.verdicts.slice(before)).toEqual([
      {
        verified: true,
        event: { kind: 'paid', payment: { paymentId: charge.orderNo, orderNo: charge.orderNo, method: 'wechat_pay', amount: 1799.5, currency: 'RMB', tradeNo: transactionId } },
      },
    ]);
    expect(w.fake.deliveredNotifications().at(-1)?.answers).toEqual([204]);
  });

  it('is posted again until the merchant accepts it, each try signed anew (retries run by the test, no sleeping)', async () => {
    w.endpoint.refuseNext(2);
    const { charge } = await paid();
    expect(w.fake.pendingNotifications().map((delivery) => delivery.answers)).toEqual([[500]]);
    expect(await w.fake.retryNotifications()).toBe(1);
    w.clock.advance(10 * MINUTE);
    expect(await w.fake.retryNotifications()).toBe(0);
    expect(w.fake.deliveredNotifications().at(-1)?.answers).toEqual([500, 500, 204]);
    expect(w.endpoint.verdicts.at(-1)).toMatchObject({ verified: true, event: { kind: 'paid', payment: { orderNo: charge.orderNo } } });
  });
});

describe('notifications that are refused', () => {
  it('refuses a tampered body, another key, an unknown serial and missing headers', async () => {
    const { charge } = await paid();
    const read = (options: Parameters<WechatWorld['fake']['transactionNotification']>[1]) =>
      w.provider.readNotification(w.fake.transactionNotification(charge.orderNo, options)).then(refusedFor);
    expect(await read({})).toBe('verified');
    expect(await read({ tamper: true })).toBe('the signature does not verify');
    expect(await read({ key: rsaKeys().privateKey })).toBe('the signature does not verify');
    expect(await read({ serial: 'PUB_KEY_ID_0000000000000000000000000000' })).toMatch(/^no platform key has the Wechatpay-Serial/);
    const { headers, body } = w.fake.transactionNotification(charge.orderNo);
    expect(refusedFor(await w.provider.readNotification({ body, headers: { ...headers, 'wechatpay-signature': undefined } }))).toMatch(/header is missing/);
  });

  it('refuses another merchant’s and another app’s transaction, though signed and encrypted rightly', async () => {
    const { charge } = await paid();
    const read = (change: (resource: Record<string, unknown>) => Record<string, unknown>) =>
      w.provider.readNotification(w.fake.transactionNotification(charge.orderNo, { resource: change })).then(refusedFor);
    expect(await read((r) => ({ ...r, mchid: '1900000109' }))).toMatch(/mchid/);
    expect(await read((r) => ({ ...r, appid: 'wxd678efh567hg6787' }))).toMatch(/appid/);
    expect(await read((r) => ({ ...r, amount: { total: 8800, currency: 'USD' } }))).toMatch(/CNY/);
  });

  it('refuses a notification more than 5 minutes old (the clock moved 6 minutes), and one from the future', async () => {
    const { charge } = await paid();
    const raw = w.fake.transactionNotification(charge.orderNo);
    w.clock.advance(6 * MINUTE);
    expect(refusedFor(await w.provider.readNotification(raw))).toBe('the Wechatpay-Timestamp is more than 5 minutes from our clock');
    const ahead = w.fake.transactionNotification(charge.orderNo, { at: new Date(w.clock.now().getTime() + 6 * MINUTE) });
    expect(refusedFor(await w.provider.readNotification(ahead))).toBe('the Wechatpay-Timestamp is more than 5 minutes from our clock');
  });

  it('takes verified events the site does not act on as ignored, and a TRANSACTION.SUCCESS not SUCCESS too', async () => {
    const { charge } = await paid();
    const other = w.fake.notification('COUPON.USE', { stock_id: '9856000' });
    expect(await w.provider.readNotification(other)).toEqual({ verified: true, event: { kind: 'ignored', what: 'COUPON.USE' } });
    const odd = w.fake.transactionNotification(charge.orderNo, { resource: (r) => ({ ...r, trade_state: 'PAYERROR' }) });
    expect(await w.provider.readNotification(odd)).toEqual({ verified: true, event: { kind: 'ignored', what: 'TRANSACTION.SUCCESS PAYERROR' } });
  });

  it('refuses a resource that does not decrypt with our APIv3 key, though the signature verifies', async () => {
    const { charge } = await paid();
    const raw = w.fake.transactionNotification(charge.orderNo, { apiV3Key: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ012345' });
    expect(refusedFor(await w.provider.readNotification(raw))).toBe('the resource does not decrypt with the APIv3 key');
  });

  it('replies 204 without a body when accepted, 400 with a FAIL code otherwise; no refusal names a secret', async () => {
    expect(w.provider.reply(true)).toEqual({ status: 204 });
    expect(w.provider.reply(false, 'the signature does not verify')).toEqual({
      status: 400,
      contentType: 'application/json',
      body: '{"code":"FAIL","message":"the signature does not verify"}',
    });
    const reasons = w.endpoint.verdicts.map(refusedFor).join('\n');
    expect(reasons).not.toContain(APIV3_KEY);
    expect(reasons).not.toContain('PRIVATE KEY');
  });
});

describe('answers of WeChat Pay', () => {
  it('are errors when they do not verify: tampered, another key, unsigned, stale', async () => {
    for (const spoil of ['tamper', 'wrong-key', 'unsigned', 'stale'] as const) {
      w.fake.spoilNextAnswer(spoil);
      await expect(started(), spoil).rejects.toThrow(/does not verify/);
    }
  });

  it('name an unknown serial: the certificates are asked for, and the answer is an error all the same', async () => {
    w.clock.advance(MINUTE);
    w.fake.spoilNextAnswer('unknown-serial');
    await expect(started()).rejects.toThrow(/does not verify: no platform key has the serial UNKNOWN/);
    expect(w.fake.requests.at(-1)?.url).toBe('/v3/certificates');
  });

  it('5xx and network failures say WeChat Pay is unreachable, and nothing secret', async () => {
    w.fake.failNext(1, 503);
    const failure = await started().catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(/^WeChat Pay is unreachable: HTTP 503 SYSTEM_ERROR/);
    const nowhere = w.providerWith({ WECHATPAY_API_BASE: 'http://127.0.0.1:9' });
    const offline = await nowhere.startQr!(wechatCharge(1), w.endpoint.url).catch((error: Error) => error);
    expect((offline as Error).message).toMatch(/^WeChat Pay is unreachable: POST \/v3\/pay\/transactions\/native failed/);
    for (const error of [failure, offline] as Error[]) {
      expect(error.message).not.toContain(APIV3_KEY);
      expect(error.message).not.toContain('PRIVATE KEY');
    }
  });

  it('refuse a request signed with another key (401 SIGN_ERROR from the fake)', async () => {
    const forger = w.providerWith({ WECHATPAY_PRIVATE_KEY: rsaKeys().privatePem });
    await expect(forger.startQr!(wechatCharge(1), w.endpoint.url)).rejects.toThrow(/SIGN_ERROR 签名错误 \(HTTP 401/);
  });
});

describe('querying a payment', () => {
  const query = (paymentId: string) => w.provider.queryPayment({ paymentId, orderNo: paymentId, method: 'wechat_pay' });

  it('is pending before WeChat Pay knows the order (404 ORDER_NOT_EXIST), and while unpaid or being paid', async () => {
    expect(await query(wechatCharge(1).orderNo)).toEqual({ state: 'pending' });
    const { paymentId } = await started();
    expect(await query(paymentId)).toEqual({ state: 'pending' });
    w.fake.setTradeState(paymentId, 'USERPAYING');
    expect(await query(paymentId)).toEqual({ state: 'pending' });
    expect(w.fake.requests.at(-1)?.url).toBe(`/v3/pay/transactions/out-trade-no/${paymentId}?mchid=${w.settings.WECHATPAY_MCH_ID}`);
  });

  it('is paid with the same payment a notification gives', async () => {
    const { paymentId } = await paid();
    const notified = w.endpoint.verdicts.at(-1) as Extract<NotificationVerdict, { verified: true }>;
    expect(await query(paymentId)).toEqual({ state: 'paid', payment: (notified.event as { payment: unknown }).payment });
  });

  it('is closed when the buyer cancelled, or the payment was revoked or failed', async () => {
    const cancelled = await started();
    await scanAndPress(cancelled.qrcodeUrl, 'Cancel');
    expect(await query(cancelled.paymentId)).toEqual({ state: 'closed' });
    for (const state of ['REVOKED', 'PAYERROR'] as const) {
      const { paymentId } = await started();
      w.fake.setTradeState(paymentId, state);
      expect(await query(paymentId)).toEqual({ state: 'closed' });
    }
  });
});
