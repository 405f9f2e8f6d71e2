import { timingSafeEqual } from 'node:crypto';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { bearerToken } from '../http/auth.ts';
import { pageViewsPerPathPerDay } from '../analytics/index.ts';
import * as payment from '../payments/index.ts';
import { reviewQueue, reviewUpload } from '../plugins/index.ts';
import type { PluginsRuntime } from '../plugins/index.ts';
import * as leads from '../sales/index.ts';

const sameSecret = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * Staff actions for the admin CLI (`npm run admin -- …`): the site has no administrator screens. Every
 * request carries the admin token (ADMIN_TOKEN, or the one generated into the data folder).
 */
/** Staff act on payments and on the market: both runtimes. */
export type StaffRuntime = payment.PaymentRuntime & PluginsRuntime;

export const adminRoutes = (rt: StaffRuntime, adminToken: () => Promise<string>) => {
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

  router.get('/leads', async (req, res, next) => {
    try {
      const kind = req.query.kind === 'trial' || req.query.kind === 'sales' ? req.query.kind : undefined;
      const states = ['new', 'contacted', 'granted', 'declined'] as const;
      const state = states.find((s) => s === req.query.state);
      res.json(await leads.listLeads(rt.db, { kind, state }));
    } catch (error) {
      next(error);
    }
  });

  router.post('/leads/:id/grant-trial', async (req, res, next) => {
    try {
      res.json(await leads.grantTrial(rt, Number(req.params.id) || 0));
    } catch (error) {
      next(error);
    }
  });

  router.post('/leads/:id/contacted', async (req, res, next) => {
    try {
      res.json(await leads.markContacted(rt, Number(req.params.id) || 0));
    } catch (error) {
      next(error);
    }
  });

  router.post('/leads/:id/decline', async (req, res, next) => {
    try {
      const reason = typeof req.body?.reason === 'string' ? req.body.reason : '';
      res.json(await leads.declineLead(rt, Number(req.params.id) || 0, reason));
    } catch (error) {
      next(error);
    }
  });

  router.get('/plugins', async (req, res, next) => {
    try {
      const state = req.query.state;
      if (state !== undefined && state !== 'pending' && state !== 'approved' && state !== 'rejected') {
        res.status(400).json({ message: '--state must be pending, approved or rejected' });
        return;
      }
      const rows = await reviewQueue(rt.db, state);
      res.json(rows.map((row) => ({ ...row, queued_at: row.queued_at.toISOString(), deleted: row.deleted_at !== null, warnings: row.warnings.map((w) => w.en) })));
    } catch (error) {
      next(error);
    }
  });

  const uploadId = (raw: string) => {
    const id = Number(raw);
    return Number.isInteger(id) && id > 0 ? id : null;
  };
  router.post('/plugins/:id/approve', async (req, res, next) => {
    try {
      const id = uploadId(req.params.id);
      if (!id) return void res.status(400).json({ message: 'The upload id is a whole number (see npm run admin -- plugins)' });
      res.json(await reviewUpload(rt, id, { approve: true }));
    } catch (error) {
      next(error);
    }
  });
  router.post('/plugins/:id/reject', async (req, res, next) => {
    try {
      const id = uploadId(req.params.id);
      const reason = typeof req.body?.reason === 'string' ? req.body.reason.trim() : '';
      if (!id) return void res.status(400).json({ message: 'The upload id is a whole number (see npm run admin -- plugins)' });
      if (!reason || reason.length > 2000) return void res.status(400).json({ message: 'Give the publisher a reason: --reason TEXT (at most 2000 characters)' });
      res.json(await reviewUpload(rt, id, { approve: false, reason }));
    } catch (error) {
      next(error);
    }
  });
  return router;
};
