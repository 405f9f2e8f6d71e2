import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { migrations } from './migrations/index.ts';
import type { Tables } from './tables.ts';

export type Database = Kysely<Tables>;

/**
 * `memory://` → PGlite in memory (tests); `postgres://…` → a PostgreSQL server;
 * unset → PGlite on disk in the data folder. The same migrations and queries run on all three.
 */
export const openDatabase = (url: string | undefined, dataDir: string): Database => {
  if (url?.startsWith('postgres')) {
    return new Kysely<Tables>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 10 }) }) });
  }
  const location = url === 'memory://' ? undefined : url?.startsWith('file:') ? url.slice(5) : `${dataDir}/pglite`;
  if (location) mkdirSync(location, { recursive: true });
  return new Kysely<Tables>({ dialect: new PGliteDialect(new PGlite(location)) });
};

export const migrate = async (db: Database) => {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
};
