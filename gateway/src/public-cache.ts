/**
 * A short shared cache for public data (versions, editions, PoC feed, dictionaries…), keyed by call and
 * language. Concurrent misses share one upstream call; failures are not cached.
 */
export const createPublicCache = (ttlMs: number) => {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value as Promise<T>;
      const value = load();
      entries.set(key, { expires: now + ttlMs, value });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear: () => entries.clear(),
  };
};

export type PublicCache = ReturnType<typeof createPublicCache>;
