import { Redis } from 'ioredis';

/*
 * Every limit the gateway keeps itself, in one place: a fixed window per key (page-view beacons), the same shared
 * through Redis across gateway copies, and a sliding minute per socket (graphql-ws operations). The upstream keeps
 * its own, on the database (upstream/src/runtime/rate-limit.ts), since only it sees every copy's requests at once.
 */

/**
 * At most `perWindow` hits per key in each fixed window, counted in this process's memory. For unauthenticated
 * writes that do no harm when a few are dropped (page-view beacons): a loop cannot flood the table, and the map
 * holds at most `maxKeys` keys, beyond which new keys are refused until the window turns.
 */
export const createWindowLimit = ({ perWindow, windowMs, maxKeys = 50_000, now = Date.now }: { perWindow: number; windowMs: number; maxKeys?: number; now?: () => number }) => {
  let windowStart = now();
  const counts = new Map<string, number>();
  return (key: string) => {
    const at = now();
    if (at - windowStart >= windowMs) {
      counts.clear();
      windowStart = at;
    }
    const seen = counts.get(key);
    if (seen === undefined && counts.size >= maxKeys) return false;
    const next = (seen ?? 0) + 1;
    counts.set(key, next);
    return next <= perWindow;
  };
};


export interface SharedWindowLimit {
  /** whether one more hit of `key` fits its window */
  allow(key: string): Promise<boolean>;
  close(): void;
}

/**
 * A window limit counted in Redis, so that a visitor who alternates between gateway copies is counted once: the
 * key's first hit opens its window (a counter that expires with it) and every hit, from any gateway, is an INCR of
 * that counter. While Redis is
 * unreachable each gateway counts alone (the limits of unauthenticated writes that do no harm when a few more
 * pass, never a reason to refuse everyone).
 */
export const redisWindowLimit = (url: string, name: string, { perWindow, windowMs }: { perWindow: number; windowMs: number }): SharedWindowLimit => {
  const local = createWindowLimit({ perWindow, windowMs });
  // no queue: a hit waits for no reconnection, it is counted here instead
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectionName: `gateway-${process.pid}-limits` });
  redis.on('error', (error: Error) => console.warn(`[gateway] Redis (limits): ${error.message}`));
  return {
    async allow(key) {
      if (redis.status !== 'ready') return local(key);
      const counter = `tidewatch:limit:${name}:${key}`;
      try {
        const results = await redis.multi().set(counter, 0, 'PX', windowMs, 'NX').incr(counter).exec();
        const [error, count] = results?.[1] ?? [new Error('no answer'), 0];
        if (error) throw error;
        return Number(count) <= perWindow;
      } catch {
        return local(key);
      }
    },
    close: () => redis.disconnect(),
  };
};

/** The same limit in this process alone (no REDIS_URL). */
export const localWindowLimit = (options: { perWindow: number; windowMs: number }): SharedWindowLimit => {
  const local = createWindowLimit(options);
  return { allow: async (key) => local(key), close: () => {} };
};

/** Operations one socket may open in a minute; past that the socket is closed with SOCKET_TOO_MANY_OPERATIONS. */
export const OPERATIONS_PER_MINUTE = 100;
/** graphql-ws's own close code for "too many", which its client takes as final (no reconnection loop). */
export const SOCKET_TOO_MANY_OPERATIONS = 4429;

const MINUTE = 60_000;

/**
 * Counts each socket's operations in a sliding minute: the times of its last OPERATIONS_PER_MINUTE operations, so
 * no window edge lets twice the number through. Answers whether one more operation fits; the counts go with the
 * socket (a WeakMap), so nothing is kept for a socket that closed.
 */
export const createSocketRate = (now: () => number, perMinute = OPERATIONS_PER_MINUTE) => {
  const opened = new WeakMap<object, number[]>();
  return (socket: object) => {
    const at = now();
    const times = (opened.get(socket) ?? []).filter((time) => at - time < MINUTE);
    opened.set(socket, times);
    if (times.length >= perMinute) return false;
    times.push(at);
    return true;
  };
};
