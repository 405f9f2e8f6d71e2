import { TRADE } from '../../../contract/rules.ts';
import { ownOrder } from '../orders/index.ts';
import { confirmPayment, type PaymentRuntime } from './mark-paid.ts';

/** A notification normally arrives within seconds: only after this is the provider asked, and then at most this often. */
export const PROVIDER_QUERY_AFTER_MS = 10_000;

/** A payment the upstream started, as it asks its provider about it. */
export interface OpenPayment {
  id: number;
  provider: string;
  provider_payment_id: string;
  method: string;
  order_no: string;
  /** what the payment was started under (the order number, or <orderNo>R2… for a later attempt) */
  reference: string | null;
}

/**
 * Asks the provider how an open payment stands and acts on it: paid there → paid here (once, however many copies ask);
 * closed there (expired, cancelled) → closed here, so the next checkstand starts a new one. Answers how it stands, and
 * whether this call changed it.
 */
export const settlePayment = async (rt: PaymentRuntime, payment: OpenPayment) => {
  const unchanged = { paid: false, closed: false, refunded: false, changed: false };
  const provider = rt.payments.byName(payment.provider);
  if (!provider) return unchanged;
  const state = await provider.queryPayment({ paymentId: payment.provider_payment_id, orderNo: payment.reference ?? payment.order_no, method: payment.method as 'paypal' });
  if (state.state === 'paid') {
    // `changed`: this call paid the order (a notification kept says so; one that came again changed nothing)
    const { refunded, changed } = await confirmPayment(rt, provider.name, state.payment);
    return { ...unchanged, paid: true, refunded, changed };
  }
  if (state.state === 'closed') {
    const closed = await rt.db.updateTable('payment').set({ status: 'closed' }).where('id', '=', payment.id).where('status', '=', 'created').executeTakeFirst();
    return { ...unchanged, closed: true, changed: Number(closed.numUpdatedRows) > 0 };
  }
  return unchanged;
};

/** Claims the open payments of an order (or of all orders) that are due a question, so one copy asks about each. */
export const claimDuePayments = (rt: PaymentRuntime, { orderId, limit = 50 }: { orderId?: number; limit?: number }) => {
  const now = rt.clock.now();
  const due = new Date(now.getTime() - PROVIDER_QUERY_AFTER_MS);
  return rt.db
    .updateTable('payment')
    .set({ queried_at: now })
    .from('order')
    .whereRef('order.id', '=', 'payment.order_id')
    .where('payment.id', 'in', (eb) => {
      let open = eb
        .selectFrom('payment')
        .select('payment.id')
        .where('payment.status', '=', 'created')
        .where('payment.method', '!=', 'company_pay')
        .where('payment.created_at', '<=', due)
        .where((inner) => inner.or([inner('payment.queried_at', 'is', null), inner('payment.queried_at', '<=', due)]))
        .orderBy('payment.id')
        .limit(limit)
        // copies claiming at the same moment on PostgreSQL: a row another claim holds is skipped, and one it has
        // claimed meanwhile no longer matches, so each payment is asked about by one copy
        .forUpdate()
        .skipLocked();
      if (orderId !== undefined) open = open.where('payment.order_id', '=', orderId);
      return open;
    })
    .returning(['payment.id', 'payment.provider', 'payment.provider_payment_id', 'payment.method', 'payment.reference', 'order.order_no'])
    .execute();
};

/**
 * GET /order/checkPayStatus, polled every few seconds while a checkstand or a return page is open. An unpaid order
 * whose payment has waited longer than a notification takes asks the provider about it (at most every
 * PROVIDER_QUERY_AFTER_MS per payment), so a lost notification does not leave a paid order unpaid. Beside the status
 * it says how the order stands (refunded at once, a trial), so the checkstand needs no second call once it is paid.
 */
export const checkPayStatus = async (rt: PaymentRuntime, userId: number, orderNo: string) => {
  const order = await ownOrder(rt.db, userId, orderNo);
  const answer = (status: boolean, trade_status = order.trade_status) => ({ status, trade_status, period: order.period });
  if (order.pay_status === 1) return answer(true);
  for (const payment of await claimDuePayments(rt, { orderId: order.id })) {
    const { paid, refunded } = await settlePayment(rt, payment);
    if (paid) return answer(true, refunded ? TRADE.REFUNDED : TRADE.PAID);
  }
  return answer(false);
};
