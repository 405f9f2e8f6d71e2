import type { Selectable } from 'kysely';
import { TRADE } from '../../../contract/rules.ts';
import type { RefundTable } from '../db/tables.ts';
import { withdrawRenewal } from '../licensing/index.ts';
import type { PaymentRuntime } from './mark-paid.ts';
import { fail, say } from './messages.ts';
import type { RefundResult } from './provider.ts';

type RefundRow = Selectable<RefundTable>;

/** What a staff refund came to: done (licences taken back), waiting for the provider, or refused with its reason. */
export interface RefundOutcome {
  orderNo: string;
  state: RefundRow['state'];
  licenses: number;
  reason?: string;
}

/**
 * The order becomes refunded and its licences are withdrawn — all of them, since a refunded purchase grants nothing (a
 * file already downloaded expires on its own date); a renewal is taken back. Once: an order already refunded changes
 * nothing.
 */
const withdrawOrder = (rt: PaymentRuntime, orderId: number, reason: string) =>
  rt.db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('order').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirstOrThrow();
    if (order.trade_status === TRADE.REFUNDED) return 0;
    await trx.updateTable('order').set({ trade_status: TRADE.REFUNDED, refund_reason: reason }).where('id', '=', order.id).execute();
    await withdrawRenewal(trx, order, rt.clock.now());
    const withdrawn = await trx.deleteFrom('license').where('order_id', '=', order.id).executeTakeFirst();
    return Number(withdrawn.numDeletedRows);
  });

/** Records what the provider said of a refund; a confirmed one refunds the order. */
const settle = async (rt: PaymentRuntime, refund: RefundRow, result: RefundResult): Promise<RefundOutcome> => {
  const orderNo = (await rt.db.selectFrom('order').select('order_no').where('id', '=', refund.order_id).executeTakeFirstOrThrow()).order_no;
  if (refund.state === 'succeeded') return { orderNo, state: 'succeeded', licenses: 0 };
  await rt.db
    .updateTable('refund')
    .set({ state: result.state, provider_refund_id: result.refundId ?? refund.provider_refund_id, provider_reason: result.reason ?? null, updated_at: rt.clock.now() })
    .where('id', '=', refund.id)
    .where('state', '!=', 'succeeded')
    .execute();
  const licenses = result.state === 'succeeded' ? await withdrawOrder(rt, refund.order_id, refund.reason) : 0;
  return { orderNo, state: result.state, licenses, reason: result.reason };
};

/**
 * Staff refund a paid order. A bank transfer is paid back by staff outside the site, so it is refunded here at once;
 * a provider's payment is refunded through that provider (idempotent by the refund's number), and the order is
 * refunded only once the provider confirms: a refused refund leaves the order paid and says why, a pending one waits
 * for the provider's notification or the reconciliation job.
 */
export const refundOrder = async (rt: PaymentRuntime, orderNo: string, { reason = 'refundedByStaff', by = 'admin CLI' }: { reason?: string; by?: string } = {}): Promise<RefundOutcome> => {
  const order = await rt.db.selectFrom('order').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
  if (!order) throw fail(404, 'orderNotFound');
  if (order.pay_status !== 1 || order.trade_status === TRADE.REFUNDED) throw fail(400, 'notPaid', { orderNo });
  const payment = await rt.db.selectFrom('payment').selectAll().where('order_id', '=', order.id).where('status', '=', 'paid').orderBy('id', 'desc').executeTakeFirst();
  if (!payment) return { orderNo, state: 'succeeded', licenses: await withdrawOrder(rt, order.id, reason) };
  const provider = rt.payments.byName(payment.provider);
  if (!provider) throw fail(409, 'refundProviderGone', { provider: payment.provider });
  const refundNo = `RF${order.order_no}`;
  await rt.db
    .insertInto('refund')
    .values({ order_id: order.id, provider: provider.name, refund_no: refundNo, amount: Number(order.order_amount), currency: order.currency, state: 'requested', reason, requested_by: by, created_at: rt.clock.now(), updated_at: rt.clock.now() })
    .onConflict((oc) => oc.column('refund_no').doNothing())
    .execute();
  const refund = await rt.db.selectFrom('refund').selectAll().where('refund_no', '=', refundNo).executeTakeFirstOrThrow();
  if (refund.state === 'succeeded') return { orderNo, state: 'succeeded', licenses: 0 };
  const request = {
    refundNo,
    orderNo,
    paymentId: payment.provider_payment_id,
    tradeNo: payment.trade_no ?? payment.provider_payment_id,
    amount: Number(refund.amount),
    currency: order.currency,
    reason: reason in { refundedByStaff: 1 } ? say('en', 'refundedByStaff') : reason,
  };
  return settle(rt, refund, await provider.refund(request));
};

/** A provider's word on a refund (its notification): settled by our refund number; one already settled stays so. */
export const settleRefundByNo = async (rt: PaymentRuntime, refundNo: string, result: RefundResult) => {
  const refund = await rt.db.selectFrom('refund').selectAll().where('refund_no', '=', refundNo).executeTakeFirst();
  return refund ? { ...(await settle(rt, refund, result)), alreadySettled: refund.state === 'succeeded' } : undefined;
};

/** Asks the providers about refunds still pending (the reconciliation job); answers how many were asked about. */
export const settlePendingRefunds = async (rt: PaymentRuntime, limit = 50) => {
  const pending = await rt.db.selectFrom('refund').selectAll().where('state', 'in', ['requested', 'pending']).orderBy('updated_at').limit(limit).execute();
  for (const refund of pending) {
    const provider = rt.payments.byName(refund.provider);
    const payment = await rt.db.selectFrom('payment').selectAll().where('order_id', '=', refund.order_id).where('status', '=', 'paid').orderBy('id', 'desc').executeTakeFirst();
    const order = await rt.db.selectFrom('order').select(['order_no', 'currency']).where('id', '=', refund.order_id).executeTakeFirstOrThrow();
    if (!provider || !payment) continue;
    const request = { refundNo: refund.refund_no, orderNo: order.order_no, paymentId: payment.provider_payment_id, tradeNo: payment.trade_no ?? payment.provider_payment_id, amount: Number(refund.amount), currency: order.currency, reason: refund.reason };
    await settle(rt, refund, refund.state === 'requested' ? await provider.refund(request) : await provider.queryRefund(request));
  }
  return pending.length;
};
