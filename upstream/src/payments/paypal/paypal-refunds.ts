import { decimalString, isoCurrency } from '../amounts.ts';
import type { RefundRequest, RefundResult } from '../provider.ts';
import { isOk, messageOf, type PayPalApi } from './paypal-api.ts';
import { clip, getOrder, ORDER_ID } from './paypal-checkout.ts';
import { refundInOrder, refundResultOf, textOf } from './paypal-resources.ts';

/**
 * Refunds of PayPal captures (Payments v2). Our refund number is PayPal's idempotency key and the refund's
 * invoice_id and custom_id, so a refund asked twice is made once, and its webhook (PAYMENT.CAPTURE.REFUNDED) and the
 * order's list of refunds both name it.
 */

/** PayPal's limit on a refund's note_to_payer (Payments v2 refund_request). */
const NOTE_MAX = 255;
/** Refund ids kept in memory; a process that forgets one finds it again through the order. */
const REMEMBERED_MAX = 10_000;

export const createRefunds = (api: PayPalApi) => {
  const refundIds = new Map<string, string>();

  const remember = (refundNo: string, result: RefundResult) => {
    if (!result.refundId) return result;
    if (refundIds.size >= REMEMBERED_MAX) refundIds.delete(refundIds.keys().next().value as string);
    refundIds.set(refundNo, result.refundId);
    return result;
  };

  const refund = async (request: RefundRequest): Promise<RefundResult> => {
    const note = clip(request.reason, NOTE_MAX);
    const body = {
      amount: { value: decimalString(request.amount), currency_code: isoCurrency(request.currency) },
      invoice_id: request.refundNo,
      custom_id: request.refundNo,
      ...(note ? { note_to_payer: note } : {}),
    };
    const path = `/v2/payments/captures/${encodeURIComponent(request.tradeNo)}/refund`;
    const answer = await api.call('POST', path, { body, requestId: request.refundNo });
    if (!isOk(answer)) return { state: 'refused', reason: messageOf(answer) };
    return remember(request.refundNo, refundResultOf(answer.body));
  };

  /** A pending refund: by the id PayPal gave when we know it, else found in the order's refunds by our number. */
  const queryRefund = async (request: RefundRequest): Promise<RefundResult> => {
    let refundId = refundIds.get(request.refundNo);
    if (!refundId && ORDER_ID.test(request.paymentId)) {
      const order = await getOrder(api, request.paymentId);
      refundId = isOk(order) ? textOf(refundInOrder(order.body, request.refundNo)?.id) : undefined;
    }
    if (!refundId) return { state: 'pending' };
    const answer = await api.call('GET', `/v2/payments/refunds/${encodeURIComponent(refundId)}`);
    if (!isOk(answer)) return { state: 'pending', refundId };
    return remember(request.refundNo, refundResultOf(answer.body));
  };

  return { refund, queryRefund };
};
