import { describe, expect, it } from 'vitest';
import { DEFAULT_PERIOD, initialPeriod, parsePeriod, PERIOD_MAX, PERIOD_MIN } from './period.ts';

describe('order period', () => {
  it('reads typed months, with or without a unit', () => {
    expect(parsePeriod('3')).toBe(3);
    expect(parsePeriod('12')).toBe(12);
    expect(parsePeriod(' 6 months')).toBe(6);
    expect(parsePeriod('24个月')).toBe(24);
    expect(parsePeriod(String(PERIOD_MAX))).toBe(PERIOD_MAX);
  });

  it('refuses what is not a whole number of months within the contract\'s bounds', () => {
    expect(parsePeriod(String(PERIOD_MIN - 1))).toBeNull();
    expect(parsePeriod(String(PERIOD_MAX + 1))).toBeNull();
    expect(parsePeriod('1.5')).toBeNull();
    expect(parsePeriod('-1')).toBeNull();
    expect(parsePeriod('months')).toBeNull();
    expect(parsePeriod('')).toBeNull();
  });

  it('starts from the term chosen on /sale, else the default term', () => {
    expect(initialPeriod('12')).toBe(12);
    expect(initialPeriod('3')).toBe(3);
    expect(initialPeriod(null)).toBe(DEFAULT_PERIOD);
    expect(initialPeriod('forever')).toBe(DEFAULT_PERIOD);
    expect(initialPeriod('99')).toBe(DEFAULT_PERIOD);
  });
});
