import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { checkPayStatus, type PayStatusAnswer } from '../../../contract/index.ts';

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
  close(): Promise<void>;
}

/** A session by its token's SHA-256 (a token itself never leaves the process), or all of an account's. */
export type SessionsEnded = { token: string } | { account: string };

const sessionsEnded = z.union([z.object({ token: z.string() }).strict(), z.object({ account: z.string() }).strict()]);

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
    close: async () => {
      listeners.clear();
      places.clear();
    },
  };
};

const PREFIX = 'tidewatch:pay-status';
const leaseKey = (orderNo: string) => `${PREFIX}:poller:${orderNo}`;
const channel = (orderNo: string) => `${PREFIX}:events:${orderNo}`;

/** Take the lease if it is free, renew it if it is ours; 1 when we hold it afterwards. */
const LEAD = `
local holder = redis.call('GET', KEYS[1])
if holder == false then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
if holder == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1 end
return 0`;
/** A status answer as a message: JSON of the answer, read back through the contract's own schema of it. */
const toMessage = (answer: PayStatusAnswer) => JSON.stringify(answer);
const fromMessage = (message: string): PayStatusAnswer => checkPayStatus.data.parse(JSON.parse(message));

/** Give the lease back only if it is ours. */
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/** An account's places: a sorted set of claims scored by when each lapses, on Redis's clock (processes' clocks differ). */
const placesKey = (account: string) => `${PREFIX}:places:${account}`;
const NOW_MS = `local t = redis.call('TIME') local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;
/** Forget lapsed places; take one if fewer than the limit remain. ARGV: claim, limit, lease ms. */
const CLAIM = `${NOW_MS}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1`;
/** Move the lapse of the places still held (XX: never revive one that lapsed or was given back). ARGV: lease ms, claims… */
const RENEW = `${NOW_MS}
for i = 2, #ARGV do redis.call('ZADD', KEYS[1], 'XX', now + tonumber(ARGV[1]), ARGV[i]) end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 0`;
const SESSIONS_ENDED = `${PREFIX}:sessions-ended`;
/** A place outlives a minute without renewal (or three polls, if slower): a process that died frees its places then. */
export const placeLeaseMs = (intervalMs: number) => Math.max(60_000, intervalMs * 3);

/** Several processes through Redis; the lease outlives three ticks so a slow tick does not hand it over. */
export const redisCoordination = (url: string, intervalMs: number): Coordination => {
  const me = randomUUID();
  const commands = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const events = new Redis(url, { lazyConnect: false });
  /** Each order this process hears: its listeners, and the SUBSCRIBE that they wait for. */
  const heard = new Map<string, { listeners: Set<(answer: PayStatusAnswer) => void>; subscribed: Promise<unknown> }>();
  const endListeners: ((ended: SessionsEnded) => void)[] = [];
  const lease = String(placeLeaseMs(intervalMs));
  /** This process's place names: a claim is unique across processes. */
  const placeOf = (claim: string) => `${me}:${claim}`;
  for (const connection of [commands, events]) {
    // the client reconnects by itself; a lost connection only delays events
    connection.on('error', (error: Error) => console.warn(`[gateway] Redis: ${error.message}`));
  }
  // ended sessions are heard for the life of the process (ioredis subscribes again after a reconnection)
  events.subscribe(SESSIONS_ENDED).catch((error: Error) => console.warn(`[gateway] Redis: ${error.message}`));
  events.on('message', (from: string, message: string) => {
    if (from === SESSIONS_ENDED) {
      let ended: SessionsEnded;
      try {
        ended = sessionsEnded.parse(JSON.parse(message));
      } catch {
        return console.warn('[gateway] Redis: an unreadable sessions-ended message');
      }
      for (const listener of endListeners) listener(ended);
      return;
    }
    const orderNo = from.slice(`${PREFIX}:events:`.length);
    let answer: PayStatusAnswer;
    try {
      answer = fromMessage(message);
    } catch {
      return console.warn(`[gateway] Redis: an unreadable pay-status message for ${orderNo}`);
    }
    for (const listener of heard.get(orderNo)?.listeners ?? []) listener(answer);
  });
  return {
    lead: async (orderNo) => (await commands.eval(LEAD, 1, leaseKey(orderNo), me, String(intervalMs * 3))) === 1,
    publish: async (orderNo, answer) => void (await commands.publish(channel(orderNo), toMessage(answer))),
    listen: async (orderNo, onChange) => {
      let entry = heard.get(orderNo);
      if (!entry) {
        const created = { listeners: new Set<(answer: PayStatusAnswer) => void>(), subscribed: events.subscribe(channel(orderNo)) };
        // a SUBSCRIBE that failed is asked again by the next listener, not taken as done
        created.subscribed.catch(() => heard.get(orderNo) === created && heard.delete(orderNo));
        heard.set(orderNo, created);
        entry = created;
      }
      // counted at once, so that an old watch of this order letting go now does not unsubscribe it
      entry.listeners.add(onChange);
      const mine = entry;
      const unlisten = async () => {
        mine.listeners.delete(onChange);
        if (mine.listeners.size === 0 && heard.get(orderNo) === mine) {
          heard.delete(orderNo);
          await events.unsubscribe(channel(orderNo));
        }
      };
      // answers only once Redis sends this order's messages here: what is published from now on is heard
      try {
        await mine.subscribed;
      } catch (error) {
        await unlisten().catch(() => {});
        throw error;
      }
      return unlisten;
    },
    release: async (orderNo) => void (await commands.eval(RELEASE, 1, leaseKey(orderNo), me)),
    claim: async (account, claim, limit) => (await commands.eval(CLAIM, 1, placesKey(account), placeOf(claim), String(limit), lease)) === 1,
    renew: async (account, claims) => {
      if (claims.length > 0) await commands.eval(RENEW, 1, placesKey(account), lease, ...claims.map(placeOf));
    },
    unclaim: async (account, claim) => void (await commands.zrem(placesKey(account), placeOf(claim))),
    endSessions: async (ended) => void (await commands.publish(SESSIONS_ENDED, JSON.stringify(ended))),
    onSessionsEnded: (listener) => void endListeners.push(listener),
    close: async () => {
      heard.clear();
      commands.disconnect();
      events.disconnect();
    },
  };
};
