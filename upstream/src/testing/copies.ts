import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/database.ts';
import { manualClock } from '../domain/clock.ts';
import { startUpstream, type StartOptions } from '../server.ts';
import type { UpstreamConfig } from '../domain/config.ts';
import { TEST_ADMIN_TOKEN, testUpstreamOf, type TestUpstream } from './api.ts';
import { freshDatabaseUrl } from './database-url.ts';

export interface CopiesOptions {
  /** ADMIN_TOKEN of every copy; null → none given, so the copies must agree on a generated one */
  adminToken?: string | null;
  /** start options of each copy by its index (the sandbox's notification schedule) */
  options?: (index: number) => Partial<StartOptions>;
  /** on PostgreSQL, start the copies at the same moment (the start-up lock is what lets them all come up); PGlite's copies share one process's database and start in turn */
  together?: boolean;
}

/**
 * Upstream copies on one database, as behind a load balancer, on one manual clock (one wall time). On PostgreSQL
 * (TEST_DATABASE_URL) each copy opens its own connections, as separate processes do; on PGlite they share the
 * one in-memory database, which cannot be opened twice.
 */
export const startUpstreamCopies = async (count = 2, { adminToken = TEST_ADMIN_TOKEN, options = () => ({}), together = false }: CopiesOptions = {}) => {
  const clock = manualClock();
  const url = await freshDatabaseUrl();
  const shared = url.startsWith('postgres') ? undefined : openDatabase(url, '');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'upstream-copies-'));
  const config: Partial<UpstreamConfig> = { DATABASE_URL: url, DATA_DIR: dataDir, UPSTREAM_PORT: 0, NODE_ENV: 'test', MAIL_URL: undefined, JOBS_TICK_MS: 0, ADMIN_TOKEN: adminToken ?? undefined };
  const start = (index: number) => startUpstream(config, { clock, mailLog: () => {}, db: shared, ...options(index) });
  const indexes = Array.from({ length: count }, (_, index) => index);
  const running = together && !shared ? await Promise.all(indexes.map(start)) : await indexes.reduce(async (all, index) => [...(await all), await start(index)], Promise.resolve([] as Awaited<ReturnType<typeof start>>[]));
  const reader = shared ?? openDatabase(url, '');
  const copies: TestUpstream[] = running.map((upstream) => testUpstreamOf(upstream, clock));
  const closed = new Set<TestUpstream>();
  return {
    copies,
    clock,
    /** the database the copies share, through connections of the test's own */
    db: reader,
    /** Stops one copy (as if its process went away); the others and the database stay. */
    stop: async (copy: TestUpstream) => {
      if (closed.has(copy)) return;
      closed.add(copy);
      await copy.close();
    },
    close: async () => {
      for (const copy of copies) if (!closed.has(copy)) await copy.close();
      await reader.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
