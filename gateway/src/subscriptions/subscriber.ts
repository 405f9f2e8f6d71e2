import { Repeater } from '@repeaterjs/repeater';
import type { GraphQLError } from 'graphql';
import type { Upstream } from '../upstream/client.ts';
import type { PayStatusEvent } from './pay-status-event.ts';

/** One live subscription of an unpaid order, as its watch knows it. */
export interface Subscriber {
  upstream: Upstream;
  /** sessionKey of its token */
  session: string;
  account: string;
  /** its place among the account's live subscriptions */
  claim: string;
  push: (event: PayStatusEvent) => void;
  stop: () => void;
  /** ends it with an error the client sees (a session that ended) */
  fail: (error: GraphQLError) => void;
}

/** Who subscribes, before there are events to tell it. */
export type Follower = Omit<Subscriber, 'push' | 'stop' | 'fail'>;

/**
 * The events, with `release` called when they are given up before they were ever read (graphql-ws does so when
 * the client completes an operation while it is still being set up): a Repeater's own `finally` runs only once
 * it has been read, and a place taken for a subscription nobody reads must still be given back.
 */
const givingBackUnread = <T>(events: Repeater<T>, release: () => void): AsyncIterableIterator<T> => {
  let read = false;
  return {
    next: () => {
      read = true;
      return events.next();
    },
    return: (value?: unknown) => {
      if (!read) release();
      return events.return(value as T);
    },
    throw: (error?: unknown) => {
      if (!read) release();
      return events.throw(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
};

/**
 * One subscriber's events: `first`, then what its watch tells it. `join` adds it to the order's watch and answers
 * how it leaves; it leaves, and `release` gives its place back, however the subscription ends.
 */
export const subscriberEvents = (follower: Follower, first: PayStatusEvent, join: (subscriber: Subscriber) => () => void, release: () => void) => {
  const events = new Repeater<PayStatusEvent>(async (push, stop) => {
    const subscriber: Subscriber = {
      ...follower,
      push: (event) => void push(event),
      stop: () => stop(),
      fail: (error) => stop(error),
    };
    // joined before the first event goes out: a payment found from here on reaches this subscriber
    const leave = join(subscriber);
    try {
      await push(first);
      await stop;
    } finally {
      leave();
      release();
    }
  });
  return givingBackUnread(events, release);
};
