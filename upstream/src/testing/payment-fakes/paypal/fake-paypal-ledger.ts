import { approveOrder, cancelOrder, captureOrder, captureShown, createOrder, getOrder, voidOrder } from './fake-paypal-orders.ts';
import { completeRefund, getRefund, refundCapture } from './fake-paypal-refunds.ts';
import { orderJson, refundJson, type CaptureRule, type LedgerState, type RefundRule } from './fake-paypal-shapes.ts';

export { fakeId, paypalError, type Answer, type CaptureRule, type FakeOrder, type RefundRule } from './fake-paypal-shapes.ts';

/**
 * The fake PayPal's books: orders, captures and refunds, and the rules a test sets for the next capture or refund.
 * Each operation answers as PayPal's API would (status and JSON body).
 */
export const createLedger = (origin: () => string) => {
  const state: LedgerState = { origin, orders: new Map(), captures: new Map(), refunds: new Map(), captureRules: [], refundRules: [] };
  return {
    orders: state.orders,
    createOrder: (body: Parameters<typeof createOrder>[1]) => createOrder(state, body),
    getOrder: (id: string) => getOrder(state, id),
    capture: (id: string) => captureOrder(state, id),
    refund: (captureId: string, body: Parameters<typeof refundCapture>[2]) => refundCapture(state, captureId, body),
    getRefund: (id: string) => getRefund(state, id),
    approve: (id: string) => approveOrder(state, id),
    cancel: (id: string) => cancelOrder(state, id),
    voidOrder: (id: string) => voidOrder(state, id),
    completeRefund: (id: string) => completeRefund(state, id),
    nextCapture: (rule: CaptureRule) => void state.captureRules.push(rule),
    nextRefund: (rule: RefundRule) => void state.refundRules.push(rule),
    orderJson: (id: string) => orderJson(state, state.orders.get(id)!),
    captureJson: (id: string) => captureShown(state, id),
    refundJson: (id: string) => refundJson(state, state.refunds.get(id)!),
  };
};

export type FakeLedger = ReturnType<typeof createLedger>;
