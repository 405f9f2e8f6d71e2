import { Router } from 'express';
import type { Runtime } from '../runtime/runtime.ts';
import { issueCreditNote } from '../orders/index.ts';

/** The times of an order row as ISO text. */
const times = (row: { created_at: Date; closed_at: Date | null; refund_requested_at: Date | null }) => ({
  created_at: row.created_at.toISOString(),
  closed_at: row.closed_at?.toISOString() ?? null,
  refund_requested_at: row.refund_requested_at?.toISOString() ?? null,
});

/**
 * `list-orders`: the newest orders (50 by default, at most 1000), with their buyer and edition (refund requests are staff
 * money calls now: staff-money-routes.ts);
 * `credit-note`: an issued invoice corrected by a credit note (its PDF in the answer, base64).
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
  router.post('/orders/:orderNo/credit-note', async (req, res, next) => {
    try {
      const reason = typeof req.body?.reason === 'string' ? req.body.reason : '';
      res.json(await issueCreditNote(rt, req.params.orderNo, reason));
    } catch (error) {
      next(error);
    }
  });
  return router;
};
