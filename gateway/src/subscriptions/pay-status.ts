import { Repeater } from '@repeaterjs/repeater';
import { GraphQLError } from 'graphql';
import { checkPayStatus } from '../../../contract/index.ts';
import type { Upstream } from '../upstream/client.ts';

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
  /** counts the pollers running (metrics) */
  onPollers?: (count: number) => void;
}

interface Subscriber {
  upstream: Upstream;
  push: (event: PayStatusEvent) => void;
  stop: () => void;
}

interface Poller {
  subscribers: Set<Subscriber>;
  last: boolean;
  timer: NodeJS.Timeout;
  deadline: NodeJS.Timeout;
  busy: boolean;
}

const eventOf = (orderNo: string, paid: boolean): PayStatusEvent => ({ orderNo, paid, status: paid ? 1 : 0 });

/**
 * Pay status as a subscription (DESIGN): at most one poller per order number in this process, whatever the
 * number of subscribers. Each subscriber is authorized on subscribe by asking the status with its own token
 * (another user's order is "not found"), gets the current status at once, then every change. Everything ends
 * when the order is paid; a poller stops when its last subscriber leaves or at the time limit.
 */
export const createPayStatusHub = ({ intervalMs, timeLimitMs, onPollers }: PayStatusHubOptions) => {
  const pollers = new Map<string, Poller>();
  const counted = () => onPollers?.(pollers.size);

  const stopPoller = (orderNo: string) => {
    const poller = pollers.get(orderNo);
    if (!poller) return;
    clearInterval(poller.timer);
    clearTimeout(poller.deadline);
    pollers.delete(orderNo);
    counted();
    for (const subscriber of poller.subscribers) subscriber.stop();
  };

  const poll = async (orderNo: string, poller: Poller) => {
    // a slow upstream must not pile polls up
    if (poller.busy) return;
    const [subscriber] = poller.subscribers;
    if (!subscriber) return;
    poller.busy = true;
    try {
      const { status } = await subscriber.upstream.call(checkPayStatus, { query: { order_no: orderNo } });
      if (status !== poller.last) {
        poller.last = status;
        for (const s of poller.subscribers) s.push(eventOf(orderNo, status));
      }
      if (status) stopPoller(orderNo);
    } catch (error) {
      // a token that no longer signs in ends that subscriber; an upstream fault is retried at the next tick
      if (error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED') subscriber.stop();
    } finally {
      poller.busy = false;
    }
  };

  const join = (orderNo: string, subscriber: Subscriber, paid: boolean) => {
    let poller = pollers.get(orderNo);
    if (!poller) {
      const created: Poller = {
        subscribers: new Set(),
        last: paid,
        busy: false,
        timer: setInterval(() => void poll(orderNo, created), intervalMs),
        deadline: setTimeout(() => stopPoller(orderNo), timeLimitMs),
      };
      created.timer.unref();
      created.deadline.unref();
      pollers.set(orderNo, created);
      counted();
      poller = created;
    }
    poller.subscribers.add(subscriber);
    return () => {
      poller.subscribers.delete(subscriber);
      if (poller.subscribers.size === 0 && pollers.get(orderNo) === poller) stopPoller(orderNo);
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
    /** Pollers running now, by order number (tests and metrics). */
    pollerCount: () => pollers.size,
    close: () => {
      for (const orderNo of pollers.keys()) stopPoller(orderNo);
    },
  };
};

export type PayStatusHub = ReturnType<typeof createPayStatusHub>;
