import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { Coordination } from './coordination.ts';
import { quietly, warn } from './warnings.ts';

/** Live pay-status subscriptions one account may hold at once, over all its sockets and every gateway. */
export const SUBSCRIPTIONS_PER_ACCOUNT = 10;

const tooMany = (limit: number) =>
  new GraphQLError(`At most ${limit} orders' payment status can be followed at once; close a checkout page you no longer need, then try again`, {
    extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' },
  });

/** One of an account's places, held by one subscription. */
export interface Place {
  claim: string;
  /** gives the place back; only the first call does, since a subscription can end in more than one way at once */
  release: () => void;
}

/** Takes one of the account's `limit` places; throws TOO_MANY_SUBSCRIPTIONS when none is free. */
export const takePlace = async (coordination: Coordination, account: string, limit: number): Promise<Place> => {
  const claim = randomUUID();
  const taken = await coordination.claim(account, claim, limit).catch((error: Error) => {
    // Redis unreachable: the place cannot be counted, and a checkstand is not refused for it (each order is
    // still polled once, and an account has at most 20 unpaid orders a day)
    warn(error);
    return true;
  });
  if (!taken) throw tooMany(limit);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    quietly(coordination.unclaim(account, claim));
  };
  return { claim, release };
};

/** Keeps the places of a watch's subscribers taken, one call per account (they all belong to the order's owner). */
export const renewPlaces = (coordination: Coordination, subscribers: Iterable<{ account: string; claim: string }>) => {
  const byAccount = new Map<string, string[]>();
  for (const subscriber of subscribers) byAccount.set(subscriber.account, [...(byAccount.get(subscriber.account) ?? []), subscriber.claim]);
  for (const [account, claims] of byAccount) quietly(coordination.renew(account, claims));
};
