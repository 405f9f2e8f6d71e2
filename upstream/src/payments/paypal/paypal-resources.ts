import { currencyFromIso, decimalString, fromDecimalString } from '../amounts.ts';
import type { Charge, ProviderPayment, RefundResult } from '../provider.ts';

/**
 * Reading PayPal's resources (Orders v2 orders and captures, Payments v2 refunds) into what the upstream knows. PayPal's
 * answers are read as untrusted shapes: every field is checked before it is used, and a capture is a payment only
 * when it is COMPLETED and names our order number.
 */

type Money = { value?: unknown; currency_code?: unknown };

export interface PayPalCapture {
  id?: unknown;
  status?: unknown;
  amount?: Money;
  custom_id?: unknown;
  invoice_id?: unknown;
  supplementary_data?: { related_ids?: { order_id?: unknown } };
}

export interface PayPalRefund {
  id?: unknown;
  status?: unknown;
  status_details?: { reason?: unknown };
  invoice_id?: unknown;
  custom_id?: unknown;
  amount?: Money;
}

interface PayPalUnit {
  reference_id?: unknown;
  custom_id?: unknown;
  amount?: Money;
  payments?: { captures?: PayPalCapture[]; refunds?: PayPalRefund[] };
}

export interface PayPalOrder {
  id?: unknown;
  status?: unknown;
  purchase_units?: PayPalUnit[];
  links?: Array<{ rel?: unknown; href?: unknown }>;
}

export const textOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** A PayPal amount in the order's terms, or undefined when it is not money in a currency the site sells in. */
export const moneyOf = (amount: Money | undefined) => {
  const value = fromDecimalString(amount?.value);
  const currency = currencyFromIso(amount?.currency_code);
  return Number.isNaN(value) || !currency ? undefined : { amount: value, currency };
};

/** Whether PayPal's money is the charge's: the same currency and the same cents. */
export const sameMoney = (money: { amount: number; currency: string }, charge: Pick<Charge, 'amount' | 'currency'>) =>
  money.currency === charge.currency && money.amount === fromDecimalString(decimalString(charge.amount));

/** The payment a capture proves, when it names an order number, its amount and its id. */
export const paymentOfCapture = (capture: PayPalCapture, paymentId: string): ProviderPayment | undefined => {
  const tradeNo = textOf(capture.id);
  const orderNo = textOf(capture.custom_id);
  const money = moneyOf(capture.amount);
  if (!tradeNo || !orderNo || !money) return undefined;
  return { paymentId, orderNo, method: 'paypal', amount: money.amount, currency: money.currency, tradeNo };
};

export type OrderVerdict =
  | { kind: 'paid'; payment: ProviderPayment }
  | { kind: 'declined' }
  | { kind: 'pending' }
  /** PayPal's order is not the one we started for this order number, or its capture is not the charge */
  | { kind: 'mismatch'; why: string };

const mismatch = (why: string): OrderVerdict => ({ kind: 'mismatch', why });

const unitOf = (order: PayPalOrder) => (Array.isArray(order.purchase_units) && order.purchase_units.length === 1 ? order.purchase_units[0] : undefined);

/**
 * How a PayPal order stands for our order number: paid only by a COMPLETED capture whose custom_id is the order number
 * and, when the charge is known, whose amount and currency are the charge's. DECLINED and FAILED captures are
 * declined; a capture still PENDING (an eCheck, a review) or none yet is pending.
 */
export const judgeOrder = (body: unknown, expected: { paymentId: string; orderNo: string; charge?: Pick<Charge, 'amount' | 'currency'> }): OrderVerdict => {
  const order = (body ?? {}) as PayPalOrder;
  if (order.id !== expected.paymentId) return mismatch('another PayPal order');
  const unit = unitOf(order);
  if (!unit) return mismatch('not the one purchase unit we create');
  const captures = Array.isArray(unit.payments?.captures) ? unit.payments.captures : [];
  const capture = captures.find((one) => one.status === 'COMPLETED') ?? captures.at(-1);
  if (!capture) return { kind: 'pending' };
  const customId = capture.custom_id ?? unit.custom_id;
  if (customId !== expected.orderNo) return mismatch('another order number');
  if (capture.status === 'DECLINED' || capture.status === 'FAILED') return { kind: 'declined' };
  if (capture.status !== 'COMPLETED') return { kind: 'pending' };
  const payment = paymentOfCapture({ ...capture, custom_id: customId }, expected.paymentId);
  if (!payment) return mismatch('an unreadable capture');
  if (expected.charge && !sameMoney(payment, expected.charge)) return mismatch('another amount');
  return { kind: 'paid', payment };
};

/**
 * Whether a PayPal order is the one we create for this order number (and, when the charge is known, of its amount):
 * checked before anything is captured, so no money is taken on an order that is not this charge.
 */
export const orderIsFor = (body: unknown, orderNo: string, charge?: Pick<Charge, 'amount' | 'currency'>) => {
  const unit = unitOf((body ?? {}) as PayPalOrder);
  if (!unit || unit.custom_id !== orderNo) return false;
  const money = moneyOf(unit.amount);
  return !charge || (!!money && sameMoney(money, charge));
};

/** The refund of ours (by the invoice_id or custom_id we gave it) among those an order lists, if any. */
export const refundInOrder = (body: unknown, refundNo: string): PayPalRefund | undefined => {
  const refunds = unitOf((body ?? {}) as PayPalOrder)?.payments?.refunds;
  return Array.isArray(refunds) ? refunds.find((refund) => refund.invoice_id === refundNo || refund.custom_id === refundNo) : undefined;
};

/** How a refund stands: COMPLETED succeeded, FAILED and CANCELLED refused, PENDING (or anything new) pending. */
export const refundResultOf = (body: unknown): RefundResult => {
  const refund = (body ?? {}) as PayPalRefund;
  const refundId = textOf(refund.id);
  const withId = refundId ? { refundId } : {};
  if (refund.status === 'COMPLETED') return { state: 'succeeded', ...withId };
  if (refund.status === 'FAILED' || refund.status === 'CANCELLED') {
    const detail = textOf(refund.status_details?.reason);
    return { state: 'refused', ...withId, reason: `PayPal answered the refund ${refund.status}${detail ? ` (${detail.slice(0, 80)})` : ''}` };
  }
  return { state: 'pending', ...withId };
};

/** The link the buyer's browser is sent to: payer-action when a payment_source is given, approve otherwise. */
export const approvalUrlOf = (body: unknown) => {
  const links = ((body ?? {}) as PayPalOrder).links;
  const link = Array.isArray(links) ? (links.find((one) => one.rel === 'payer-action') ?? links.find((one) => one.rel === 'approve')) : undefined;
  return textOf(link?.href);
};
