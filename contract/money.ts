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

/**
 * The currency a new order paid by a method is priced in (issue #32): PayPal charges US dollars and Alipay and WeChat
 * Pay yuan wherever they are chosen; a bank transfer charges the site's currency (`site`: siteCurrency of the
 * request's language), into the account of that currency (dollars with SWIFT/BIC on the English site). The one
 * place this rule is written: the upstream prices by it, the client names each method's currency by it.
 */
export const paymentCurrency = (paymentType: PaymentType, site: Currency): Currency => {
  if (paymentType === 'paypal') return 'USD';
  if (paymentType === 'company_pay') return site;
  return 'RMB';
};

/**
 * Whether a method can pay an order already priced in `currency`: a bank transfer either currency (into the account
 * of the order's currency, so a dollar order switched to a transfer at the checkstand stays in dollars), the others
 * only their own.
 */
export const methodCharges = (paymentType: PaymentType, currency: Currency): boolean =>
  paymentType === 'company_pay' || paymentCurrency(paymentType, currency) === currency;

/** The currency an order is not in: dollars for yuan, yuan for dollars. */
export const otherCurrency = (currency: Currency): Currency => (currency === 'RMB' ? 'USD' : 'RMB');

/** Yuan with a yen sign, US dollars with a dollar sign (spec §3). */
export const currencySymbol = (currency: Currency) => (currency === 'RMB' ? '¥' : '$');

const numberFormats = { en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }), zh: new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 }) };
const numberFormat = (locale: Locale) => numberFormats[locale];

/**
 * Money a person sees is whole (spec §9: "prices are rounded to whole numbers with thousands separators"), and
 * so is money charged: a price that shows ¥339 must charge ¥339, not ¥339.15. Rounding is decided here, once.
 */
// to cents first, so that binary fractions (4.4999999…) round as the decimal they stand for
export const wholeAmount = (amount: number) => Math.round(Math.round(amount * 100) / 100);

/**
 * An order's amounts from its list price (every licence at its undiscounted price) and its total: the total
 * rounded, and the discount what lies between the rounded list price and it, so the three always add up on
 * screen, in mails, receipts and exports.
 */
export const orderAmounts = (list: number, total: number) => {
  const wholeTotal = wholeAmount(total);
  const wholeList = Math.max(wholeAmount(list), wholeTotal);
  return { list: wholeList, discount: wholeList - wholeTotal, total: wholeTotal };
};

/** 2900 → "2,900"; 1234.5 → "1,235": whole, with thousands separators. */
export const formatAmount = (amount: number, locale: Locale) => numberFormat(locale).format(wholeAmount(amount));

/** "¥2,900", "$1,399": the whole amount with its currency's sign. */
export const formatMoney = (amount: number, currency: Currency, locale: Locale) => `${currencySymbol(currency)}${formatAmount(amount, locale)}`;
