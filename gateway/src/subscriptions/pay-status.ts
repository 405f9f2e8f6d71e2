import { createHash, randomUUID } from 'node:crypto';
import { Repeater } from '@repeaterjs/repeater';
import { GraphQLError } from 'graphql';
import { checkPayStatus, type PayStatusAnswer } from '../../../contract/index.ts';
import type { Upstream } from '../upstream/client.ts';
import { localCoordination, type Coordination, type SessionsEnded } from './coordination.ts';
import { systemTimers, type Timers } from './timers.ts';

/** Live pay-status subscriptions one account may hold at once, over all its sockets and every gateway. */
export const SUBSCRIPTIONS_PER_ACCOUNT = 10;
/** Sessions whose account this process remembers. */
const KNOWN_SESSIONS = 10_000;

/** Who subscribes: the session's token, and its account (asked only when a place is needed). */
export interface Caller {
  token: string;
  account: () => Promise<string>;
}

/** How a session is named between processes: never the token itself. */
export const sessionKey = (token: string) => createHash('sha256').update(token).digest('hex');

const tooMany = (limit: number) =>
  new GraphQLError(`At most ${limit} orders' payment status can be followed at once; close a checkout page you no longer need, then try again`, {
    extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' },
  });
const signedOut = () => new GraphQLError('You have signed out; please sign in again', { extensions: { code: 'UNAUTHENTICATED' } });

/** What a subscriber of `orderPayStatus` receives. */
export interface PayStatusEvent {
  orderNo: string;
  paid: boolean;
  /** the spec's pay_status: 0 unpaid, 1 paid */
  status: 0 | 1;
  /** the order's trade_status (4: refunded), when the upstream's status answer says it */
  tradeStatus?: number | null;
  /** the order's months (-1: the 7-day trial), when the upstream's status answer says it */
  period?: number;
}

export interface PayStatusHubOptions {
  /** how often an order's status is asked of the upstream */
  intervalMs: number;
  /** a subscription ends this long after it began even if the order is still unpaid (the checkstand offers to check again) */
  timeLimitMs: number;
  /** how processes share pollers and events (one process alone by default; Redis with REDIS_URL) */
  coordination?: Coordination;
  /** where polls and time limits are scheduled (tests move time themselves) */
  timers?: Timers;
  /** counts the orders this process watches (metrics) */
  onPollers?: (count: number) => void;
  /** live subscriptions one account may hold (SUBSCRIPTIONS_PER_ACCOUNT) */
  perAccount?: number;
}

interface Subscriber {
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

/** This process's watch on one order: its subscribers here (each with its own time limit), and its poll timer. */
interface Watch {
  subscribers: Map<Subscriber, () => void>;
  last: boolean;
  stopPolling: () => void;
  busy: boolean;
  stopped: boolean;
  /** whose token the next poll uses: each in turn, so a signed-out token is found whichever it is */
  turn: number;
  /** the order's events from every process; undefined until asked, and again after a failed attempt */
  listening?: Promise<() => Promise<void>>;
}

/** An event from the upstream's status answer, which every subscriber of the order gets as it is. */
const eventOf = (orderNo: string, { status, trade_status, period }: PayStatusAnswer): PayStatusEvent => ({
  orderNo,
  paid: status,
  status: status ? 1 : 0,
  ...(trade_status !== undefined ? { tradeStatus: trade_status } : {}),
  ...(period !== undefined ? { period } : {}),
});

const warn = (error: Error) => console.warn(`[gateway] pay-status: ${error.message}`);

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
 * Pay status as a subscription (DESIGN): at most one poller per order number in this process — and, with
 * Redis, across processes — whatever the number of subscribers. Each subscriber is authorized on subscribe by
 * asking the status with its own token (another user's order is "not found"), gets the current status at
 * once, then every change. Everything ends when the order is paid; a subscriber also ends at its time limit,
 * and a watch stops when its last subscriber here leaves.
 *
 * No subscriber may miss the payment: a subscriber joins its watch before its first event goes out; the
 * process that polls tells its own subscribers what it found even if the message between processes is lost
 * or it could not listen (it tries again each tick); and a watch that missed another process's message still
 * has its own turn to poll once that process lets the order go.
 */
export const createPayStatusHub = ({
  intervalMs,
  timeLimitMs,
  coordination = localCoordination(),
  timers = systemTimers,
  onPollers,
  perAccount = SUBSCRIPTIONS_PER_ACCOUNT,
}: PayStatusHubOptions) => {
  const watches = new Map<string, Watch>();
  /** Each session's account, asked once: a token never changes hands, and a checkstand reopened asks no more. */
  const accounts = new Map<string, Promise<string>>();
  const accountOf = (caller: Caller) => {
    const session = sessionKey(caller.token);
    let account = accounts.get(session);
    if (!account) {
      account = caller.account();
      account.catch(() => accounts.delete(session));
      accounts.set(session, account);
      // bounded: the oldest sessions are asked again if they come back
      if (accounts.size > KNOWN_SESSIONS) accounts.delete(accounts.keys().next().value!);
    }
    return account;
  };
  /** leases being given back (`settled` and `close` wait for them) */
  const releases = new Set<Promise<unknown>>();
  const counted = () => onPollers?.(watches.size);
  const quietly = (work: Promise<unknown>) => void work.catch(warn);
  const release = (orderNo: string) => {
    const done = coordination
      .release(orderNo)
      .catch(warn)
      .finally(() => releases.delete(done));
    releases.add(done);
  };
  const settled = async () => {
    while (releases.size > 0) await Promise.all(releases);
  };

  const listening = (orderNo: string, watch: Watch) => {
    if (!watch.listening && !watch.stopped) {
      watch.listening = coordination.listen(orderNo, (answer) => changed(orderNo, answer)).catch((error: Error) => {
        watch.listening = undefined;
        throw error;
      });
    }
    return watch.listening;
  };

  const stopWatch = (orderNo: string, watch: Watch) => {
    if (watch.stopped) return;
    watch.stopped = true;
    watch.stopPolling();
    if (watches.get(orderNo) === watch) watches.delete(orderNo);
    counted();
    if (watch.listening) quietly(watch.listening.then((unlisten) => unlisten()));
    release(orderNo);
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
    if (answer.status) stopWatch(orderNo, watch);
  };

  /** Ends, here, the subscriptions of sessions that ended (heard from whichever process learnt it). */
  coordination.onSessionsEnded((ended) => {
    for (const watch of watches.values()) {
      for (const subscriber of watch.subscribers.keys()) {
        if ('token' in ended ? subscriber.session === ended.token : subscriber.account === ended.account) subscriber.fail(signedOut());
      }
    }
  });

  /** Keeps this watch's places taken, one call per account (its subscribers all belong to the order's owner). */
  const renewPlaces = (watch: Watch) => {
    const byAccount = new Map<string, string[]>();
    for (const subscriber of watch.subscribers.keys()) byAccount.set(subscriber.account, [...(byAccount.get(subscriber.account) ?? []), subscriber.claim]);
    for (const [account, claims] of byAccount) quietly(coordination.renew(account, claims));
  };

  const tick = async (orderNo: string, watch: Watch) => {
    if (watch.stopped) return;
    renewPlaces(watch);
    // a slow upstream must not pile polls up
    if (watch.busy) return;
    const subscribers = [...watch.subscribers.keys()];
    const subscriber = subscribers[watch.turn++ % Math.max(1, subscribers.length)];
    if (!subscriber) return;
    watch.busy = true;
    try {
      // listen again if that failed; polling never waits for it, since what this process finds its own
      // subscribers are told directly
      if (!watch.listening) {
        const again = listening(orderNo, watch);
        if (again) quietly(again);
      }
      if (!(await coordination.lead(orderNo))) return;
      // the watch stopped while the lease was asked for: give back what was just taken
      if (watch.stopped) return release(orderNo);
      const answer = await subscriber.upstream.call(checkPayStatus, { query: { order_no: orderNo } });
      if (answer.status === watch.last) return;
      try {
        await coordination.publish(orderNo, answer);
      } finally {
        // told here at once, whether or not the message reaches the other processes (they poll in turn)
        changed(orderNo, answer);
      }
    } catch (error) {
      // a token that no longer signs in ends that subscriber with the error, here and in every process; an
      // upstream or Redis fault is retried next tick
      if (error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED') {
        subscriber.fail(error);
        quietly(coordination.endSessions({ token: subscriber.session }));
      }
    } finally {
      watch.busy = false;
    }
  };

  /** Adds an unpaid order's subscriber to its watch (starting one); answers how it leaves. */
  const join = (orderNo: string, subscriber: Subscriber) => {
    let watch = watches.get(orderNo);
    if (!watch) {
      const created: Watch = { subscribers: new Map(), last: false, busy: false, stopped: false, turn: 0, stopPolling: () => {} };
      created.stopPolling = timers.every(intervalMs, () => tick(orderNo, created));
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
      if (joined.subscribers.size === 0) stopWatch(orderNo, joined);
    };
  };

  return {
    /**
     * The events of one subscriber; throws (before any event) when the caller may not see the order. An unpaid
     * order's subscription takes one of the account's places first, and throws TOO_MANY_SUBSCRIPTIONS when none
     * is free; the place is given back however the subscription ends.
     */
    async subscribe(orderNo: string, upstream: Upstream, caller: Caller): Promise<AsyncIterable<PayStatusEvent>> {
      const answer = await upstream.call(checkPayStatus, { query: { order_no: orderNo } });
      if (answer.status) {
        return new Repeater<PayStatusEvent>(async (push, stop) => {
          await push(eventOf(orderNo, answer));
          stop();
        });
      }
      const account = await accountOf(caller);
      const claim = randomUUID();
      const taken = await coordination.claim(account, claim, perAccount).catch((error: Error) => {
        // Redis unreachable: the place cannot be counted, and a checkstand is not refused for it (each order is
        // still polled once, and an account has at most 20 unpaid orders a day)
        warn(error);
        return true;
      });
      if (!taken) throw tooMany(perAccount);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        quietly(coordination.unclaim(account, claim));
      };
      const events = new Repeater<PayStatusEvent>(async (push, stop) => {
        const subscriber: Subscriber = {
          upstream,
          session: sessionKey(caller.token),
          account,
          claim,
          push: (event) => void push(event),
          stop: () => stop(),
          fail: (error) => stop(error),
        };
        // joined before the first event goes out: a payment found from here on reaches this subscriber
        const leave = join(orderNo, subscriber);
        try {
          await push(eventOf(orderNo, answer));
          await stop;
        } finally {
          leave();
          release();
        }
      });
      return givingBackUnread(events, release);
    },
    /** Ends the live subscriptions of a session (sign-out) or of every session of an account, in every process. */
    sessionsEnded: async (ended: { token: string } | { account: string }) => {
      const message: SessionsEnded = 'token' in ended ? { token: sessionKey(ended.token) } : ended;
      if ('token' in message) accounts.delete(message.token);
      await coordination.endSessions(message).catch(warn);
    },
    /** Orders this process watches now (each polled by at most one process). */
    pollerCount: () => watches.size,
    /** Subscribers of one order in this process. */
    subscriberCount: (orderNo: string) => watches.get(orderNo)?.subscribers.size ?? 0,
    /** Whether this process hears the order's changes from the other processes (once its listening settles). */
    hearing: async (orderNo: string) => {
      const listened = watches.get(orderNo)?.listening;
      return listened ? listened.then(() => true, () => false) : false;
    },
    /** Resolves once every stopped watch has given its lease back (tests wait for it). */
    settled,
    close: async () => {
      for (const [orderNo, watch] of watches) stopWatch(orderNo, watch);
      // a gateway going away hands its orders over at once instead of when its leases run out
      await settled();
      await coordination.close();
    },
  };
};

export type PayStatusHub = ReturnType<typeof createPayStatusHub>;
