import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Translate } from '../i18n/translate.ts';
import { formatTerm } from './term.ts';

const english: Translate = (descriptor) => i18n._(descriptor);

describe('term of validity', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('reads -1 as 7 days, 1 as a month and more as months', () => {
    expect(formatTerm(english, -1, 0)).toBe('7 days');
    expect(formatTerm(english, 1, 0)).toBe('1 month');
    expect(formatTerm(english, 3, 0)).toBe('3 months');
    expect(formatTerm(english, 12, 0)).toBe('12 months');
  });

  it('adds the extra days', () => {
    expect(formatTerm(english, 12, 30)).toBe('12 months + 30 days');
    expect(formatTerm(english, 1, 5)).toBe('1 month + 5 days');
    expect(formatTerm(english, -1, 7)).toBe('7 days + 7 days');
    expect(formatTerm(english, 12, 15)).toBe('12 months + 15 days');
  });

  it('takes no extra days when none are given', () => {
    expect(formatTerm(english, 1)).toBe('1 month');
    expect(formatTerm(english, 3)).toBe('3 months');
  });
});
