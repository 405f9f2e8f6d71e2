import type { PayStatusAnswer } from '../../../contract/index.ts';

/**
 * How pay-status pollers agree across gateway processes. In one process every order has one poller and
 * its changes go straight to local subscribers. With Redis, processes that have subscribers for an order
 * elect one of them to poll it (a lease that the leader renews every tick and that expires if it dies) and
 * every change is published to all of them. The same way they share each account's places for live
 * subscriptions (the cap per user) and hear of sessions that ended (sign-out).
 */
export interface Coordination {
  /** Called every tick by each process with subscribers: whether this process polls the order now. */
  lead(orderNo: string): Promise<boolean>;
  /** Tells every process (this one included) the order's new status, as the upstream answered it. */
  publish(orderNo: string, answer: PayStatusAnswer): Promise<void>;
  /** Hears the order's changes until the returned function is called. */
  listen(orderNo: string, onChange: (answer: PayStatusAnswer) => void): Promise<() => Promise<void>>;
  /** This process no longer polls the order (its last subscriber left, or the order is paid). */
  release(orderNo: string): Promise<void>;
  /** Takes one of an account's `limit` places for live subscriptions, across processes; false when none is free. */
  claim(account: string, claim: string, limit: number): Promise<boolean>;
  /** Keeps this process's places of an account taken (with Redis a place lapses when its process stops renewing it). */
  renew(account: string, claims: string[]): Promise<void>;
  /** Gives a place back. */
  unclaim(account: string, claim: string): Promise<void>;
  /** Tells every process (this one included) that a session, or every session of an account, has ended. */
  endSessions(ended: SessionsEnded): Promise<void>;
  /** Hears ended sessions, from every process. */
  onSessionsEnded(listener: (ended: SessionsEnded) => void): void;
  /** Whether pollers are shared with other processes right now (false with no Redis, or while it is away). */
  sharing(): boolean;
  close(): Promise<void>;
}

/** A session by its token's SHA-256 (a token itself never leaves the process), or all of an account's. */
export type SessionsEnded = { token: string } | { account: string };

/** One process: it always leads, and changes go to its own listeners. */
export const localCoordination = (): Coordination => {
  const listeners = new Map<string, Set<(answer: PayStatusAnswer) => void>>();
  const places = new Map<string, Set<string>>();
  const endListeners: ((ended: SessionsEnded) => void)[] = [];
  return {
    lead: async () => true,
    publish: async (orderNo, answer) => {
      for (const listener of listeners.get(orderNo) ?? []) listener(answer);
    },
    listen: async (orderNo, onChange) => {
      const set = listeners.get(orderNo) ?? new Set();
      listeners.set(orderNo, set);
      set.add(onChange);
      return async () => {
        set.delete(onChange);
        if (set.size === 0) listeners.delete(orderNo);
      };
    },
    release: async () => {},
    claim: async (account, claim, limit) => {
      const taken = places.get(account) ?? new Set();
      if (taken.size >= limit) return false;
      places.set(account, taken.add(claim));
      return true;
    },
    renew: async () => {},
    unclaim: async (account, claim) => {
      const taken = places.get(account);
      if (taken?.delete(claim) && taken.size === 0) places.delete(account);
    },
    endSessions: async (ended) => {
      for (const listener of endListeners) listener(ended);
    },
    onSessionsEnded: (listener) => void endListeners.push(listener),
    sharing: () => false,
    close: async () => {
      listeners.clear();
      places.clear();
    },
  };
};
