import { orderAmounts } from '../../../../contract/money.ts';
import type { Money } from '../../lib/money.ts';

/** What the summary needs of a price preview. */
export interface PricedAmounts {
  orderAmount: Money;
  discountAmount: Money;
}

/**
 * The summary's three amounts, which add up on screen: the list price of the whole order (every licence at
 * its undiscounted price), the discount taken off it (term discount and coupon), and the total. The upstream
 * gives the total and the discount (list − discount = total), so the list price is their sum, all whole
 * (contract/money.ts); showing the
 * discounted unit price beside the discount instead reads as if the discount were taken twice.
 */
export const summaryAmounts = ({ orderAmount, discountAmount }: PricedAmounts) => {
  const { list, discount, total } = orderAmounts(orderAmount.amount + discountAmount.amount, orderAmount.amount);
  const { currency } = orderAmount;
  return { list: { amount: list, currency }, discount: { amount: discount, currency }, total: { amount: total, currency } };
};
