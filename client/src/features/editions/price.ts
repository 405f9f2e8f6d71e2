import { graphql } from '../../gql/index.ts';
import type { Price_EditionFragment } from '../../gql/graphql.ts';
import { DEFAULT_PERIOD, YEAR_PERIOD } from '../../../../contract/limits.ts';
import { formatAmount as formatContractAmount, formatMoney, siteCurrency, wholeAmount } from '../../../../contract/money.ts';
import type { Locale } from '../../i18n/locale.ts';

/** The terms the month/year toggle offers, in months (spec §4), labelled "3 months" and "12 months". */
export type Period = 3 | 12;
/** The contract's default term and its year. */
export const MONTHLY: Period = DEFAULT_PERIOD;
export const YEARLY: Period = YEAR_PERIOD;

/** The price shown when the chosen term matches neither toggle (spec §9). */
export const DEFAULT_PRICE = 2900;

/** What a quote needs of an edition: its amounts in yuan, and in US dollars under dollar*. */
export const PriceFragment = graphql(`
  fragment Price_edition on Edition {
    monthAmount
    yearAmount
    monthOriginalAmount
    yearOriginalAmount
    dollarMonthAmount
    dollarYearAmount
    dollarMonthOriginalAmount
    dollarYearOriginalAmount
  }
`);

export interface Currency {
  code: 'CNY' | 'USD';
  symbol: '¥' | '$';
}

/** Yuan on the Chinese site, US dollars on the English one (the contract's siteCurrency). */
export const currencyOf = (locale: Locale): Currency => (siteCurrency(locale) === 'USD' ? { code: 'USD', symbol: '$' } : { code: 'CNY', symbol: '¥' });

/** A whole number with thousands separators: 2900 → "2,900", 1399.5 → "1,400" (prices are whole on this page, spec §9). */
export const formatAmount = (amount: number, locale: Locale) => formatContractAmount(amount, locale);

/** The amount with the currency's sign: "¥2,900" or "$399". */
export const formatPrice = (amount: number, locale: Locale) => formatMoney(amount, siteCurrency(locale), locale);

export interface Quote {
  /** what the term costs */
  amount: number;
  /** the price before the discount, when there is one */
  original: number | null;
  currency: Currency;
}

/**
 * The price of `months` of an edition in the locale's currency: the 3-month amounts for 3, the 12-month ones
 * for 12, and DEFAULT_PRICE (no discount) for any other term or an edition that has not loaded.
 */
export const quote = (edition: Price_EditionFragment | undefined, months: number, locale: Locale): Quote => {
  const currency = currencyOf(locale);
  const dollars = currency.code === 'USD';
  let amount: number | undefined;
  let original: number | undefined;
  if (edition && months === MONTHLY) {
    amount = dollars ? edition.dollarMonthAmount : edition.monthAmount;
    original = dollars ? edition.dollarMonthOriginalAmount : edition.monthOriginalAmount;
  } else if (edition && months === YEARLY) {
    amount = dollars ? edition.dollarYearAmount : edition.yearAmount;
    original = dollars ? edition.dollarYearOriginalAmount : edition.yearOriginalAmount;
  }
  if (amount === undefined) return { amount: DEFAULT_PRICE, original: null, currency };
  return { amount, original: original !== undefined && wholeAmount(original) > wholeAmount(amount) ? original : null, currency };
};
