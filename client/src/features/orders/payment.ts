import type { PaymentType } from '../../gql/graphql.ts';
import type { Locale } from '../../i18n/locale.ts';
import { siteCurrency } from '../../../../contract/money.ts';
import { isOffered, methodCurrency } from '../../lib/payment-methods.ts';

/** The method the order form prefers (spec §9): WeChat Pay on the Chinese site, PayPal on the English one. */
export const defaultPaymentType = (locale: Locale): PaymentType => (locale === 'en' ? 'PAYPAL' : 'WECHAT_PAY');

/** Bank transfer is not offered for the one-yuan trial (spec §9). */
export const orderFormMethods = <M extends { type: PaymentType }>(methods: readonly M[], oneYuan: boolean) =>
  methods.filter((method) => !(oneYuan && method.type === 'COMPANY_PAY'));

/**
 * The method the order form starts with, always one it offers: the site's default, else the first offered (the
 * default's provider is not configured); none when nothing is offered.
 */
export const initialPaymentType = (offered: readonly { type: PaymentType }[], locale: Locale): PaymentType | '' => {
  const preferred = defaultPaymentType(locale);
  return isOffered(offered, preferred) ? preferred : (offered[0]?.type ?? '');
};

/** The order the form's second price looks for a method of the site's currency in: the site's usual methods first. */
const PREFERRED: readonly PaymentType[] = ['PAYPAL', 'WECHAT_PAY', 'ALIPAY', 'COMPANY_PAY'];

/**
 * An offered method charging the site's currency on this site (to price the same order in it: PayPal or bank transfer
 * on the English site, WeChat Pay, Alipay or bank transfer on the Chinese one), or undefined when none is offered.
 */
export const siteCurrencyMethod = (offered: readonly { type: PaymentType }[], locale: Locale) =>
  PREFERRED.find((type) => isOffered(offered, type) && methodCurrency(type, siteCurrency(locale)) === siteCurrency(locale));

const CHECKSTAND_TABS: readonly PaymentType[] = ['ALIPAY', 'WECHAT_PAY', 'COMPANY_PAY'];

/** The checkstand's tabs: the offered QR methods and bank transfer, never PayPal; no bank transfer for the one-yuan trial. */
export const checkStandMethods = (offered: readonly { type: PaymentType }[], oneYuan: boolean): PaymentType[] =>
  CHECKSTAND_TABS.filter((type) => isOffered(offered, type) && !(oneYuan && type === 'COMPANY_PAY'));

/** The tab the checkstand opens on: the wanted method (the order's own) when it has a tab, else the first; none without tabs. */
export const initialCheckStandTab = (wanted: PaymentType, tabs: readonly PaymentType[]): PaymentType | undefined =>
  tabs.includes(wanted) ? wanted : tabs[0];

/** PayPal leaves the site for the provider's page; the others are paid on the checkstand (spec §4). */
export const paysByRedirect = (type: PaymentType) => type === 'PAYPAL';

const PAYMENT_TYPES: readonly PaymentType[] = ['PAYPAL', 'ALIPAY', 'WECHAT_PAY', 'COMPANY_PAY'];

/** A method named in an address, as the graph (ALIPAY) or the upstream (alipay) writes it; undefined for anything else. */
export const methodOfParam = (value: string | null | undefined): PaymentType | undefined => PAYMENT_TYPES.find((known) => known === value?.toUpperCase());

/** The order's method handed to the checkstand in the navigation's state, if any (a reload or a typed address has none). */
export const arrivedWithMethod = (state: unknown): PaymentType | undefined => {
  const type = (state as { paymentType?: unknown } | null)?.paymentType;
  return PAYMENT_TYPES.find((known) => known === type);
};
