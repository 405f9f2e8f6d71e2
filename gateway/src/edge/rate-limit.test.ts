import { describe, expect, it } from 'vitest';
import { createSocketRate, createWindowLimit, OPERATIONS_PER_MINUTE } from './rate-limit.ts';

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

describe('operations a socket may open', () => {
  it(`lets ${OPERATIONS_PER_MINUTE} through in a minute and refuses the next`, () => {
    let now = 0;
    const fits = createSocketRate(() => now);
    const socket = {};
    const answers = Array.from({ length: OPERATIONS_PER_MINUTE + 1 }, () => fits(socket));
    expect(answers.filter(Boolean)).toHaveLength(OPERATIONS_PER_MINUTE);
    expect(answers.at(-1)).toBe(false);
    now = 59_999;
    expect(fits(socket)).toBe(false);
  });

  it('counts a sliding minute, so no window edge lets twice the number through', () => {
    let now = 0;
    const fits = createSocketRate(() => now);
    const socket = {};
    now = 59_000;
    for (let i = 0; i < OPERATIONS_PER_MINUTE; i++) expect(fits(socket)).toBe(true);
    now = 61_000;
    expect(fits(socket)).toBe(false);
    now = 119_000;
    expect(fits(socket)).toBe(true);
  });

  it('counts each socket on its own', () => {
    const fits = createSocketRate(() => 0, 1);
    expect([fits({}), fits({})]).toEqual([true, true]);
  });
});
