import type { Currency } from '../../../contract/index.ts';

/**
 * The one conversion from an order's amount (a number of yuan or dollars, as the order keeps it) to each provider's
 * form, and back. Money travels through whole cents, so no float rounding reaches a provider: PayPal and Alipay take
 * a decimal string with two decimals ("1799.00"), WeChat Pay an integer number of fen.
 */

/** The amount in cents (fen), exact for any amount the order table holds (two decimals). */
export const centsOf = (amount: number | string) => {
  const cents = Math.round(Number(amount) * 100);
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not an amount of money: ${amount}`);
  return cents;
};

/** "1799.00": PayPal's `value` and Alipay's `total_amount` / `refund_amount`. */
export const decimalString = (amount: number | string) => {
  const cents = centsOf(amount);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
};

/** WeChat Pay's `amount.total` / `amount.refund`: integer fen. */
export const fen = (amount: number | string) => centsOf(amount);

/** A provider's decimal string back to the order's amount; anything that is not one (1.5e3, "12.345", "") is NaN. */
export const fromDecimalString = (value: unknown) => (typeof value === 'string' && /^\d{1,10}(\.\d{1,2})?$/.test(value) ? centsOf(value) / 100 : Number.NaN);

/** WeChat Pay's fen back to the order's amount. */
export const fromFen = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value / 100 : Number.NaN);

/** The ISO 4217 code a provider wants for the order's currency (the site calls yuan RMB). */
export const isoCurrency = (currency: Currency) => (currency === 'RMB' ? 'CNY' : currency);

/** The order's currency from an ISO 4217 code, or undefined for one the site does not sell in. */
export const currencyFromIso = (iso: unknown): Currency | undefined => (iso === 'CNY' ? 'RMB' : iso === 'USD' ? 'USD' : undefined);
