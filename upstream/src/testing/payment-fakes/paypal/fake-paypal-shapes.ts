import { randomBytes } from 'node:crypto';

/**
 * What the fake PayPal keeps and how it shows it: orders (Orders v2, intent CAPTURE), captures and refunds (Payments
 * v2), rendered as PayPal documents them, and PayPal's error answers (name, message, details[].issue).
 */

export interface Answer {
  status: number;
  body?: unknown;
}

export type Money = { currency_code: string; value: string };

export interface Unit {
  reference_id: string;
  custom_id?: string;
  invoice_id?: string;
  description?: string;
  amount: Money;
}

export interface FakeOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  unit: Unit;
  returnUrl: string;
  cancelUrl: string;
  payerId?: string;
  captureIds: string[];
}

export interface FakeCapture {
  id: string;
  orderId: string;
  status: string;
  amount: Money;
  custom_id?: string;
  invoice_id?: string;
  refundIds: string[];
}

export interface FakeRefund {
  id: string;
  captureId: string;
  status: 'COMPLETED' | 'PENDING' | 'FAILED';
  amount: Money;
  invoice_id?: string;
  custom_id?: string;
  note_to_payer?: string;
}

/** How the next capture goes instead of COMPLETED for the order's amount. */
export interface CaptureRule {
  status?: 'DECLINED' | 'FAILED' | 'PENDING';
  /** refuse the capture with this 422 issue (INSTRUMENT_DECLINED) */
  issue?: string;
  value?: string;
  currency_code?: string;
  custom_id?: string;
}

/** How the next refund goes instead of COMPLETED. */
export interface RefundRule {
  status?: 'PENDING' | 'FAILED';
  /** refuse the refund with this 422 issue and description */
  issue?: string;
  description?: string;
}

export interface LedgerState {
  origin: () => string;
  orders: Map<string, FakeOrder>;
  captures: Map<string, FakeCapture>;
  refunds: Map<string, FakeRefund>;
  captureRules: CaptureRule[];
  refundRules: RefundRule[];
}

/** PayPal-like ids: upper-case letters and digits. */
export const fakeId = (length = 17) => Array.from(randomBytes(length), (byte) => 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'[byte % 33]).join('');

export const paypalError = (status: number, name: string, issue: string, description: string): Answer => ({
  status,
  body: { name, message: description, debug_id: fakeId(13).toLowerCase(), details: [{ issue, description }], links: [] },
});

export const notFound = () =>
  paypalError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist. Please check the resource ID and try again.');
export const unprocessable = (issue: string, description: string) => paypalError(422, 'UNPROCESSABLE_ENTITY', issue, description);
export const invalid = (issue: string, description: string) => paypalError(400, 'INVALID_REQUEST', issue, description);

/** PayPal's side of money: decimal strings in cents. The fake does its own arithmetic, as PayPal does its own. */
export const cents = (value: string) => Math.round(Number(value) * 100);
export const money = (currency_code: string, amountInCents: number): Money => ({ currency_code, value: (amountInCents / 100).toFixed(2) });
export const isMoney = (value: unknown): value is Money =>
  !!value && typeof (value as Money).currency_code === 'string' && /^\d{1,10}(\.\d{2})?$/.test(String((value as Money).value));
/** A field PayPal limits: absent, or 1 to `max` characters. */
export const within = (text: unknown, max: number) => text === undefined || (typeof text === 'string' && text.length >= 1 && text.length <= max);

export const captureJson = (state: LedgerState, capture: FakeCapture) => ({
  id: capture.id,
  status: capture.status,
  amount: capture.amount,
  final_capture: true,
  ...(capture.custom_id ? { custom_id: capture.custom_id } : {}),
  ...(capture.invoice_id ? { invoice_id: capture.invoice_id } : {}),
  supplementary_data: { related_ids: { order_id: capture.orderId } },
  links: [
    { href: `${state.origin()}/v2/payments/captures/${capture.id}`, rel: 'self', method: 'GET' },
    { href: `${state.origin()}/v2/payments/captures/${capture.id}/refund`, rel: 'refund', method: 'POST' },
    { href: `${state.origin()}/v2/checkout/orders/${capture.orderId}`, rel: 'up', method: 'GET' },
  ],
});

export const refundJson = (state: LedgerState, refund: FakeRefund) => ({
  id: refund.id,
  status: refund.status,
  ...(refund.status === 'PENDING' ? { status_details: { reason: 'ECHECK' } } : {}),
  amount: refund.amount,
  ...(refund.invoice_id ? { invoice_id: refund.invoice_id } : {}),
  ...(refund.custom_id ? { custom_id: refund.custom_id } : {}),
  ...(refund.note_to_payer ? { note_to_payer: refund.note_to_payer } : {}),
  links: [
    { href: `${state.origin()}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
    { href: `${state.origin()}/v2/payments/captures/${refund.captureId}`, rel: 'up', method: 'GET' },
  ],
});

export const orderJson = (state: LedgerState, order: FakeOrder) => {
  const captures = order.captureIds.map((id) => state.captures.get(id)!);
  const refunds = captures.flatMap((capture) => capture.refundIds.map((id) => refundJson(state, state.refunds.get(id)!)));
  const payments = captures.length
    ? { payments: { captures: captures.map((capture) => captureJson(state, capture)), ...(refunds.length ? { refunds } : {}) } }
    : {};
  const links = [{ href: `${state.origin()}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' }];
  if (order.status === 'PAYER_ACTION_REQUIRED') links.push({ href: `${state.origin()}/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' });
  const payer = order.payerId ? { payer: { payer_id: order.payerId }, payment_source: { paypal: { account_id: order.payerId, account_status: 'VERIFIED' } } } : {};
  return { id: order.id, intent: 'CAPTURE', status: order.status, ...payer, purchase_units: [{ ...order.unit, ...payments }], links };
};
