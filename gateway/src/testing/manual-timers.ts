import type { Timers } from '../subscriptions/timers.ts';

interface Scheduled {
  due: number;
  period?: number;
  task: () => Promise<void> | void;
}

/**
 * Timers whose time moves only when a test says so. `advance(ms)` runs every task that falls due, in
 * order of its due time, and waits for each (a poll finishes before the next one starts), so a test
 * knows exactly how many polls happened however slow the machine is.
 */
export const manualTimers = () => {
  let now = 0;
  let ids = 0;
  const scheduled = new Map<number, Scheduled>();
  const schedule = (entry: Scheduled) => {
    const id = ids++;
    scheduled.set(id, entry);
    return () => void scheduled.delete(id);
  };
  const nextDue = (until: number) => {
    let found: [number, Scheduled] | undefined;
    for (const [id, entry] of scheduled) if (entry.due <= until && (!found || entry.due < found[1].due)) found = [id, entry];
    return found;
  };
  const timers: Timers = {
    every: (ms, task) => schedule({ due: now + ms, period: ms, task }),
    after: (ms, task) => schedule({ due: now + ms, task }),
    now: () => now,
  };
  return {
    ...timers,
    /** Moves time on by `ms`, running (and awaiting) each task as it falls due. */
    async advance(ms: number) {
      const until = now + ms;
      for (let next = nextDue(until); next; next = nextDue(until)) {
        const [id, entry] = next;
        now = entry.due;
        if (entry.period) entry.due += entry.period;
        else scheduled.delete(id);
        await entry.task();
      }
      now = until;
    },
    /** How many tasks wait for their time (periodic ones included). */
    pending: () => scheduled.size,
  };
};

export type ManualTimers = ReturnType<typeof manualTimers>;
