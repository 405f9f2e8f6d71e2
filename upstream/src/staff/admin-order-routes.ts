import { Router } from 'express';
import type { Runtime } from '../runtime/runtime.ts';

/** The times of an order row as ISO text. */
const times = (row: { created_at: Date; closed_at: Date | null; refund_requested_at: Date | null }) => ({
  created_at: row.created_at.toISOString(),
  closed_at: row.closed_at?.toISOString() ?? null,
  refund_requested_at: row.refund_requested_at?.toISOString() ?? null,
});

/**
 * `list-orders`: the newest orders (50 by default, at most 1000), with their buyer and edition. Read only: what staff do to
 * an order (transfers, refunds, credit notes) are staff calls under /api/staff, audited (staff-money-routes.ts,
 * staff-credit-note-routes.ts).
 */
export const adminOrderRoutes = (rt: Pick<Runtime, 'db' | 'clock' | 'siteOrigin'>) => {
  const router = Router();
  router.get('/orders', async (req, res) => {
    const limit = Math.min(Math.max(Number(req.query.limit) || 50, 1), 1000);
    const rows = await rt.db
      .selectFrom('order')
      .innerJoin('user', 'user.id', 'order.user_id')
      .innerJoin('edition', 'edition.id', 'order.edition_id')
      .select([
        'order.order_no',
        'user.username',
        'edition.name as edition',
        'order.payment_type',
        'order.quantity',
        'order.order_amount',
        'order.currency',
        'order.pay_status',
        'order.trade_status',
        'order.created_at',
        'order.closed_at',
        'order.refund_requested_at',
      ])
      .orderBy('order.created_at', 'desc')
      .orderBy('order.id', 'desc')
      .limit(limit)
      .execute();
    res.json(rows.map((row) => ({ ...row, ...times(row), order_amount: Number(row.order_amount) })));
  });
  return router;
};
