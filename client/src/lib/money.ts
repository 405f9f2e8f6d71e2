import type { Currency } from '../gql/graphql.ts';
import type { Locale } from '../i18n/locale.ts';

/** An amount as the graph gives it. */
export interface Money {
  amount: number;
  currency: Currency;
}

/** Yuan with a yen sign, anything else with a dollar sign (spec §3). */
export const currencySymbol = (currency: Currency) => (currency === 'RMB' ? '¥' : '$');

/**
 * "¥2,900", "$1,399", "¥1,234.50": thousands separators, and cents only when the amount has them
 * (a coupon or a term of n months can make them).
 */
export const formatMoney = ({ amount, currency }: Money, locale: Locale) => {
  const cents = Math.round(amount * 100) % 100 !== 0;
  const number = new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'zh-CN', {
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(amount);
  return `${currencySymbol(currency)}${number}`;
};
