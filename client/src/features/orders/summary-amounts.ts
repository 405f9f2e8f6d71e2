import type { Money } from '../../lib/money.ts';

/** What the summary needs of a price preview. */
export interface PricedAmounts {
  orderAmount: Money;
  discountAmount: Money;
}

const round2 = (amount: number) => Math.round((amount + Number.EPSILON) * 100) / 100;

/**
 * The summary's three amounts, which add up on screen: the list price of the whole order (every licence at
 * its undiscounted price), the discount taken off it (term discount and coupon), and the total. The upstream
 * gives the total and the discount (list − discount = total), so the list price is their sum; showing the
 * discounted unit price beside the discount instead reads as if the discount were taken twice.
 */
export const summaryAmounts = ({ orderAmount, discountAmount }: PricedAmounts) => ({
  list: { amount: round2(orderAmount.amount + discountAmount.amount), currency: orderAmount.currency },
  discount: discountAmount,
  total: orderAmount,
});
