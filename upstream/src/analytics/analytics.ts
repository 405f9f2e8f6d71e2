import { sql } from 'kysely';
import type { PageView } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';
import { DAY, type Clock } from '../domain/clock.ts';

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

export interface PathDayViews {
  day: string;
  path: string;
  views: number;
}

/** Views per path per UTC day over the last `days` days (today included), newest day first, busiest path first. */
export const pageViewsPerPathPerDay = async ({ db, clock }: { db: Database; clock: Clock }, days: number): Promise<PathDayViews[]> => {
  const since = utcDay(new Date(clock.now().getTime() - (days - 1) * DAY));
  const rows = await db
    .selectFrom('page_view')
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'path', db.fn.countAll<string>().as('views')])
    .where('day', '>=', since)
    .groupBy(['day', 'path'])
    .orderBy('day', 'desc')
    .orderBy('views', 'desc')
    .orderBy('path')
    .execute();
  return rows.map((row) => ({ day: row.day, path: row.path, views: Number(row.views) }));
};

/** The newest recorded views as stored (development route, for automated tests). */
export const recentPageViews = (db: Database, limit = 200) =>
  db.selectFrom('page_view').select(['path', 'referrer_host', 'locale', 'width', 'created_at']).orderBy('id', 'desc').limit(limit).execute();
