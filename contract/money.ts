import type { Locale } from './locale.ts';

/**
 * Money rules and formatting shared by the upstream's price descriptions and the client's prices (part of
 * the rules of rules.ts, which re-exports them). No zod here: a page that only shows a price loads no schema.
 */

/** The order's currencies and payment methods (spec §3); order.ts makes its zod enums of these lists. */
export const CURRENCIES = ['RMB', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const PAYMENT_TYPES = ['paypal', 'alipay', 'wechat_pay', 'company_pay'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Yuan on the Chinese site, US dollars on the English one (spec §9). */
export const siteCurrency = (locale: Locale): Currency => (locale === 'en' ? 'USD' : 'RMB');

/** PayPal charges US dollars, every other method yuan. */
export const paymentCurrency = (paymentType: PaymentType): Currency => (paymentType === 'paypal' ? 'USD' : 'RMB');

/** Yuan with a yen sign, US dollars with a dollar sign (spec §3). */
export const currencySymbol = (currency: Currency) => (currency === 'RMB' ? '¥' : '$');

const numberFormats = new Map<string, Intl.NumberFormat>();
const numberFormat = (locale: Locale, fractionDigits: number) => {
  const key = `${locale}:${fractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'zh-CN', { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
    numberFormats.set(key, format);
  }
  return format;
};

export interface MoneyFormat {
  /** rounded to whole units, as the pricing page shows prices (spec §9); otherwise cents appear when there are any */
  whole?: boolean;
}

/** 2900 → "2,900"; 1234.5 → "1,234.50" (or "1,235" whole): thousands separators, cents only when there are any. */
export const formatAmount = (amount: number, locale: Locale, { whole = false }: MoneyFormat = {}) => {
  const cents = !whole && Math.round(amount * 100) % 100 !== 0;
  return numberFormat(locale, cents ? 2 : 0).format(amount);
};

/** "¥2,900", "$1,399", "¥1,234.50": the amount with its currency's sign. */
export const formatMoney = (amount: number, currency: Currency, locale: Locale, format: MoneyFormat = {}) =>
  `${currencySymbol(currency)}${formatAmount(amount, locale, format)}`;
