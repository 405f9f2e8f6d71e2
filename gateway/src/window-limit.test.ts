import { describe, expect, it } from 'vitest';
import { createWindowLimit } from './window-limit.ts';

describe('window limit', () => {
  it('allows perWindow hits of a key in a window, then refuses until the window turns', () => {
    let at = 0;
    const allow = createWindowLimit({ perWindow: 3, windowMs: 60_000, now: () => at });
    expect([allow('a'), allow('a'), allow('a'), allow('a')]).toEqual([true, true, true, false]);
    expect(allow('b')).toBe(true);
    at = 60_000;
    expect(allow('a')).toBe(true);
  });

  it('refuses new keys once it holds maxKeys, so strangers cannot grow it', () => {
    const allow = createWindowLimit({ perWindow: 10, windowMs: 60_000, maxKeys: 2, now: () => 0 });
    expect([allow('a'), allow('b'), allow('c'), allow('a')]).toEqual([true, true, false, true]);
  });
});
