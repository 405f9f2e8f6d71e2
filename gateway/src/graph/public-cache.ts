/**
 * A short shared cache for public data (versions, editions, PoC feed, dictionaries, market searches…), keyed
 * by call and language. Concurrent misses share one upstream call; failures are not cached. Keys can carry
 * free text (a market keyword), so the cache is bounded: expired entries are swept, then the oldest go.
 */
export const createPublicCache = (ttlMs: number, { maxEntries = 2000, now = Date.now } = {}) => {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  const makeRoom = (at: number) => {
    if (entries.size < maxEntries) return;
    for (const [key, entry] of entries) if (entry.expires <= at) entries.delete(key);
    for (const key of entries.keys()) {
      if (entries.size < maxEntries) break;
      entries.delete(key);
    }
  };
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const at = now();
      const hit = entries.get(key);
      if (hit && hit.expires > at) return hit.value as Promise<T>;
      entries.delete(key);
      makeRoom(at);
      const value = load();
      const entry = { expires: at + ttlMs, value };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    size: () => entries.size,
    clear: () => entries.clear(),
  };
};

export type PublicCache = ReturnType<typeof createPublicCache>;
