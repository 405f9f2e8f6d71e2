import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh, empty database for one test suite: PGlite in memory by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (CI runs the suites once more that way).
 */
export const freshDatabaseUrl = async (): Promise<string> => {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return 'memory://';
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
};
