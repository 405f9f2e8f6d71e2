/**
 * The one rule of term discounts (issue #32): a term is sold at a whole percentage off its list price, the same
 * percentage in yuan and in dollars. The yuan prices are the record (they are what the Chinese site has always
 * charged); a dollar term keeps its selling price and takes the list price that puts it at that same percentage, so a
 * buyer reads "9 % off" on both sites for the same term, never 9 % against 11 %.
 */

/** The whole percentage a term sells below its list price: what every discount label states. */
export const termDiscountPercent = (original: number, amount: number) => (original > amount && original > 0 ? Math.round(((original - amount) / original) * 100) : 0);

/** The whole list price at which `amount` is `percent` off: the dollar list price of a term whose yuan percentage is `percent`. */
export const listPriceAt = (amount: number, percent: number) => (percent > 0 ? Math.round(amount / (1 - percent / 100)) : amount);

/** A dollar term that follows its yuan term's percentage: its selling price and the list price the rule gives it. */
export const dollarTerm = (yuan: { original: number; amount: number }, dollarAmount: number) => {
  const original = listPriceAt(dollarAmount, termDiscountPercent(yuan.original, yuan.amount));
  return { amount: dollarAmount, original, discount: original - dollarAmount };
};
