import { timingSafeEqual } from 'node:crypto';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { Database } from '../db/database.ts';
import { bearerToken } from '../http/auth.ts';
import type { Clock } from '../services/clock.ts';
import { pageViewsPerPathPerDay } from '../services/analytics.ts';
import * as payment from '../services/payment.ts';

const sameSecret = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * Staff actions for the admin CLI (`npm run admin -- …`): the site has no administrator screens. Every
 * request carries the admin token (ADMIN_TOKEN, or the one generated into the data folder).
 */
export const adminRoutes = (rt: { db: Database; clock: Clock }, adminToken: () => Promise<string>) => {
  const router = Router();
  router.use(async (req: Request, res: Response, next: NextFunction) => {
    const given = bearerToken(req);
    if (given && sameSecret(given, await adminToken())) next();
    else res.status(401).json({ message: 'The admin token is missing or wrong' });
  });

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
      ])
      .orderBy('order.created_at', 'desc')
      .orderBy('order.id', 'desc')
      .limit(limit)
      .execute();
    res.json(rows.map((row) => ({ ...row, order_amount: Number(row.order_amount), created_at: row.created_at.toISOString() })));
  });

  router.post('/orders/:orderNo/confirm-transfer', async (req, res, next) => {
    try {
      res.json(await payment.confirmTransfer(rt, req.params.orderNo));
    } catch (error) {
      next(error);
    }
  });

  /** views per path per day over the last `days` days (7 by default, at most 366) */
  router.get('/page-views', async (req, res) => {
    const days = Math.min(Math.max(Number(req.query.days) || 7, 1), 366);
    res.json(await pageViewsPerPathPerDay(rt, days));
  });

  router.post('/orders/:orderNo/refund', async (req, res, next) => {
    try {
      res.json(await payment.refundOrder(rt, req.params.orderNo));
    } catch (error) {
      next(error);
    }
  });
  return router;
};
