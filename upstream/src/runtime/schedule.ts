import { sql } from 'kysely';
import type { Runtime } from './runtime.ts';

/** Work the upstream does on its own, every `everyMs`, once across all copies that share the database. */
export interface Job<R extends Runtime = Runtime> {
  name: string;
  everyMs: number;
  run: (runtime: R) => Promise<void>;
}

/**
 * Claims the job's turn: one statement moves `last_run_at` to now only if the last turn is at least `everyMs`
 * old, so when several upstreams tick together exactly one of them gets a row back. A turn a copy claimed and
 * then died in is not retried before the next one is due; each job is written to pick up what an earlier turn left.
 */
export const claimTurn = async ({ db, clock }: Pick<Runtime, 'db' | 'clock'>, job: Pick<Job, 'name' | 'everyMs'>) => {
  const now = clock.now();
  const due = new Date(now.getTime() - job.everyMs);
  const claimed = await db
    .insertInto('job')
    .values({ name: job.name, last_run_at: now })
    .onConflict((oc) => oc.column('name').doUpdateSet({ last_run_at: now }).where(sql.ref('job.last_run_at'), '<=', due))
    .returning('name')
    .executeTakeFirst();
  return claimed !== undefined;
};

/** Runs each job whose turn this copy claims; a failing job is logged and tried again at its next turn. */
export const runDueJobs = async <R extends Runtime>(runtime: R, jobs: readonly Job<R>[]) => {
  const ran: string[] = [];
  for (const job of jobs) {
    if (!(await claimTurn(runtime, job))) continue;
    try {
      await job.run(runtime);
      ran.push(job.name);
    } catch (error) {
      console.error(`[upstream] job ${job.name} failed: ${(error as Error).message}`);
    }
  }
  return ran;
};

/** Ticks every `tickMs` (a job's own interval decides whether it is due); stop() waits for a tick in progress. */
export const startJobs = <R extends Runtime>(runtime: R, jobs: readonly Job<R>[], tickMs: number) => {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => runDueJobs(runtime, jobs)).catch((error: Error) => console.error(`[upstream] jobs: ${error.message}`));
  }, tickMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
};
