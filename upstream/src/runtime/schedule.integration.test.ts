import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Database } from '../db/database.ts';
import { manualClock, MINUTE } from '../domain/clock.ts';
import type { Runtime } from './runtime.ts';
import { freshDatabaseUrl } from '../testing/database-url.ts';
import { claimTurn, runDueJobs, type Job } from './schedule.ts';

let db: Database;
const clock = manualClock(new Date('2026-11-26T00:00:00Z'));
beforeAll(async () => {
  db = openDatabase(await freshDatabaseUrl(), '');
  await migrate(db);
});
afterAll(() => db.destroy());

const runtimeOf = () => ({ db, clock }) as unknown as Runtime;

describe('scheduled jobs', () => {
  it('a turn claimed by many copies at once is had by exactly one', async () => {
    const job = { name: 'claimed-once', everyMs: 10 * MINUTE };
    const claims = await Promise.all(Array.from({ length: 12 }, () => claimTurn({ db, clock }, job)));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('a job runs again only once its interval has passed', async () => {
    let runs = 0;
    const job: Job = { name: 'every-five-minutes', everyMs: 5 * MINUTE, run: async () => void runs++ };
    await runDueJobs(runtimeOf(), [job]);
    await runDueJobs(runtimeOf(), [job]);
    expect(runs).toBe(1);
    clock.advance(5 * MINUTE - 1);
    await runDueJobs(runtimeOf(), [job]);
    expect(runs).toBe(1);
    clock.advance(1);
    await runDueJobs(runtimeOf(), [job]);
    expect(runs).toBe(2);
  });

  it('a failing job does not stop the others', async () => {
    const ran: string[] = [];
    const failing: Job = { name: 'failing', everyMs: MINUTE, run: () => Promise.reject(new Error('boom')) };
    const working: Job = { name: 'working', everyMs: MINUTE, run: async () => void ran.push('working') };
    expect(await runDueJobs(runtimeOf(), [failing, working])).toEqual(['working']);
    expect(ran).toEqual(['working']);
  });
});
