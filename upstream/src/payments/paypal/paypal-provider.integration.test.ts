import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, MINUTE } from '../../domain/clock.ts';
import { providerFor, startPayPalKit, type PayPalKit } from '../../testing/payment-fakes/paypal/paypal-test-kit.ts';
import type { Charge } from '../provider.ts';

/**
 * The PayPal adapter end to end against the local fake of PayPal (testing/payment-fakes/paypal): the order it
 * creates, the buyer on PayPal's page, the capture, the reconciliation of a buyer who never came back, and PayPal out
 * of reach. Webhooks and refunds: paypal-notifications.integration.test.ts.
 */

let kit: PayPalKit;
beforeAll(async () => {
  kit = await startPayPalKit();
});
afterAll(() => kit.close());

const bodyOf = (method: string, path: string) => {
  const request = kit.fake.requests.findLast((one) => one.method === method && one.path === path);
  return request && { headers: request.headers, body: JSON.parse(request.body || '{}') as Record<string, unknown> };
};
const captureOf = (orderId: string) => (kit.fake.order(orderId).purchase_units[0].payments?.captures ?? []) as Array<{ id: string }>;

/** An order started and approved by the buyer on PayPal's page: its id and the query the browser comes back with. */
const approved = async (charge: Charge) => {
  const started = await kit.start(charge);
  const back = await kit.press(started.url, 'Pay with PayPal');
  return { paymentId: started.paymentId, back: { orderNo: charge.orderNo, ...back } };
};

describe('PayPal checkout: start, approve, capture', () => {
  it("creates the order PayPal documents, idempotent by the order number, and sends the buyer to PayPal's page", async () => {
    const charge = kit.charge(1799);
    const started = await kit.start(charge);
    expect(started.url).toBe(`${kit.fake.origin}/checkoutnow?token=${started.paymentId}`);
    const sent = bodyOf('POST', '/v2/checkout/orders')!;
    expect(sent.headers['paypal-request-id']).toBe(charge.orderNo);
    expect(sent.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ reference_id: charge.orderNo, custom_id: charge.orderNo, invoice_id: charge.orderNo, amount: { currency_code: 'USD', value: '1799.00' } }],
      payment_source: { paypal: { experience_context: { user_action: 'PAY_NOW', shipping_preference: 'NO_SHIPPING', return_url: expect.stringContaining(charge.orderNo) } } },
    });
    expect((await kit.start(charge)).paymentId).toBe(started.paymentId);
  });

  it("is paid once the buyer approved and the capture is COMPLETED, the capture's id as tradeNo", async () => {
    const charge = kit.charge(399);
    const { paymentId, back } = await approved(charge);
    expect(back).toMatchObject({ token: paymentId, PayerID: expect.any(String) });
    const outcome = await kit.provider.completeRedirect!(back, charge);
    const [capture] = captureOf(paymentId);
    expect(outcome).toEqual({
      status: 'paid',
      payment: { paymentId, orderNo: charge.orderNo, method: 'paypal', amount: 399, currency: 'USD', tradeNo: capture.id },
    });
    expect(bodyOf('POST', `/v2/checkout/orders/${paymentId}/capture`)!.headers['paypal-request-id']).toBe(`capture-${charge.orderNo}`);
  });

  it('answers the same capture however often the buyer comes back, PayPal capturing once', async () => {
    const charge = kit.charge(49.5);
    const { paymentId, back } = await approved(charge);
    const first = await kit.provider.completeRedirect!(back, charge);
    // the same PayPal-Request-Id: PayPal answers its first answer again
    expect(await kit.provider.completeRedirect!(back, charge)).toEqual(first);
    // PayPal's keys expired: it answers ORDER_ALREADY_CAPTURED, and the order is read instead
    kit.fake.forgetRequestIds();
    expect(await kit.provider.completeRedirect!(back, charge)).toEqual(first);
    expect(captureOf(paymentId)).toHaveLength(1);
    expect(first).toMatchObject({ status: 'paid', payment: { tradeNo: captureOf(paymentId)[0].id, amount: 49.5 } });
  });

});

describe('PayPal checkout: never paid by what is not the charge, declined when the buyer does not pay', () => {
  it('is never paid by a capture of another amount, another currency or another order number', async () => {
    for (const rule of [{ value: '1.00' }, { value: '400.00' }, { currency_code: 'EUR' }, { custom_id: 'PPSOMEONEELSE' }]) {
      const charge = kit.charge(399);
      const { back } = await approved(charge);
      kit.fake.nextCapture(rule);
      expect(await kit.provider.completeRedirect!(back, charge), JSON.stringify(rule)).toBeNull();
    }
  });

  it('is never paid for a token that is not the charge’s PayPal order', async () => {
    const mine = kit.charge(399);
    const other = await approved(kit.charge(399));
    // another order number's PayPal order, approved by its buyer: not ours, and not captured either
    expect(await kit.provider.completeRedirect!({ ...other.back, orderNo: mine.orderNo }, mine)).toBeNull();
    expect(captureOf(other.paymentId)).toHaveLength(0);
    // ours, but created for another amount than the charge now says: nothing captured
    const changed = await approved(kit.charge(399, mine.orderNo));
    expect(await kit.provider.completeRedirect!(changed.back, { ...mine, amount: 1 })).toBeNull();
    expect(captureOf(changed.paymentId)).toHaveLength(0);
    expect(await kit.provider.completeRedirect!({ orderNo: mine.orderNo, token: 'NOSUCHORDER000001', PayerID: 'X' }, mine)).toBeNull();
    expect(await kit.provider.completeRedirect!({ orderNo: mine.orderNo, token: '../../v1/oauth2/token', PayerID: 'X' }, mine)).toBeNull();
    expect(await kit.provider.completeRedirect!({ orderNo: mine.orderNo }, mine)).toBeNull();
  });

  it('is declined when the buyer cancels, when their instrument is declined, or when the capture is DECLINED', async () => {
    const cancelled = kit.charge();
    const started = await kit.start(cancelled);
    const back = await kit.press(started.url, 'Cancel and return');
    expect(back).toEqual({ orderNo: cancelled.orderNo, success: 'false', token: started.paymentId });
    expect(await kit.provider.completeRedirect!({ orderNo: cancelled.orderNo, token: back.token }, cancelled)).toEqual({ status: 'declined', paymentId: started.paymentId });
    // a PayerID made up for an order the buyer never approved: PayPal answers ORDER_NOT_APPROVED
    expect(await kit.provider.completeRedirect!({ orderNo: cancelled.orderNo, token: back.token, PayerID: 'MADEUP' }, cancelled)).toEqual({ status: 'declined', paymentId: started.paymentId });
    for (const rule of [{ issue: 'INSTRUMENT_DECLINED' }, { status: 'DECLINED' as const }, { status: 'FAILED' as const }]) {
      const charge = kit.charge();
      const { paymentId, back: approvedBack } = await approved(charge);
      kit.fake.nextCapture(rule);
      expect(await kit.provider.completeRedirect!(approvedBack, charge), JSON.stringify(rule)).toEqual({ status: 'declined', paymentId });
    }
  });
});

describe('PayPal payments asked about (queryPayment)', () => {
  const query = (charge: Charge, paymentId: string) => kit.provider.queryPayment({ paymentId, orderNo: charge.orderNo, method: 'paypal' });

  it('captures an order the buyer approved and never came back from, and answers it paid', async () => {
    const charge = kit.charge(120);
    const { paymentId } = await approved(charge);
    const state = await query(charge, paymentId);
    expect(state).toEqual({ state: 'paid', payment: { paymentId, orderNo: charge.orderNo, method: 'paypal', amount: 120, currency: 'USD', tradeNo: captureOf(paymentId)[0].id } });
    // asked again, the order is COMPLETED: the same payment, no second capture
    expect(await query(charge, paymentId)).toEqual(state);
    expect(captureOf(paymentId)).toHaveLength(1);
  });

  it('answers pending before approval, closed once voided or unknown, closed for a declined capture', async () => {
    const waiting = kit.charge();
    const started = await kit.start(waiting);
    expect(await query(waiting, started.paymentId)).toEqual({ state: 'pending' });
    kit.fake.voidOrder(started.paymentId);
    expect(await query(waiting, started.paymentId)).toEqual({ state: 'closed' });
    expect(await query(waiting, 'NOSUCHORDER000002')).toEqual({ state: 'closed' });
    const declined = kit.charge();
    const { paymentId } = await approved(declined);
    kit.fake.nextCapture({ status: 'DECLINED' });
    expect(await query(declined, paymentId)).toEqual({ state: 'closed' });
  });

  it('refuses to call paid an order that names another order number', async () => {
    const charge = kit.charge();
    const { paymentId } = await approved(charge);
    kit.fake.nextCapture({ custom_id: 'PPSOMEONEELSE' });
    await expect(query(charge, paymentId)).rejects.toThrow(/does not match/);
  });
});

describe('PayPal access token and PayPal out of reach', () => {
  it('asks for a token once, keeps it until shortly before it expires, and takes a new one when PayPal revokes it', async () => {
    const before = kit.fake.tokensIssued;
    await kit.start(kit.charge());
    await kit.start(kit.charge());
    expect(kit.fake.tokensIssued - before).toBeLessThanOrEqual(1);
    const kept = kit.fake.tokensIssued;
    // the fake's tokens last 9 hours, taken at the clock's start: kept until 5 minutes before, renewed after that
    kit.clock.advance(9 * HOUR - 6 * MINUTE);
    await kit.start(kit.charge());
    expect(kit.fake.tokensIssued).toBe(kept);
    kit.clock.advance(2 * MINUTE);
    await kit.start(kit.charge());
    expect(kit.fake.tokensIssued).toBe(kept + 1);
    kit.fake.revokeTokens();
    await expect(kit.start(kit.charge())).resolves.toMatchObject({ paymentId: expect.any(String) });
    expect(kit.fake.tokensIssued).toBe(kept + 2);
  });

  it('throws "PayPal is unreachable" on a 5xx or no answer, naming no secret and no token', async () => {
    kit.fake.failNext(1);
    const failed = await kit.start(kit.charge()).catch((error: Error) => error);
    expect(failed).toBeInstanceOf(Error);
    expect((failed as Error).message).toMatch(/PayPal is unreachable/);
    expect((failed as Error).message).not.toContain(kit.fake.clientSecret);
    const closedPort = { ...kit.fake, origin: 'http://127.0.0.1:9', fetch };
    const down = providerFor(closedPort, { clock: kit.clock });
    await expect(down.queryPayment({ paymentId: 'ANYORDER000000003', orderNo: 'PPX', method: 'paypal' })).rejects.toThrow(/^PayPal is unreachable \(\w+\)$/);
  });

  it('refuses to start with credentials PayPal does not know, saying which settings to check', async () => {
    const wrong = providerFor({ ...kit.fake, clientSecret: 'not-the-secret' }, { clock: kit.clock });
    const failed = (await wrong.startRedirect!(kit.charge(), { returnUrl: 'https://a.example/r', cancelUrl: 'https://a.example/c', notifyUrl: '' }).catch((error: Error) => error)) as Error;
    expect(failed.message).toMatch(/PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET/);
    expect(failed.message).not.toContain('not-the-secret');
  });
});
