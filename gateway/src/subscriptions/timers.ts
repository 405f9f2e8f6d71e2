/**
 * Where the pay-status hub schedules its polls and time limits. Production uses the system's timers;
 * tests pass manual timers (`gateway/src/testing/manual-timers.ts`) and move time themselves, so that no
 * test depends on how fast a busy machine runs.
 */
export interface Timers {
  /** Runs `task` every `ms` until the returned function is called. */
  every(ms: number, task: () => Promise<void> | void): () => void;
  /** Runs `task` once after `ms` unless the returned function is called first. */
  after(ms: number, task: () => void): () => void;
  /** The time in milliseconds, on the clock these timers keep (for counting events in a window). */
  now(): number;
}

export const systemTimers: Timers = {
  every(ms, task) {
    // timers never keep the process alive: a gateway that is closing must be able to exit
    const timer = setInterval(() => void task(), ms).unref();
    return () => clearInterval(timer);
  },
  after(ms, task) {
    const timer = setTimeout(task, ms).unref();
    return () => clearTimeout(timer);
  },
  now: () => performance.now(),
};
