import { cents, fakeId, invalid, isMoney, money, notFound, refundJson, unprocessable, within, type Answer, type FakeCapture, type FakeRefund, type LedgerState } from './fake-paypal-shapes.ts';

/** The fake's Payments v2 refunds: refund a capture (at most what is left of it), show a refund, settle a pending one. */

type RefundBody = { amount?: unknown; invoice_id?: unknown; custom_id?: unknown; note_to_payer?: unknown };

const refundsOf = (state: LedgerState, capture: FakeCapture) => capture.refundIds.map((id) => state.refunds.get(id)!);
const sum = (refunds: FakeRefund[]) => refunds.reduce((total, one) => total + cents(one.amount.value), 0);

/** The capture REFUNDED or PARTIALLY_REFUNDED by what was refunded for good. */
const settle = (state: LedgerState, capture: FakeCapture) => {
  const done = sum(refundsOf(state, capture).filter((one) => one.status === 'COMPLETED'));
  if (done > 0) capture.status = done >= cents(capture.amount.value) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
};

export const refundCapture = (state: LedgerState, captureId: string, request: RefundBody): Answer => {
  const capture = state.captures.get(captureId);
  if (!capture) return notFound();
  if (capture.status === 'REFUNDED') return unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.');
  if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED') return unprocessable('REFUND_NOT_ALLOWED', 'Refund cannot be issued for this capture.');
  if (!within(request.invoice_id, 127) || !within(request.custom_id, 127) || !within(request.note_to_payer, 255))
    return invalid('INVALID_STRING_LENGTH', 'a refund field is too long or empty');
  // pending refunds hold their amount too; failed ones do not
  const remaining = cents(capture.amount.value) - sum(refundsOf(state, capture).filter((one) => one.status !== 'FAILED'));
  const asked = request.amount === undefined ? money(capture.amount.currency_code, remaining) : request.amount;
  if (!isMoney(asked)) return invalid('INVALID_PARAMETER_SYNTAX', 'amount');
  if (asked.currency_code !== capture.amount.currency_code) return unprocessable('CURRENCY_MISMATCH', 'The currency of the refund must be the currency of the capture.');
  if (cents(asked.value) > remaining) return unprocessable('REFUND_AMOUNT_EXCEEDED', 'The refund amount must be less than or equal to the capture amount that has not yet been refunded.');
  const rule = state.refundRules.shift() ?? {};
  if (rule.issue) return unprocessable(rule.issue, rule.description ?? 'The refund was refused.');
  const refund: FakeRefund = {
    id: fakeId(),
    captureId,
    status: rule.status ?? 'COMPLETED',
    amount: asked,
    invoice_id: request.invoice_id as string | undefined,
    custom_id: request.custom_id as string | undefined,
    note_to_payer: request.note_to_payer as string | undefined,
  };
  state.refunds.set(refund.id, refund);
  capture.refundIds.push(refund.id);
  settle(state, capture);
  return { status: 201, body: refundJson(state, refund) };
};

export const getRefund = (state: LedgerState, id: string): Answer => {
  const refund = state.refunds.get(id);
  return refund ? { status: 200, body: refundJson(state, refund) } : notFound();
};

/** PayPal completes a pending refund (an eCheck cleared). */
export const completeRefund = (state: LedgerState, id: string) => {
  const refund = state.refunds.get(id);
  if (!refund || refund.status !== 'PENDING') throw new Error(`fake PayPal: refund ${id} is not pending`);
  refund.status = 'COMPLETED';
  settle(state, state.captures.get(refund.captureId)!);
};
