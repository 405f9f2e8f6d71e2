import { sql } from 'kysely';
import type { PageView } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';
import type { Clock } from '../domain/clock.ts';

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** Stores a validated batch in one statement: all of it or, on any failure, none. */
export const recordPageViews = async ({ db, clock }: { db: Database; clock: Clock }, views: PageView[]) => {
  const now = clock.now();
  await db
    .insertInto('page_view')
    .values(views.map((view) => ({ ...view, day: utcDay(now), created_at: now })))
    .execute();
  return { recorded: views.length };
};

/** The newest recorded views as stored (development route, for automated tests). */
export const recentPageViews = (db: Database, limit = 200) =>
  db.selectFrom('page_view').select(['path', 'referrer_host', 'locale', 'width', 'created_at']).orderBy('id', 'desc').limit(limit).execute();

/** A range of UTC days, both included (yyyy-mm-dd). */
export interface DayRange {
  from: string;
  to: string;
}

const TOP_PATHS = 10;

/**
 * What the back office charts over a range (issue #33): views per day per language, per day per path, and the busiest
 * paths. Each is one grouped query over the range, never one per day.
 */
export const pageViewSummary = async (db: Database, { from, to }: DayRange) => {
  const inRange = db.selectFrom('page_view').where('day', '>=', from).where('day', '<=', to);
  const dayText = sql<string>`to_char(day, 'YYYY-MM-DD')`;
  const [perDayLocale, perDayPath, topPaths] = await Promise.all([
    inRange.select([dayText.as('day'), 'locale', db.fn.countAll<string>().as('views')]).groupBy(['day', 'locale']).orderBy('day').orderBy('locale').execute(),
    inRange.select([dayText.as('day'), 'path', db.fn.countAll<string>().as('views')]).groupBy(['day', 'path']).orderBy('day').orderBy('views', 'desc').orderBy('path').execute(),
    inRange.select(['path', db.fn.countAll<string>().as('views')]).groupBy('path').orderBy('views', 'desc').orderBy('path').limit(TOP_PATHS).execute(),
  ]);
  return {
    from,
    to,
    total: perDayLocale.reduce((sum, row) => sum + Number(row.views), 0),
    per_day_locale: perDayLocale.map((row) => ({ day: row.day, locale: row.locale, views: Number(row.views) })),
    per_day_path: perDayPath.map((row) => ({ day: row.day, path: row.path, views: Number(row.views) })),
    top_paths: topPaths.map((row) => ({ path: row.path, views: Number(row.views) })),
  };
};
