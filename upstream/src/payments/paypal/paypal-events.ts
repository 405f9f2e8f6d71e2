import type { NotificationEvent } from '../provider.ts';
import { paymentOfCapture, refundResultOf, textOf, type PayPalCapture, type PayPalOrder, type PayPalRefund } from './paypal-resources.ts';

/**
 * What a verified PayPal webhook says, in the upstream's terms. Called only on a body whose signature held. The
 * upstream acts on each event once and checks a payment against its own records (amount, currency, the PayPal order
 * it started), so this reads what the resource says and never decides more than that.
 */

interface PayPalEvent {
  event_type?: unknown;
  resource?: unknown;
}

const ignored = (what: string): NotificationEvent => ({ kind: 'ignored', what });

/** The event type as it may be kept (a name of PayPal's; anything else is not repeated). */
const typeOf = (event: PayPalEvent) => (typeof event.event_type === 'string' && /^[A-Z0-9._-]{1,80}$/.test(event.event_type) ? event.event_type : 'an unnamed event');

/** A capture resource names its order as supplementary_data.related_ids.order_id. */
const orderIdOf = (capture: PayPalCapture) => textOf(capture.supplementary_data?.related_ids?.order_id);

const captureCompleted = (type: string, capture: PayPalCapture): NotificationEvent => {
  const paymentId = orderIdOf(capture);
  const payment = paymentId && capture.status === 'COMPLETED' ? paymentOfCapture(capture, paymentId) : undefined;
  return payment ? { kind: 'paid', payment } : ignored(`${type} without a completed capture of an order of ours`);
};

const orderEvent = (type: string, order: PayPalOrder, kind: 'approved' | 'closed'): NotificationEvent => {
  const paymentId = textOf(order.id);
  const unit = Array.isArray(order.purchase_units) ? order.purchase_units[0] : undefined;
  const orderNo = textOf(unit?.custom_id) ?? textOf(unit?.reference_id);
  return paymentId && orderNo ? { kind, paymentId, orderNo } : ignored(`${type} without an order of ours`);
};

const captureDenied = (type: string, capture: PayPalCapture): NotificationEvent => {
  const paymentId = orderIdOf(capture);
  const orderNo = textOf(capture.custom_id);
  return paymentId && orderNo ? { kind: 'closed', paymentId, orderNo } : ignored(`${type} without an order of ours`);
};

/** A refund names our refund number as the invoice_id (and custom_id) we gave it; PayPal's own reversals name none. */
const refundEvent = (type: string, refund: PayPalRefund): NotificationEvent => {
  const refundNo = textOf(refund.invoice_id) ?? textOf(refund.custom_id);
  return refundNo ? { kind: 'refund', refundNo, result: refundResultOf(refund) } : ignored(`${type} not of a refund of ours`);
};

export const eventOf = (body: Buffer): NotificationEvent => {
  let event: PayPalEvent;
  try {
    event = JSON.parse(body.toString('utf8')) as PayPalEvent;
  } catch {
    return ignored('a body that is not JSON');
  }
  if (!event || typeof event !== 'object') return ignored('a body that is not an event');
  const type = typeOf(event);
  const resource = (event.resource && typeof event.resource === 'object' ? event.resource : {}) as Record<string, unknown>;
  switch (type) {
    case 'PAYMENT.CAPTURE.COMPLETED':
      return captureCompleted(type, resource);
    case 'CHECKOUT.ORDER.APPROVED':
      return orderEvent(type, resource as PayPalOrder, 'approved');
    case 'CHECKOUT.ORDER.VOIDED':
      return orderEvent(type, resource as PayPalOrder, 'closed');
    case 'PAYMENT.CAPTURE.DENIED':
      return captureDenied(type, resource);
    case 'PAYMENT.CAPTURE.REFUNDED':
    case 'PAYMENT.CAPTURE.REVERSED':
      return refundEvent(type, resource);
    default:
      return ignored(type);
  }
};
