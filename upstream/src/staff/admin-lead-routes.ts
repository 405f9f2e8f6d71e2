import { Router } from 'express';
import type { Runtime } from '../runtime/runtime.ts';
import * as leads from '../sales/index.ts';

/** `leads`, `grant-trial`, `contacted`, `decline`: staff answer the trial requests and sales contacts. */
export const adminLeadRoutes = (rt: Runtime) => {
  const router = Router();
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
  return router;
};
