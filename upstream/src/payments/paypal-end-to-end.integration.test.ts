import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookOptions } from '../testing/payment-fakes/paypal/fake-paypal-webhooks.ts';
import { buyer, isPaid, orderState, placeOrder, redTeam, type Buyer } from '../testing/orders.ts';
import { confirmationsOf, keptAfter, keptFor, lastKeptId, payPalCheckout, pressOnPayPal, replayKept, secretsShown, watchConsole } from '../testing/provider-payments.ts';
import { startProviderUpstream, type ProviderUpstream } from '../testing/provider-upstream.ts';

/**
 * PayPal end to end through the upstream app, against the local fake PayPal (its own certificate authority, trusted by
 * the adapter through providerOptions): the buyer's redirect to PayPal's page, the capture when they come back or when
 * PayPal's webhook says they approved, and PayPal's signed webhooks posted to the upstream's /api/pay/notify/paypal.
 */

let up: ProviderUpstream;
let bob: Buyer;
let logged: ReturnType<typeof watchConsole>;
beforeAll(async () => {
  logged = watchConsole();
  up = await startProviderUpstream();
  bob = await buyer(up.t);
});
afterAll(async () => {
  await up.close();
  logged.restore();
});

const fake = () => up.fakes.paypal;
const db = () => up.t.upstream.db;

/** A new PayPal order (USD) whose buyer approved on PayPal's page and never came back: its number, PayPal's id, the return query. */
const approvedOrder = async (quantity = 2) => {
  const orderNo = await placeOrder(bob, { ...redTeam, payment_type: 'paypal', quantity });
  const { url, paymentId } = await payPalCheckout(bob, orderNo);
  const back = await pressOnPayPal(url, 'Pay with PayPal');
  return { orderNo, paymentId, back };
};

/** Posts a webhook signed by the fake (spoiled as told) to the upstream; its answer and what was kept of it. */
const webhook = async (eventType: string, resource: unknown, options: WebhookOptions = {}) => {
  const since = await lastKeptId(db());
  const event = fake().event(eventType, resource);
  const answer = await fake().sendWebhook(up.notifyUrl('paypal'), event, options);
  return { event, answer, kept: await keptAfter(db(), since) };
};

const captures = (paymentId: string) => fake().order(paymentId).purchase_units[0].payments?.captures ?? [];

describe('a PayPal payment through the upstream', () => {
  it("sends the buyer to the fake PayPal's page for the order's amount in dollars", async () => {
    const orderNo = await placeOrder(bob, { ...redTeam, payment_type: 'paypal' });
    const { url, paymentId } = await payPalCheckout(bob, orderNo);
    expect(url).toBe(`${fake().origin}/checkoutnow?token=${paymentId}`);
    const { order } = await orderState(up.t, orderNo);
    expect(order.currency).toBe('USD');
    expect(fake().order(paymentId).purchase_units[0]).toMatchObject({ custom_id: orderNo, amount: { currency_code: 'USD', value: Number(order.order_amount).toFixed(2) } });
  });

  it('is captured and paid when the buyer comes back from PayPal', async () => {
    const { orderNo, paymentId, back } = await approvedOrder();
    const { body } = await bob.post('/pay/paypal/callback', { orderNo, ...back });
    expect(body.statusCode).toBe(200);
    expect(await isPaid(bob, orderNo)()).toBe(true);
    const { order, licenses } = await orderState(up.t, orderNo);
    expect([order.payment_type, order.outer_trade_no, licenses.length]).toEqual(['paypal', captures(paymentId)[0].id, 2]);
  });

  it('is captured and paid by the webhook that says the buyer approved, when the buyer never comes back', async () => {
    const { orderNo, paymentId } = await approvedOrder(3);
    const { answer, kept } = await webhook('CHECKOUT.ORDER.APPROVED', fake().order(paymentId));
    expect(answer.status).toBe(200);
    expect(kept).toEqual([expect.objectContaining({ provider: 'paypal', verified: true, event: 'approved', order_no: orderNo, outcome: 'paid' })]);
    expect(captures(paymentId)).toHaveLength(1);
    expect((await orderState(up.t, orderNo)).licenses).toHaveLength(3);
    expect(await confirmationsOf(up.t, orderNo)).toBe(1);
  });

  it('keeps the webhook as it arrived: the exact bytes and the PAYPAL-TRANSMISSION headers', async () => {
    const { orderNo, paymentId } = await approvedOrder();
    const { event, kept } = await webhook('CHECKOUT.ORDER.APPROVED', fake().order(paymentId));
    expect(Buffer.from(kept[0].body).equals(Buffer.from(JSON.stringify(event)))).toBe(true);
    expect(Object.keys(kept[0].headers).filter((name) => name.startsWith('paypal-')).sort()).toEqual([
      'paypal-auth-algo',
      'paypal-cert-url',
      'paypal-transmission-id',
      'paypal-transmission-sig',
      'paypal-transmission-time',
    ]);
    expect(kept[0].order_no).toBe(orderNo);
  });

  it('changes nothing when PayPal’s PAYMENT.CAPTURE.COMPLETED comes after the buyer’s return paid the order', async () => {
    const { orderNo, paymentId, back } = await approvedOrder();
    await bob.post('/pay/paypal/callback', { orderNo, ...back });
    const { answer, kept } = await webhook('PAYMENT.CAPTURE.COMPLETED', fake().capture(captures(paymentId)[0].id));
    expect(answer.status).toBe(200);
    expect(kept).toEqual([expect.objectContaining({ verified: true, event: 'paid', order_no: orderNo, outcome: 'nothing: already settled' })]);
    expect((await orderState(up.t, orderNo)).licenses).toHaveLength(2);
    expect(await confirmationsOf(up.t, orderNo)).toBe(1);
  });

  it('pays once when the same webhook comes again, keeping the second as already settled', async () => {
    const { orderNo, paymentId } = await approvedOrder();
    const { kept } = await webhook('CHECKOUT.ORDER.APPROVED', fake().order(paymentId));
    expect((await replayKept(up.notifyUrl('paypal'), kept[0])).status).toBe(200);
    expect((await keptFor(db(), orderNo)).map((row) => row.outcome)).toEqual(['paid', 'nothing: already settled']);
    expect(captures(paymentId)).toHaveLength(1);
    expect((await orderState(up.t, orderNo)).licenses).toHaveLength(2);
  });
});

describe('a PayPal webhook that does not hold', () => {
  it.each([
    ['changed after it was signed', { tamper: true }],
    ['signed with a key no PayPal certificate names', { signWithOtherKey: true }],
    ['signed for another merchant’s webhook id', { webhookId: 'WH-ANOTHER-MERCHANT' }],
  ] as [string, WebhookOptions][])('is refused when %s: 400, kept unverified, nothing captured', async (_, options) => {
    const { orderNo, paymentId } = await approvedOrder();
    const { event, answer, kept } = await webhook('CHECKOUT.ORDER.APPROVED', fake().order(paymentId), options);
    expect(answer.status).toBe(400);
    expect(kept).toEqual([expect.objectContaining({ verified: false, reason: 'signature does not verify', outcome: 'refused', order_no: null })]);
    if (!options.tamper) expect(Buffer.from(kept[0].body).equals(Buffer.from(JSON.stringify(event)))).toBe(true);
    expect(captures(paymentId)).toEqual([]);
    expect((await orderState(up.t, orderNo)).order.pay_status).toBe(0);
  });

  it('is refused when a capture it reports is of another amount, though signed: kept verified, the order unpaid', async () => {
    const { orderNo, paymentId } = await approvedOrder();
    const capture = { id: 'CAPTUREOTHERAMT1', status: 'COMPLETED', amount: { currency_code: 'USD', value: '1.00' }, custom_id: orderNo, supplementary_data: { related_ids: { order_id: paymentId } } };
    const { answer, kept } = await webhook('PAYMENT.CAPTURE.COMPLETED', capture);
    expect(answer.status).toBe(400);
    expect(kept).toEqual([expect.objectContaining({ verified: true, event: 'paid', order_no: orderNo, reason: 'The amount paid does not match the order', outcome: 'refused' })]);
    const { order, licenses } = await orderState(up.t, orderNo);
    expect([order.pay_status, licenses.length]).toEqual([0, 0]);
  });

  it('keeps neither the client secret nor any key in what it kept or logged', async () => {
    expect(logged.lines.some((line) => line.includes('paypal notification refused'))).toBe(true);
    expect(await secretsShown(db(), up.fakes, logged.lines)).toEqual([]);
  });
});
