import { describe, expect, it } from 'vitest';
import type { Price_EditionFragment } from '../../gql/graphql.ts';
import { DEFAULT_PRICE, formatAmount, formatPrice, quote } from './price.ts';

const redTeam: Price_EditionFragment = {
  monthAmount: 2900,
  yearAmount: 9900,
  monthOriginalAmount: 3200,
  yearOriginalAmount: 12800,
  dollarMonthAmount: 399,
  dollarYearAmount: 1399,
  dollarMonthOriginalAmount: 449,
  dollarYearOriginalAmount: 1799,
};

describe('sale prices', () => {
  it('writes whole numbers with thousands separators in both languages', () => {
    expect(formatAmount(2900, 'zh')).toBe('2,900');
    expect(formatAmount(159800, 'zh')).toBe('159,800');
    expect(formatAmount(1399, 'en')).toBe('1,399');
    expect(formatAmount(2899.5, 'en')).toBe('2,900');
    expect(formatAmount(199.4, 'zh')).toBe('199');
    expect(formatAmount(0, 'en')).toBe('0');
  });

  it('uses yuan in Chinese and US dollars in English', () => {
    expect(formatPrice(9900, 'zh')).toBe('¥9,900');
    expect(formatPrice(1399, 'en')).toBe('$1,399');
    expect(quote(redTeam, 3, 'zh').currency).toEqual({ code: 'CNY', symbol: '¥' });
    expect(quote(redTeam, 3, 'en').currency).toEqual({ code: 'USD', symbol: '$' });
  });

  it('takes the 3-month amounts for Monthly and the 12-month ones for Yearly, with the price before the discount', () => {
    expect(quote(redTeam, 3, 'zh')).toMatchObject({ amount: 2900, original: 3200 });
    expect(quote(redTeam, 12, 'zh')).toMatchObject({ amount: 9900, original: 12800 });
    expect(quote(redTeam, 3, 'en')).toMatchObject({ amount: 399, original: 449 });
    expect(quote(redTeam, 12, 'en')).toMatchObject({ amount: 1399, original: 1799 });
  });

  it('strikes nothing through when there is no discount', () => {
    const flat = { ...redTeam, monthOriginalAmount: 2900, dollarYearOriginalAmount: 1399.2 };
    expect(quote(flat, 3, 'zh').original).toBeNull();
    expect(quote(flat, 12, 'en').original).toBeNull();
  });

  it('falls back to 2900 when no toggle matches or the edition has not loaded', () => {
    expect(DEFAULT_PRICE).toBe(2900);
    expect(quote(redTeam, 6, 'zh')).toMatchObject({ amount: 2900, original: null });
    expect(quote(redTeam, -1, 'en')).toMatchObject({ amount: 2900, original: null });
    expect(quote(undefined, 3, 'zh')).toMatchObject({ amount: 2900, original: null });
  });
});
