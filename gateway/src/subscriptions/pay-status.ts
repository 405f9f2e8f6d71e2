import { checkPayStatus } from '../../../contract/index.ts';
import type { Upstream } from '../upstream/client.ts';
import { SUBSCRIPTIONS_PER_ACCOUNT, takePlace } from './account-places.ts';
import { localCoordination, type Coordination, type SessionsEnded } from './coordination.ts';
import { leaseReleases } from './lease-releases.ts';
import { eventOf, paidAtOnce, type PayStatusEvent } from './pay-status-event.ts';
import { pollOnce } from './poller.ts';
import { sessionAccounts, sessionKey, type Caller } from './session-accounts.ts';
import { subscriberEvents } from './subscriber.ts';
import { systemTimers, type Timers } from './timers.ts';
import { createWatches, type Watches } from './watches.ts';
import { warn } from './warnings.ts';

export { SUBSCRIPTIONS_PER_ACCOUNT } from './account-places.ts';
export type { PayStatusEvent } from './pay-status-event.ts';
export type { Caller } from './session-accounts.ts';

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
  const accounts = sessionAccounts();
  const leases = leaseReleases(coordination);
  const watches: Watches = createWatches({
    coordination,
    leases,
    timers,
    intervalMs,
    timeLimitMs,
    poll: (orderNo, watch) => pollOnce(orderNo, watch, { coordination, leases, watches }),
    onPollers,
  });
  coordination.onSessionsEnded(watches.endSessions);

  return {
    /**
     * The events of one subscriber; throws (before any event) when the caller may not see the order. An unpaid
     * order's subscription takes one of the account's places first, and throws TOO_MANY_SUBSCRIPTIONS when none
     * is free; the place is given back however the subscription ends.
     */
    async subscribe(orderNo: string, upstream: Upstream, caller: Caller): Promise<AsyncIterable<PayStatusEvent>> {
      const answer = await upstream.call(checkPayStatus, { query: { order_no: orderNo } });
      if (answer.status) return paidAtOnce(orderNo, answer);
      const account = await accounts.of(caller);
      const { claim, release } = await takePlace(coordination, account, perAccount);
      const follower = { upstream, session: sessionKey(caller.token), account, claim };
      return subscriberEvents(follower, eventOf(orderNo, answer), (subscriber) => watches.join(orderNo, subscriber), release);
    },
    /** Ends the live subscriptions of a session (sign-out) or of every session of an account, in every process. */
    sessionsEnded: async (ended: { token: string } | { account: string }) => {
      const message: SessionsEnded = 'token' in ended ? { token: sessionKey(ended.token) } : ended;
      if ('token' in message) accounts.forget(message.token);
      await coordination.endSessions(message).catch(warn);
    },
    /** Orders this process watches now (each polled by at most one process). */
    pollerCount: watches.count,
    /** Subscribers of one order in this process. */
    subscriberCount: watches.subscriberCount,
    /** Whether this process hears the order's changes from the other processes (once its listening settles). */
    hearing: watches.hearing,
    /** Whether this process shares pollers with the others now (through Redis), or polls for its own subscribers. */
    sharing: () => coordination.sharing(),
    /** Resolves once every stopped watch has given its lease back (tests wait for it). */
    settled: leases.settled,
    close: async () => {
      watches.stopAll();
      // a gateway going away hands its orders over at once instead of when its leases run out
      await leases.settled();
      await coordination.close();
    },
  };
};

export type PayStatusHub = ReturnType<typeof createPayStatusHub>;
