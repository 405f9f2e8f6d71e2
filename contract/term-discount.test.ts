import { describe, expect, it } from 'vitest';
import { editions } from '../upstream/src/seed/editions.ts';
import { dollarTerm, listPriceAt, termDiscountPercent } from './term-discount.ts';

describe('the one term-discount rule', () => {
  it('states a term’s discount as the whole percentage off its list price', () => {
    expect(termDiscountPercent(3200, 2900)).toBe(9);
    expect(termDiscountPercent(100, 100)).toBe(0);
    expect(termDiscountPercent(0, 0)).toBe(0);
  });

  it('gives a dollar term the list price at its yuan term’s percentage, keeping its selling price', () => {
    expect(listPriceAt(399, 9)).toBe(438);
    expect(dollarTerm({ original: 3200, amount: 2900 }, 399)).toEqual({ amount: 399, original: 438, discount: 39 });
    expect(dollarTerm({ original: 100, amount: 100 }, 14)).toEqual({ amount: 14, original: 14, discount: 0 });
  });

  it('makes every seeded term the same percentage off in yuan and in dollars', () => {
    for (const edition of editions) {
      const yuan = [termDiscountPercent(edition.month_original_amount, edition.month_amount), termDiscountPercent(edition.year_original_amount, edition.year_amount)];
      const dollars = [
        termDiscountPercent(edition.dollar_month_original_amount, edition.dollar_month_amount),
        termDiscountPercent(edition.dollar_year_original_amount, edition.dollar_year_amount),
      ];
      expect(dollars, edition.name).toEqual(yuan);
    }
  });
});
