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
