import { Router } from 'express';
import { recordPageViews } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';
import { route } from '../http/route.ts';
import * as analytics from './analytics.ts';
import type { Clock } from '../domain/clock.ts';

/** Page views the gateway forwards from the site's beacon (a bad batch is refused with 400 and stores nothing). */
export const analyticsRoutes = (rt: { db: Database; clock: Clock }) => {
  const router = Router();
  route(router, recordPageViews, ({ body }) => analytics.recordPageViews(rt, body.views));
  return router;
};
