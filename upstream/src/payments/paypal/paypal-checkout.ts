import type { PayPalReturn } from '../../../../contract/index.ts';
import { decimalString, isoCurrency } from '../amounts.ts';
import type { Charge, PaymentState, RedirectOutcome } from '../provider.ts';
import { isOk, issueOf, messageOf, type PayPalAnswer, type PayPalApi } from './paypal-api.ts';
import { approvalUrlOf, judgeOrder, orderIsFor, textOf, type OrderVerdict, type PayPalOrder } from './paypal-resources.ts';

/**
 * The buyer's side of PayPal (Orders v2, intent CAPTURE): the order created for a charge, the capture once the buyer
 * approved, and the order asked about when the buyer never came back. Only a COMPLETED capture of the charge's amount
 * that names the order number is a payment, and nothing is captured on an order that is not the charge's. Every call
 * that moves money carries a PayPal-Request-Id made of our order number, so a retry after a lost answer repeats
 * nothing at PayPal.
 */

/** PayPal's order ids are short upper-case tokens; anything else is not looked up (it becomes part of a path). */
export const ORDER_ID = /^[A-Za-z0-9-]{1,64}$/;
/** Answers that mean the buyer did not pay: they left, or their funding source was refused. */
const DECLINING = new Set(['ORDER_NOT_APPROVED', 'INSTRUMENT_DECLINED', 'PAYER_ACTION_REQUIRED']);
/** PayPal's limit on purchase_units[].description (Orders v2). */
const DESCRIPTION_MAX = 127;

/** At most `max` characters on one line, never cutting a character in two. */
export const clip = (text: string, max: number) => Array.from(text.replace(/\s+/g, ' ').trim()).slice(0, max).join('');

export const getOrder = (api: PayPalApi, orderId: string) => api.call('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`);

/** The order after a capture: the capture's answer, or (captured before, by us or a retry) the order as it stands. */
const captured = async (api: PayPalApi, orderId: string, orderNo: string): Promise<PayPalAnswer | 'declined' | undefined> => {
  const answer = await api.call('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, { requestId: `capture-${orderNo}` });
  if (isOk(answer)) return answer;
  const issue = issueOf(answer);
  if (issue === 'ORDER_ALREADY_CAPTURED') {
    const order = await getOrder(api, orderId);
    return isOk(order) ? order : undefined;
  }
  return issue && DECLINING.has(issue) ? 'declined' : undefined;
};

export const startRedirect = async (api: PayPalApi, charge: Charge, urls: { returnUrl: string; cancelUrl: string }) => {
  const body = {
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: charge.reference,
        custom_id: charge.reference,
        invoice_id: charge.reference,
        description: clip(charge.description, DESCRIPTION_MAX),
        amount: { currency_code: isoCurrency(charge.currency), value: decimalString(charge.amount) },
      },
    ],
    payment_source: {
      paypal: {
        experience_context: { return_url: urls.returnUrl, cancel_url: urls.cancelUrl, user_action: 'PAY_NOW', shipping_preference: 'NO_SHIPPING' },
      },
    },
  };
  // PayPal's webhooks go to the URL set in the app's settings at PayPal; a notify URL has no place in an order
  const answer = await api.call('POST', '/v2/checkout/orders', { body, requestId: charge.reference });
  if (!isOk(answer)) throw new Error(`PayPal refused to create the payment of order ${charge.reference}: ${messageOf(answer)}`);
  const paymentId = textOf((answer.body as PayPalOrder | undefined)?.id);
  const url = approvalUrlOf(answer.body);
  if (!paymentId || !url) throw new Error(`PayPal created the payment of order ${charge.reference} without its approval link`);
  return { paymentId, url };
};

export const completeRedirect = async (api: PayPalApi, params: PayPalReturn, charge: Charge): Promise<RedirectOutcome | null> => {
  const orderId = params.token;
  if (!orderId || !ORDER_ID.test(orderId)) return null;
  // PayPal appends PayerID only when the buyer approved; back from the cancel link there is the token alone
  if (!params.PayerID || params.success === false) return { status: 'declined', paymentId: orderId };
  const order = await getOrder(api, orderId);
  if (!isOk(order) || !orderIsFor(order.body, charge.reference, charge)) return null;
  const after = await captured(api, orderId, charge.reference);
  if (after === 'declined') return { status: 'declined', paymentId: orderId };
  if (!after) return null;
  const verdict = judgeOrder(after.body, { paymentId: orderId, orderNo: charge.reference, charge });
  if (verdict.kind === 'paid') return { status: 'paid', payment: verdict.payment };
  return verdict.kind === 'declined' ? { status: 'declined', paymentId: orderId } : null;
};

const stateOf = (verdict: OrderVerdict, orderNo: string): PaymentState => {
  if (verdict.kind === 'paid') return { state: 'paid', payment: verdict.payment };
  if (verdict.kind === 'declined') return { state: 'closed' };
  if (verdict.kind === 'pending') return { state: 'pending' };
  // money may have moved that is not the order's: neither paid nor closed, someone must look
  throw new Error(`PayPal's payment of order ${orderNo} does not match it (${verdict.why})`);
};

/** The buyer approved and never came back (closed the tab): capture now, as their return would have. */
const captureApproved = async (api: PayPalApi, order: PayPalAnswer, expected: { paymentId: string; orderNo: string }): Promise<PaymentState> => {
  if (!orderIsFor(order.body, expected.orderNo)) return stateOf({ kind: 'mismatch', why: 'another order number' }, expected.orderNo);
  const after = await captured(api, expected.paymentId, expected.orderNo);
  if (after === 'declined') return { state: 'closed' };
  if (!after) throw new Error(`PayPal did not capture the approved payment of order ${expected.orderNo}`);
  return stateOf(judgeOrder(after.body, expected), expected.orderNo);
};

/**
 * How a PayPal order stands. The charge is not known here: the payment answered carries PayPal's amount and the
 * upstream checks it against the order (confirmPayment, markPaid).
 */
export const queryPayment = async (api: PayPalApi, expected: { paymentId: string; orderNo: string }): Promise<PaymentState> => {
  if (!ORDER_ID.test(expected.paymentId)) throw new Error(`Not a PayPal order id: order ${expected.orderNo}`);
  const answer = await getOrder(api, expected.paymentId);
  if (answer.status === 404) return { state: 'closed' };
  if (!isOk(answer)) throw new Error(`PayPal did not show the payment of order ${expected.orderNo}: ${messageOf(answer)}`);
  switch ((answer.body as PayPalOrder | undefined)?.status) {
    case 'COMPLETED':
      return stateOf(judgeOrder(answer.body, expected), expected.orderNo);
    case 'APPROVED':
      return captureApproved(api, answer, expected);
    case 'VOIDED':
      return { state: 'closed' };
    default:
      // CREATED, SAVED, PAYER_ACTION_REQUIRED: the buyer has not approved yet
      return { state: 'pending' };
  }
};
