import { REFUND_DAYS, TRADE } from '../../../contract/rules.ts';
import type { Database } from '../db/database.ts';
import type { OrderRow } from '../db/tables.ts';
import type { Clock } from '../domain/clock.ts';
import type { Locale } from '../domain/locale.ts';
import { fail } from './messages.ts';
import { orderDetail, ownOrder } from './order.ts';
import { DAY_MS, refundDeadline } from './refund-period.ts';

/** Why an order that the conditional cancel did not change cannot be cancelled (it was read after, so it is settled). */
const whyNotCancelled = (order: OrderRow) => {
  if (order.trade_status === TRADE.REFUNDED) return fail(409, 'cancelRefundedOrder');
  if (order.pay_status === 1) return fail(409, 'cancelPaidOrder');
  return fail(409, 'orderCancelled');
};

/**
 * POST /order/cancel: the buyer closes an unpaid order. One conditional update (unpaid, not refunded, not closed), so
 * of two cancels at once one closes it and the other is told it is closed, and a payment confirmed at the same moment
 * either comes first (the cancel is refused: paid) or finds it closed (checkPayable refuses a new payment).
 */
export const cancelOrder = async (rt: { db: Database; clock: Clock }, userId: number, orderNo: string, locale: Locale) => {
  const order = await ownOrder(rt.db, userId, orderNo);
  const closed = await rt.db
    .updateTable('order')
    .set({ closed_at: rt.clock.now() })
    .where('id', '=', order.id)
    .where('pay_status', '=', 0)
    .where('closed_at', 'is', null)
    .where((eb) => eb.or([eb('trade_status', 'is', null), eb('trade_status', '!=', TRADE.REFUNDED)]))
    .executeTakeFirst();
  if (Number(closed.numUpdatedRows) === 0) throw whyNotCancelled(await ownOrder(rt.db, userId, orderNo));
  return orderDetail(rt, userId, orderNo, locale);
};

/** Why a refund request the conditional update did not record is refused. */
const whyNoRefund = (order: OrderRow, now: Date, locale: Locale) => {
  if (order.trade_status === TRADE.REFUNDED) return fail(409, 'orderRefunded');
  if (order.pay_status !== 1 || !order.pay_time) return fail(409, 'refundNotPaid');
  if (order.refund_requested_at) return fail(409, 'refundAlreadyRequested');
  const deadline = refundDeadline(order.pay_time);
  if (deadline <= now) return fail(409, 'refundPeriodOver', { date: deadline.toLocaleDateString(locale === 'zh' ? 'zh-CN' : 'en-US', { timeZone: locale === 'zh' ? 'Asia/Shanghai' : 'UTC', dateStyle: 'long' }) });
  return fail(409, 'refundAlreadyRequested');
};

/**
 * POST /order/refundRequest: the buyer asks staff to refund a paid order within REFUND_DAYS of its payment. Recorded
 * once (set only while none is), race-safe by the same conditional update; the licences stay until staff grant it
 * with the provider refund (`npm run admin -- refund ORDER_NO`).
 */
export const requestRefund = async (rt: { db: Database; clock: Clock }, userId: number, orderNo: string, reason: string | undefined, locale: Locale) => {
  const order = await ownOrder(rt.db, userId, orderNo);
  const now = rt.clock.now();
  const recorded = await rt.db
    .updateTable('order')
    .set({ refund_requested_at: now, refund_request_reason: reason || null })
    .where('id', '=', order.id)
    .where('pay_status', '=', 1)
    .where('refund_requested_at', 'is', null)
    .where('pay_time', '>', new Date(now.getTime() - REFUND_DAYS * DAY_MS))
    .where((eb) => eb.or([eb('trade_status', 'is', null), eb('trade_status', '!=', TRADE.REFUNDED)]))
    .executeTakeFirst();
  if (Number(recorded.numUpdatedRows) === 0) throw whyNoRefund(await ownOrder(rt.db, userId, orderNo), now, locale);
  return orderDetail(rt, userId, orderNo, locale);
};
