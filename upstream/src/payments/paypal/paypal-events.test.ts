import { describe, expect, it } from 'vitest';
import { eventOf } from './paypal-events.ts';

/** What a verified webhook body says, for the shapes the fake does not send: reversals, odd or missing fields. */

const body = (event: unknown) => Buffer.from(JSON.stringify(event));
const capture = {
  id: '2GG279541U471931P',
  status: 'COMPLETED',
  amount: { currency_code: 'USD', value: '399.00' },
  custom_id: 'PP1234',
  supplementary_data: { related_ids: { order_id: '5O190127TN364715T' } },
};

describe("PayPal's webhook events read", () => {
  it('reads a completed capture as the payment of its order, and nothing else as one', () => {
    expect(eventOf(body({ event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: capture }))).toEqual({
      kind: 'paid',
      payment: { paymentId: '5O190127TN364715T', orderNo: 'PP1234', method: 'paypal', amount: 399, currency: 'USD', tradeNo: '2GG279541U471931P' },
    });
    for (const resource of [
      { ...capture, status: 'PENDING' },
      { ...capture, custom_id: undefined },
      { ...capture, supplementary_data: undefined },
      { ...capture, amount: { currency_code: 'EUR', value: '399.00' } },
      { ...capture, amount: { currency_code: 'USD', value: '3.99e2' } },
    ]) {
      expect(eventOf(body({ event_type: 'PAYMENT.CAPTURE.COMPLETED', resource }))).toMatchObject({ kind: 'ignored' });
    }
  });

  it('reads a reversal of a refund of ours as that refund, and one PayPal made alone as ignored', () => {
    const refund = { id: '1JU08902781691411', status: 'COMPLETED', amount: { currency_code: 'USD', value: '10.00' } };
    expect(eventOf(body({ event_type: 'PAYMENT.CAPTURE.REVERSED', resource: { ...refund, invoice_id: 'RF-1' } }))).toEqual({
      kind: 'refund',
      refundNo: 'RF-1',
      result: { state: 'succeeded', refundId: '1JU08902781691411' },
    });
    expect(eventOf(body({ event_type: 'PAYMENT.CAPTURE.REVERSED', resource: refund }))).toEqual({ kind: 'ignored', what: 'PAYMENT.CAPTURE.REVERSED not of a refund of ours' });
    expect(eventOf(body({ event_type: 'PAYMENT.CAPTURE.REFUNDED', resource: { ...refund, custom_id: 'RF-2', status: 'PENDING' } }))).toEqual({
      kind: 'refund',
      refundNo: 'RF-2',
      result: { state: 'pending', refundId: '1JU08902781691411' },
    });
  });

  it('names what it ignores by PayPal’s event type, and repeats nothing else of an odd body', () => {
    expect(eventOf(body({ event_type: 'CUSTOMER.DISPUTE.CREATED', resource: {} }))).toEqual({ kind: 'ignored', what: 'CUSTOMER.DISPUTE.CREATED' });
    expect(eventOf(body({ event_type: '<script>', resource: {} }))).toEqual({ kind: 'ignored', what: 'an unnamed event' });
    expect(eventOf(Buffer.from('not json'))).toEqual({ kind: 'ignored', what: 'a body that is not JSON' });
    expect(eventOf(body(null))).toEqual({ kind: 'ignored', what: 'a body that is not an event' });
  });
});
