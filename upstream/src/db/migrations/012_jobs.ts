import type { Kysely } from 'kysely';

/**
 * Scheduled work's turns: one row per job, holding when a copy last claimed it. A copy runs a job only after
 * moving `last_run_at` forward in one statement, so however many upstreams share the database, each turn runs once.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('job')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('last_run_at', 'timestamptz', (c) => c.notNull())
    .execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.dropTable('job').execute();
};
