import { describe, expect, it } from 'vitest';
import { initialPeriod, parsePeriod } from './period.ts';

describe('order period', () => {
  it('reads typed months, with or without a unit', () => {
    expect(parsePeriod('3')).toBe(3);
    expect(parsePeriod('12')).toBe(12);
    expect(parsePeriod(' 6 months')).toBe(6);
    expect(parsePeriod('24个月')).toBe(24);
    expect(parsePeriod('36')).toBe(36);
  });

  it('refuses what is not 1 to 36 whole months', () => {
    expect(parsePeriod('0')).toBeNull();
    expect(parsePeriod('37')).toBeNull();
    expect(parsePeriod('1.5')).toBeNull();
    expect(parsePeriod('-1')).toBeNull();
    expect(parsePeriod('months')).toBeNull();
    expect(parsePeriod('')).toBeNull();
  });

  it('starts from the term chosen on /sale, else 3 months', () => {
    expect(initialPeriod('12')).toBe(12);
    expect(initialPeriod('3')).toBe(3);
    expect(initialPeriod(null)).toBe(3);
    expect(initialPeriod('forever')).toBe(3);
    expect(initialPeriod('99')).toBe(3);
  });
});
