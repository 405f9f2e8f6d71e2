import { Router } from 'express';
import { pageViewsPerPathPerDay } from '../analytics/index.ts';
import type { Runtime } from '../runtime/runtime.ts';

/** `page-views`: views per path per day over the last `days` days (7 by default, at most 366). */
export const adminPageViewRoutes = (rt: Pick<Runtime, 'db' | 'clock'>) => {
  const router = Router();
  router.get('/page-views', async (req, res) => {
    const days = Math.min(Math.max(Number(req.query.days) || 7, 1), 366);
    res.json(await pageViewsPerPathPerDay(rt, days));
  });
  return router;
};
