import type { PayStatusAnswer } from '../../../contract/index.ts';
import type { Coordination, SessionsEnded } from './coordination.ts';
import type { LeaseReleases } from './lease-releases.ts';
import { eventOf } from './pay-status-event.ts';
import type { Subscriber } from './subscriber.ts';
import type { Timers } from './timers.ts';
import { failEnded, listenTo, newWatch, type Watch } from './watch.ts';
import { quietly } from './warnings.ts';

export interface WatchesOptions {
  coordination: Coordination;
  leases: LeaseReleases;
  timers: Timers;
  intervalMs: number;
  timeLimitMs: number;
  /** one tick of a watch, every `intervalMs` while it lasts */
  poll: (orderNo: string, watch: Watch) => Promise<void>;
  /** counts the orders this process watches (metrics) */
  onPollers?: (count: number) => void;
}

/** The orders this process watches, one watch each, and their subscribers here. */
export const createWatches = ({ coordination, leases, timers, intervalMs, timeLimitMs, poll, onPollers }: WatchesOptions) => {
  const watches = new Map<string, Watch>();
  const counted = () => onPollers?.(watches.size);
  const listening = (orderNo: string, watch: Watch) => listenTo(coordination, orderNo, watch, (answer) => changed(orderNo, answer));

  const stop = (orderNo: string, watch: Watch) => {
    if (watch.stopped) return;
    watch.stopped = true;
    watch.stopPolling();
    if (watches.get(orderNo) === watch) watches.delete(orderNo);
    counted();
    if (watch.listening) quietly(watch.listening.then((unlisten) => unlisten()));
    leases.release(orderNo);
    for (const [subscriber, cancelTimeLimit] of watch.subscribers) {
      cancelTimeLimit();
      subscriber.stop();
    }
  };

  /** A change heard from whichever process polled (this one included), with all the status answer said. */
  const changed = (orderNo: string, answer: PayStatusAnswer) => {
    const watch = watches.get(orderNo);
    if (!watch || answer.status === watch.last) return;
    watch.last = answer.status;
    for (const subscriber of watch.subscribers.keys()) subscriber.push(eventOf(orderNo, answer));
    if (answer.status) stop(orderNo, watch);
  };

  /** Adds an unpaid order's subscriber to its watch (starting one); answers how it leaves. */
  const join = (orderNo: string, subscriber: Subscriber) => {
    let watch = watches.get(orderNo);
    if (!watch) {
      const created = newWatch();
      created.stopPolling = timers.every(intervalMs, () => poll(orderNo, created));
      watches.set(orderNo, created);
      counted();
      // listen at once, so that a change another process finds from now on is heard
      const first = listening(orderNo, created);
      if (first) quietly(first);
      watch = created;
    }
    watch.subscribers.set(
      subscriber,
      timers.after(timeLimitMs, () => subscriber.stop()),
    );
    const joined = watch;
    return () => {
      joined.subscribers.get(subscriber)?.();
      joined.subscribers.delete(subscriber);
      if (joined.subscribers.size === 0) stop(orderNo, joined);
    };
  };

  return {
    join,
    changed,
    listening,
    /** Ends, here, the subscriptions of sessions that ended (heard from whichever process learnt it). */
    endSessions: (ended: SessionsEnded) => {
      for (const watch of watches.values()) failEnded(watch, ended);
    },
    stopAll: () => {
      for (const [orderNo, watch] of watches) stop(orderNo, watch);
    },
    count: () => watches.size,
    subscriberCount: (orderNo: string) => watches.get(orderNo)?.subscribers.size ?? 0,
    /** Whether this process hears the order's changes from the other processes (once its listening settles). */
    hearing: async (orderNo: string) => {
      const listened = watches.get(orderNo)?.listening;
      return listened ? listened.then(() => true, () => false) : false;
    },
  };
};

export type Watches = ReturnType<typeof createWatches>;
