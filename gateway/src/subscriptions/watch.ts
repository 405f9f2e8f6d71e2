import { GraphQLError } from 'graphql';
import type { PayStatusAnswer } from '../../../contract/index.ts';
import type { Coordination, SessionsEnded } from './coordination.ts';
import type { Subscriber } from './subscriber.ts';

/** This process's watch on one order: its subscribers here (each with its own time limit), and its poll timer. */
export interface Watch {
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

/** A watch of an order thought unpaid, not yet polling. */
export const newWatch = (): Watch => ({ subscribers: new Map(), last: false, busy: false, stopped: false, turn: 0, stopPolling: () => {} });

/** Listens to the order's events from every process, unless the watch already does (or is asking) or has stopped. */
export const listenTo = (coordination: Coordination, orderNo: string, watch: Watch, onChange: (answer: PayStatusAnswer) => void) => {
  if (!watch.listening && !watch.stopped) {
    watch.listening = coordination.listen(orderNo, onChange).catch((error: Error) => {
      watch.listening = undefined;
      throw error;
    });
  }
  return watch.listening;
};

const signedOut = () => new GraphQLError('You have signed out; please sign in again', { extensions: { code: 'UNAUTHENTICATED' } });

/** Ends the watch's subscriptions of sessions that ended. */
export const failEnded = (watch: Watch, ended: SessionsEnded) => {
  for (const subscriber of watch.subscribers.keys()) {
    if ('token' in ended ? subscriber.session === ended.token : subscriber.account === ended.account) subscriber.fail(signedOut());
  }
};
