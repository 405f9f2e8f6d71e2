import { describe, expect, it } from 'vitest';
import { createSocketRate, OPERATIONS_PER_MINUTE } from './socket-rate.ts';

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
