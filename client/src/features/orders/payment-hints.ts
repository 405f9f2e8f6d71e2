import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { siteCurrency, type Currency } from '../../../../contract/money.ts';
import type { PaymentType } from '../../gql/graphql.ts';
import type { Locale } from '../../i18n/locale.ts';
import { methodCurrency } from '../../lib/payment-methods.ts';

const HINTS: Record<Exclude<PaymentType, 'COMPANY_PAY'>, MessageDescriptor> = {
  PAYPAL: msg`Card or PayPal balance, in US dollars`,
  ALIPAY: msg`Scan a QR code with Alipay, in yuan`,
  WECHAT_PAY: msg`Scan a QR code with WeChat, in yuan`,
};

/** A bank transfer charges the site's currency, into that currency's account. */
const TRANSFER_HINTS: Record<Currency, MessageDescriptor> = {
  USD: msg`Bank transfer in US dollars, confirmed within 24 hours`,
  RMB: msg`Bank transfer in yuan, confirmed within 24 hours`,
};

/** A line under each method of the order form: how it is paid and in which currency on this site (methodCurrency). */
export const paymentHint = (type: PaymentType, locale: Locale): MessageDescriptor =>
  type === 'COMPANY_PAY' ? TRANSFER_HINTS[methodCurrency(type, siteCurrency(locale))] : HINTS[type];
