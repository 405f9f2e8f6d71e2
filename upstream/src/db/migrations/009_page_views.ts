import { sql, type Kysely } from 'kysely';

/**
 * Page views the site reports (when no external analytics service is configured): one row per view, with
 * no personal data — no address, no user, no user agent; the path without its query, the referrer's host.
 * `day` is the UTC date, so views per path per day are an index scan.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('page_view')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('path', 'text', (c) => c.notNull().check(sql`length(path) between 1 and 200`))
    .addColumn('referrer_host', 'text', (c) => c.notNull().defaultTo('').check(sql`length(referrer_host) <= 255`))
    .addColumn('locale', 'text', (c) => c.notNull().check(sql`locale in ('zh', 'en')`))
    .addColumn('width', 'integer', (c) => c.notNull().check(sql`width between 0 and 10000`))
    .addColumn('day', 'date', (c) => c.notNull().defaultTo(sql`(now() at time zone 'utc')::date`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('page_view_day_path').on('page_view').columns(['day', 'path']).execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.dropTable('page_view').execute();
};
