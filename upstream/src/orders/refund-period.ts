import { REFUND_DAYS, TRADE } from '../../../contract/rules.ts';
import type { OrderRow } from '../db/tables.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a refund of a paid order may be asked: REFUND_DAYS after its payment. */
export const refundDeadline = (paidAt: Date) => new Date(paidAt.getTime() + REFUND_DAYS * DAY_MS);

/**
 * Until when the buyer may still ask for this order's refund, or null: not paid, refunded, asked already, or past the
 * period. What the order list offers the button by, so it never offers what the request would refuse.
 */
export const refundableUntil = (order: OrderRow, now: Date): Date | null => {
  if (order.pay_status !== 1 || !order.pay_time || order.trade_status === TRADE.REFUNDED || order.refund_requested_at) return null;
  const deadline = refundDeadline(order.pay_time);
  return deadline > now ? deadline : null;
};

