import { GraphQLError } from 'graphql';
import { checkPayStatus } from '../../../contract/index.ts';
import { renewPlaces } from './account-places.ts';
import type { Coordination } from './coordination.ts';
import type { LeaseReleases } from './lease-releases.ts';
import type { Watch } from './watch.ts';
import type { Watches } from './watches.ts';
import { quietly } from './warnings.ts';

export interface PollDeps {
  coordination: Coordination;
  leases: LeaseReleases;
  watches: Pick<Watches, 'listening' | 'changed'>;
}

/**
 * One tick of an order's watch: its subscribers' places are kept, and the upstream is asked the order's status
 * (with each subscriber's token in turn) if this process leads the order; a change goes to every process.
 */
export const pollOnce = async (orderNo: string, watch: Watch, { coordination, leases, watches }: PollDeps) => {
  if (watch.stopped) return;
  renewPlaces(coordination, watch.subscribers.keys());
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
      const again = watches.listening(orderNo, watch);
      if (again) quietly(again);
    }
    if (!(await coordination.lead(orderNo))) return;
    // the watch stopped while the lease was asked for: give back what was just taken
    if (watch.stopped) return leases.release(orderNo);
    const answer = await subscriber.upstream.call(checkPayStatus, { query: { order_no: orderNo } });
    if (answer.status === watch.last) return;
    try {
      await coordination.publish(orderNo, answer);
    } finally {
      // told here at once, whether or not the message reaches the other processes (they poll in turn)
      watches.changed(orderNo, answer);
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
