import { Repeater } from '@repeaterjs/repeater';
import { GraphQLError } from 'graphql';
import { checkPayStatus } from '../../../contract/index.ts';
import type { Upstream } from '../upstream/client.ts';
import { localCoordination, type Coordination } from './coordination.ts';

/** What a subscriber of `orderPayStatus` receives. */
export interface PayStatusEvent {
  orderNo: string;
  paid: boolean;
  /** the spec's pay_status: 0 unpaid, 1 paid */
  status: 0 | 1;
}

export interface PayStatusHubOptions {
  /** how often an order's status is asked of the upstream */
  intervalMs: number;
  /** a poller ends after this long even if the order is still unpaid (the checkstand offers to check again) */
  timeLimitMs: number;
  /** how processes share pollers and events (one process alone by default; Redis with REDIS_URL) */
  coordination?: Coordination;
  /** counts the orders this process watches (metrics) */
  onPollers?: (count: number) => void;
}

interface Subscriber {
  upstream: Upstream;
  push: (event: PayStatusEvent) => void;
  stop: () => void;
}

/** This process's watch on one order: its subscribers here, and the timer that polls when it leads. */
interface Watch {
  subscribers: Set<Subscriber>;
  last: boolean;
  timer: NodeJS.Timeout;
  deadline: NodeJS.Timeout;
  busy: boolean;
  unlisten: Promise<() => Promise<void>>;
}

const eventOf = (orderNo: string, paid: boolean): PayStatusEvent => ({ orderNo, paid, status: paid ? 1 : 0 });

const quietly = (work: Promise<unknown>) => void work.catch((error: Error) => console.warn(`[gateway] pay-status: ${error.message}`));

/**
 * Pay status as a subscription (DESIGN): at most one poller per order number in this process — and, with
 * Redis, across processes — whatever the number of subscribers. Each subscriber is authorized on subscribe by
 * asking the status with its own token (another user's order is "not found"), gets the current status at
 * once, then every change. Everything ends when the order is paid; a watch stops when its last subscriber
 * here leaves or at the time limit.
 */
export const createPayStatusHub = ({ intervalMs, timeLimitMs, coordination = localCoordination(), onPollers }: PayStatusHubOptions) => {
  const watches = new Map<string, Watch>();
  const counted = () => onPollers?.(watches.size);

  const stopWatch = (orderNo: string) => {
    const watch = watches.get(orderNo);
    if (!watch) return;
    clearInterval(watch.timer);
    clearTimeout(watch.deadline);
    watches.delete(orderNo);
    counted();
    quietly(watch.unlisten.then((unlisten) => unlisten()));
    quietly(coordination.release(orderNo));
    for (const subscriber of watch.subscribers) subscriber.stop();
  };

  /** A change heard from whichever process polled. */
  const changed = (orderNo: string, paid: boolean) => {
    const watch = watches.get(orderNo);
    if (!watch || paid === watch.last) return;
    watch.last = paid;
    for (const subscriber of watch.subscribers) subscriber.push(eventOf(orderNo, paid));
    if (paid) stopWatch(orderNo);
  };

  const tick = async (orderNo: string, watch: Watch) => {
    // a slow upstream must not pile polls up
    if (watch.busy) return;
    const [subscriber] = watch.subscribers;
    if (!subscriber) return;
    watch.busy = true;
    try {
      if (!(await coordination.lead(orderNo))) return;
      const { status } = await subscriber.upstream.call(checkPayStatus, { query: { order_no: orderNo } });
      if (status !== watch.last) await coordination.publish(orderNo, status);
    } catch (error) {
      // a token that no longer signs in ends that subscriber; an upstream or Redis fault is retried next tick
      if (error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED') subscriber.stop();
    } finally {
      watch.busy = false;
    }
  };

  const join = (orderNo: string, subscriber: Subscriber, paid: boolean) => {
    let watch = watches.get(orderNo);
    if (!watch) {
      const created: Watch = {
        subscribers: new Set(),
        last: paid,
        busy: false,
        timer: setInterval(() => void tick(orderNo, created), intervalMs),
        deadline: setTimeout(() => stopWatch(orderNo), timeLimitMs),
        unlisten: coordination.listen(orderNo, (status) => changed(orderNo, status)),
      };
      created.timer.unref();
      created.deadline.unref();
      quietly(created.unlisten);
      watches.set(orderNo, created);
      counted();
      watch = created;
    }
    watch.subscribers.add(subscriber);
    const joined = watch;
    return () => {
      joined.subscribers.delete(subscriber);
      if (joined.subscribers.size === 0 && watches.get(orderNo) === joined) stopWatch(orderNo);
    };
  };

  return {
    /** The events of one subscriber; throws (before any event) when the caller may not see the order. */
    async subscribe(orderNo: string, upstream: Upstream): Promise<AsyncIterable<PayStatusEvent>> {
      const { status: paid } = await upstream.call(checkPayStatus, { query: { order_no: orderNo } });
      return new Repeater<PayStatusEvent>(async (push, stop) => {
        await push(eventOf(orderNo, paid));
        if (paid) {
          stop();
          return;
        }
        const leave = join(orderNo, { upstream, push: (event) => void push(event), stop: () => stop() }, paid);
        await stop;
        leave();
      });
    },
    /** Orders this process watches now (each polled by at most one process). */
    pollerCount: () => watches.size,
    close: async () => {
      for (const orderNo of watches.keys()) stopWatch(orderNo);
      await coordination.close();
    },
  };
};

export type PayStatusHub = ReturnType<typeof createPayStatusHub>;
