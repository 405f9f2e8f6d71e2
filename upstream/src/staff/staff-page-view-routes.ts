import { Router } from 'express';
import { PAGE_VIEW_DEFAULT_DAYS, PAGE_VIEW_RANGE_MAX_DAYS, staffPageViews } from '../../../contract/index.ts';
import { pageViewSummary } from '../analytics/index.ts';
import { DAY, type Clock } from '../domain/clock.ts';
import { route } from '../http/route.ts';
import type { Database } from '../db/database.ts';
import { fail } from './messages.ts';

const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const isRealDay = (day: string) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && utcDay(new Date(`${day}T00:00:00Z`)) === day;

/**
 * The range asked for: from..to as given, else the last `days` (30 by default) up to today; a range that is not real
 * days, runs backwards, or spans more than 366 days is refused.
 */
export const dayRange = (today: Date, query: { from?: string; to?: string; days?: number }) => {
  const to = query.to ?? utcDay(today);
  const from = query.from ?? utcDay(new Date(Date.parse(`${to}T00:00:00Z`) - ((query.days ?? PAGE_VIEW_DEFAULT_DAYS) - 1) * DAY));
  if (!isRealDay(from) || !isRealDay(to)) throw fail(400, 'pageViewDayInvalid');
  const span = (Date.parse(to) - Date.parse(from)) / DAY + 1;
  if (span < 1 || span > PAGE_VIEW_RANGE_MAX_DAYS) throw fail(400, 'pageViewRangeInvalid', { max: PAGE_VIEW_RANGE_MAX_DAYS });
  return { from, to };
};

/** Page views in the back office (issue #33) and the CLI's `page-views`: for sales and admins. */
export const staffPageViewRoutes = (rt: { db: Database; clock: Clock }) => {
  const router = Router();
  route(router, staffPageViews, ({ query }) => pageViewSummary(rt.db, dayRange(rt.clock.now(), query)));
  return router;
};
