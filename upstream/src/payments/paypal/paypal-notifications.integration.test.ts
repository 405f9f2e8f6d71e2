import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '../../domain/clock.ts';
import { providerFor, startPayPalKit, startWebhookListener, type PayPalKit } from '../../testing/payment-fakes/paypal/paypal-test-kit.ts';
import type { Charge, RefundRequest } from '../provider.ts';

/**
 * The PayPal adapter's webhooks and refunds against the local fake of PayPal. The fake signs its webhooks with its
 * own code (node-forge, its own CRC32) and certificates the test trusts; the adapter's listener gets the exact bytes,
 * as the upstream's route will hand them over.
 */

let kit: PayPalKit;
beforeAll(async () => {
  kit = await startPayPalKit();
});
afterAll(() => kit.close());

/** An order paid through the whole checkout: the charge, PayPal's order id and the capture's id. */
const paid = async (amount = 399): Promise<{ charge: Charge; paymentId: string; tradeNo: string }> => {
  const charge = kit.charge(amount);
  const started = await kit.start(charge);
  const back = await kit.press(started.url, 'Pay with PayPal');
  const outcome = await kit.provider.completeRedirect!({ orderNo: charge.orderNo, ...back }, charge);
  if (outcome?.status !== 'paid') throw new Error('the checkout did not pay');
  return { charge, paymentId: started.paymentId, tradeNo: outcome.payment.tradeNo };
};

const captureEvent = (tradeNo: string) => kit.fake.event('PAYMENT.CAPTURE.COMPLETED', kit.fake.capture(tradeNo));
const lastVerdict = () => kit.listener.verdicts.at(-1);
const certFetches = () => kit.fake.requests.filter((request) => request.path.startsWith('/v1/notifications/certs/')).length;

describe('PayPal webhooks, verified offline', () => {
  it('verifies a PAYMENT.CAPTURE.COMPLETED to the payment it reports, answers 200, and fetches the certificate once', async () => {
    const { charge, paymentId, tradeNo } = await paid(1799);
    const delivery = await kit.fake.sendWebhook(kit.listener.url, captureEvent(tradeNo));
    expect(delivery.status).toBe(200);
    expect(lastVerdict()).toEqual({
      verified: true,
      event: { kind: 'paid', payment: { paymentId, orderNo: charge.orderNo, method: 'paypal', amount: 1799, currency: 'USD', tradeNo } },
    });
    const fetched = certFetches();
    expect(fetched).toBe(1);
    expect((await kit.fake.sendWebhook(kit.listener.url, captureEvent(tradeNo))).status).toBe(200);
    expect(certFetches()).toBe(fetched);
  });

  it('refuses, with 400 so PayPal sends it again, a tampered body, a forger’s key, another webhook id', async () => {
    const { tradeNo } = await paid();
    for (const options of [{ tamper: true }, { signWithOtherKey: true }, { webhookId: 'ANOTHERWEBHOOK01' }]) {
      const delivery = await kit.fake.sendWebhook(kit.listener.url, captureEvent(tradeNo), options);
      expect(delivery.status, JSON.stringify(options)).toBe(400);
      expect(lastVerdict(), JSON.stringify(options)).toEqual({ verified: false, reason: 'signature does not verify' });
    }
  });

  it('refuses a certificate URL off the allowed hosts or not https, fetching nothing from it', async () => {
    const { tradeNo } = await paid();
    const before = kit.fake.requests.length;
    for (const certUrl of [`https://evil.example/v1/notifications/certs/CERT-fake`, `http://${kit.fake.certHost}/v1/notifications/certs/CERT-fake`, `${kit.fake.origin}/v1/notifications/certs/CERT-fake`]) {
      expect((await kit.fake.sendWebhook(kit.listener.url, captureEvent(tradeNo), { certUrl })).status, certUrl).toBe(400);
      expect(lastVerdict(), certUrl).toMatchObject({ verified: false, reason: expect.stringMatching(/^certificate URL/) });
    }
    expect(kit.fake.requests.length).toBe(before);
  });

  it('refuses a transmission older than PayPal retries for, and another auth algorithm', async () => {
    const { tradeNo } = await paid();
    const stale = { transmissionTime: new Date(kit.clock.now().getTime() - 5 * DAY) };
    expect((await kit.fake.sendWebhook(kit.listener.url, captureEvent(tradeNo), stale)).status).toBe(400);
    expect(lastVerdict()).toEqual({ verified: false, reason: 'stale transmission' });
    expect((await kit.fake.sendWebhook(kit.listener.url, captureEvent(tradeNo), { authAlgo: 'SHA1withRSA' })).status).toBe(400);
    // a retry two days on, signed as PayPal signs it, still holds
    const retried = { transmissionTime: new Date(kit.clock.now().getTime() - 2 * DAY) };
    expect((await kit.fake.sendWebhook(kit.listener.url, captureEvent(tradeNo), retried)).status).toBe(200);
  });

  it("refuses the fake's certificate where only PayPal's real roots are trusted", async () => {
    const strict = providerFor(kit.fake, { clock: kit.clock, trustedRoots: undefined });
    const listener = await startWebhookListener(strict);
    try {
      const { tradeNo } = await paid();
      expect((await kit.fake.sendWebhook(listener.url, captureEvent(tradeNo))).status).toBe(400);
      expect(listener.verdicts).toEqual([{ verified: false, reason: 'certificate chain not trusted' }]);
    } finally {
      await listener.close();
    }
  });

  it('reads approved, voided and denied orders, refunds, and ignores what it does not act on', async () => {
    const charge = kit.charge();
    const started = await kit.start(charge);
    kit.fake.approve(started.paymentId);
    await kit.fake.sendWebhook(kit.listener.url, kit.fake.event('CHECKOUT.ORDER.APPROVED', kit.fake.order(started.paymentId)));
    expect(lastVerdict()).toEqual({ verified: true, event: { kind: 'approved', paymentId: started.paymentId, orderNo: charge.orderNo } });
    kit.fake.voidOrder(started.paymentId);
    await kit.fake.sendWebhook(kit.listener.url, kit.fake.event('CHECKOUT.ORDER.VOIDED', kit.fake.order(started.paymentId)));
    expect(lastVerdict()).toEqual({ verified: true, event: { kind: 'closed', paymentId: started.paymentId, orderNo: charge.orderNo } });
    const { paymentId, tradeNo, charge: paidCharge } = await paid();
    await kit.fake.sendWebhook(kit.listener.url, kit.fake.event('PAYMENT.CAPTURE.DENIED', kit.fake.capture(tradeNo)));
    expect(lastVerdict()).toEqual({ verified: true, event: { kind: 'closed', paymentId, orderNo: paidCharge.orderNo } });
    const refunded = await kit.provider.refund(refundOf({ charge: paidCharge, paymentId, tradeNo }, 'RF-WEBHOOK-1'));
    await kit.fake.sendWebhook(kit.listener.url, kit.fake.event('PAYMENT.CAPTURE.REFUNDED', kit.fake.refund(refunded.refundId!)));
    expect(lastVerdict()).toEqual({ verified: true, event: { kind: 'refund', refundNo: 'RF-WEBHOOK-1', result: { state: 'succeeded', refundId: refunded.refundId } } });
    expect((await kit.fake.sendWebhook(kit.listener.url, kit.fake.event('PAYMENT.CAPTURE.PENDING', kit.fake.capture(tradeNo)))).status).toBe(200);
    expect(lastVerdict()).toEqual({ verified: true, event: { kind: 'ignored', what: 'PAYMENT.CAPTURE.PENDING' } });
  });
});

const refundOf = (of: { charge: Charge; paymentId: string; tradeNo: string }, refundNo: string, amount = of.charge.amount): RefundRequest => ({
  refundNo,
  orderNo: of.charge.orderNo,
  paymentId: of.paymentId,
  tradeNo: of.tradeNo,
  amount,
  currency: of.charge.currency,
  reason: 'The buyer asked for their money back',
});

describe('PayPal refunds', () => {
  it('refunds a capture, idempotent by the refund number, with the note cut to PayPal’s limit', async () => {
    const payment = await paid(399);
    const request = { ...refundOf(payment, `RF-${payment.charge.orderNo}`), reason: `${'Refund '.repeat(50)}\nend` };
    const result = await kit.provider.refund(request);
    expect(result).toEqual({ state: 'succeeded', refundId: expect.any(String) });
    const sent = kit.fake.requests.findLast((one) => one.path === `/v2/payments/captures/${payment.tradeNo}/refund`)!;
    expect(sent.headers['paypal-request-id']).toBe(request.refundNo);
    const body = JSON.parse(sent.body) as { note_to_payer: string };
    expect(body).toMatchObject({ amount: { value: '399.00', currency_code: 'USD' }, invoice_id: request.refundNo });
    expect(Array.from(body.note_to_payer)).toHaveLength(255);
    expect(await kit.provider.refund(request)).toEqual(result);
    expect(kit.fake.capture(payment.tradeNo).status).toBe('REFUNDED');
  });

  it('answers a PENDING refund pending, and succeeded once PayPal completes it, even asked by a new process', async () => {
    const payment = await paid(250);
    kit.fake.nextRefund({ status: 'PENDING' });
    const request = refundOf(payment, `RF-${payment.charge.orderNo}`);
    const pending = await kit.provider.refund(request);
    expect(pending).toEqual({ state: 'pending', refundId: expect.any(String) });
    expect(await kit.provider.queryRefund(request)).toEqual(pending);
    kit.fake.completeRefund(pending.refundId!);
    expect(await kit.provider.queryRefund(request)).toEqual({ state: 'succeeded', refundId: pending.refundId });
    // a process that did not make the refund finds it among the order's refunds by our refund number
    const restarted = providerFor(kit.fake, { clock: kit.clock });
    expect(await restarted.queryRefund(request)).toEqual({ state: 'succeeded', refundId: pending.refundId });
    expect(await restarted.queryRefund({ ...request, refundNo: 'RF-NEVER-MADE' })).toEqual({ state: 'pending' });
  });

  it('refuses a FAILED refund, and one PayPal refuses, with PayPal’s reason', async () => {
    const payment = await paid(100);
    kit.fake.nextRefund({ status: 'FAILED' });
    expect(await kit.provider.refund(refundOf(payment, `RF-${payment.charge.orderNo}-1`))).toEqual({
      state: 'refused',
      refundId: expect.any(String),
      reason: expect.stringContaining('FAILED'),
    });
    await kit.provider.refund(refundOf(payment, `RF-${payment.charge.orderNo}-2`));
    expect(await kit.provider.refund(refundOf(payment, `RF-${payment.charge.orderNo}-3`))).toEqual({
      state: 'refused',
      reason: 'The capture has already been fully refunded.',
    });
  });
});
