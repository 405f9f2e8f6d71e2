import { describe, expect, it } from 'vitest';
import { formatMoney, orderAmounts, wholeAmount } from './money.ts';

describe('whole amounts (spec §9)', () => {
  it('rounds half up, reading binary fractions as the cents they stand for', () => {
    expect([wholeAmount(339.15), wholeAmount(339.5), wholeAmount(4.4999999999), wholeAmount(1.005 * 1000), wholeAmount(0)]).toEqual([339, 340, 5, 1005, 0]);
  });

  it('takes the discount as list − total, so the three amounts add up', () => {
    // the coupon case of the issue: $449 less 24.47 % showed $339.15 and −$109.85
    expect(orderAmounts(449, 339.15)).toEqual({ list: 449, discount: 110, total: 339 });
    expect(orderAmounts(4833.33, 4349.99)).toEqual({ list: 4833, discount: 483, total: 4350 });
  });

  it('never shows a negative discount', () => {
    expect(orderAmounts(1, 1)).toEqual({ list: 1, discount: 0, total: 1 });
    expect(orderAmounts(99.6, 99.8)).toEqual({ list: 100, discount: 0, total: 100 });
  });

  it('formats without cents, with thousands separators, in both languages', () => {
    expect([formatMoney(339.15, 'USD', 'en'), formatMoney(159800, 'RMB', 'zh'), formatMoney(109.85, 'USD', 'zh')]).toEqual(['$339', '¥159,800', '$110']);
  });
});
