import type { PaymentType } from '../../gql/graphql.ts';
import type { Locale } from '../../i18n/locale.ts';

/** The method the order form starts with (spec §9): WeChat Pay on the Chinese site, PayPal on the English one. */
export const defaultPaymentType = (locale: Locale): PaymentType => (locale === 'en' ? 'PAYPAL' : 'WECHAT_PAY');

/** Bank transfer is not offered for the one-yuan trial (spec §9). */
export const orderFormMethods = <M extends { type: PaymentType }>(methods: readonly M[], oneYuan: boolean) =>
  methods.filter((method) => !(oneYuan && method.type === 'COMPANY_PAY'));

/** The checkstand's tabs: QR codes and bank transfer, never PayPal; no bank transfer for the one-yuan trial. */
export const checkStandMethods = (oneYuan: boolean): PaymentType[] => (oneYuan ? ['ALIPAY', 'WECHAT_PAY'] : ['ALIPAY', 'WECHAT_PAY', 'COMPANY_PAY']);

/** The tab the checkstand opens on: the order's own method when it has a tab, else the first. */
export const initialCheckStandTab = (orderType: PaymentType, oneYuan: boolean): PaymentType => {
  const tabs = checkStandMethods(oneYuan);
  return tabs.includes(orderType) ? orderType : tabs[0]!;
};

/** PayPal leaves the site for the provider's page; the others are paid on the checkstand (spec §4). */
export const paysByRedirect = (type: PaymentType) => type === 'PAYPAL';

const PAYMENT_TYPES: readonly PaymentType[] = ['PAYPAL', 'ALIPAY', 'WECHAT_PAY', 'COMPANY_PAY'];

/** The order's method handed to the checkstand in the navigation's state, if any (a reload or a typed address has none). */
export const arrivedWithMethod = (state: unknown): PaymentType | undefined => {
  const type = (state as { paymentType?: unknown } | null)?.paymentType;
  return PAYMENT_TYPES.find((known) => known === type);
};
