import { describe, expect, it } from 'vitest';
import { summaryAmounts } from './summary-amounts.ts';

describe('order summary amounts', () => {
  it('shows the list price of the order, so that list − discount = total on screen', () => {
    // two Red Team licences for 3 months: ¥2,900 each instead of ¥3,500
    const { list, discount, total } = summaryAmounts({ orderAmount: { amount: 5800, currency: 'RMB' }, discountAmount: { amount: 1200, currency: 'RMB' } });
    expect(list).toEqual({ amount: 7000, currency: 'RMB' });
    expect(list.amount - discount.amount).toBe(total.amount);
  });

  it('shows whole amounts that still add up when an older order has cents (spec §9)', () => {
    const { list, discount, total } = summaryAmounts({ orderAmount: { amount: 339.15, currency: 'USD' }, discountAmount: { amount: 109.85, currency: 'USD' } });
    expect([list.amount, discount.amount, total.amount]).toEqual([449, 110, 339]);
  });
});
