import { sql } from 'kysely';
import type { Database } from './database.ts';

/**
 * Runs `work` (migrations, demo data) holding a PostgreSQL session lock, so upstreams started together on one
 * database take turns: the first creates the tables and the demo catalogue, the others find them there. PGlite
 * belongs to one process, so there is nobody to wait for (and it has one connection to hold).
 */
export const oneStartAtATime = async <T>(db: Database, databaseUrl: string | undefined, work: () => Promise<T>): Promise<T> => {
  if (!databaseUrl?.startsWith('postgres')) return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext('tidewatch:start-up'))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext('tidewatch:start-up'))`.execute(connection);
    }
  });
};
