import { describe, expect, it } from 'vitest';
import { createPublicCache } from './public-cache.ts';

describe('public cache', () => {
  it('shares one load between concurrent misses of a key', async () => {
    const cache = createPublicCache(1000);
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
  });

  it('loads again once an entry has expired', async () => {
    let at = 0;
    const cache = createPublicCache(1000, { now: () => at });
    let loads = 0;
    await cache.get('k', async () => ++loads);
    at = 1001;
    expect(await cache.get('k', async () => ++loads)).toBe(2);
  });

  it('stays bounded however many distinct keys strangers send', async () => {
    const cache = createPublicCache(60_000, { maxEntries: 100 });
    for (let i = 0; i < 5000; i++) await cache.get(`keyword ${i}`, async () => i);
    expect(cache.size()).toBeLessThanOrEqual(100);
    expect(await cache.get('keyword 4999', async () => -1)).toBe(4999);
  });

  it('does not keep a failed load', async () => {
    const cache = createPublicCache(60_000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });
});
