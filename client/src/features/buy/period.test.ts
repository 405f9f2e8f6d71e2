import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Translate } from '../../i18n/translate.ts';
import { formatTerm, initialPeriod, parsePeriod } from './period.ts';

const english: Translate = (descriptor) => i18n._(descriptor);

describe('order period', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

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

  it('writes -1 as 7 days, 1 as a month, more as months, plus extra days', () => {
    expect(formatTerm(english, -1, 7)).toBe('7 days');
    expect(formatTerm(english, 1)).toBe('1 month');
    expect(formatTerm(english, 3)).toBe('3 months');
    expect(formatTerm(english, 12, 15)).toBe('12 months + 15 days');
  });
});
