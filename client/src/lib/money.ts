import { formatMoney as formatContractMoney } from '../../../contract/money.ts';
import type { Currency } from '../gql/graphql.ts';
import type { Locale } from '../i18n/locale.ts';

/** Yuan with a yen sign, anything else with a dollar sign (spec §3): the contract's rule. */
export { currencySymbol } from '../../../contract/money.ts';

/** An amount as the graph gives it. */
export interface Money {
  amount: number;
  currency: Currency;
}

/** "¥2,900", "$1,399": whole, with thousands separators (spec §9); the formatting is the contract's (contract/money.ts). */
export const formatMoney = ({ amount, currency }: Money, locale: Locale) => formatContractMoney(amount, currency, locale);
