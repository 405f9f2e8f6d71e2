import { Redis } from 'ioredis';
import { createWindowLimit } from './window-limit.ts';

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
