import { useQuery } from '@apollo/client/react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { graphql } from '../gql/index.ts';
import type { PaymentType } from '../gql/graphql.ts';
import type { Locale } from '../i18n/locale.ts';
import { paymentCurrency, siteCurrency, type Currency, type PaymentType as ContractPaymentType } from '../../../contract/money.ts';

/**
 * The methods the upstream offers now, with their names in the page's language: only those whose provider is
 * configured, and bank transfer (issue #31). Public (`@public`): the same answer for everyone of a language, kept by
 * HTTP caches, and rendered into the prerendered /sale.
 */
export const PaymentMethodsDocument = graphql(`
  query PaymentMethods {
    paymentMethods {
      type
      label
    }
  }
`);

export interface OfferedMethod {
  type: PaymentType;
  label: string;
}

/**
 * Each method's name, worded exactly as the upstream's labels (upstream/src/orders/payment-methods.ts): what an
 * order paid by a method no longer offered is still called, since the upstream's list names only the offered ones.
 */
export const paymentName: Record<PaymentType, MessageDescriptor> = {
  PAYPAL: msg({ message: 'PayPal', context: 'payment method' }),
  ALIPAY: msg({ message: 'Alipay', context: 'payment method' }),
  WECHAT_PAY: msg({ message: 'WeChat Pay', context: 'payment method' }),
  COMPANY_PAY: msg({ message: 'Bank transfer', context: 'payment method' }),
};

/** A method's name: the upstream's label while it is offered, else the client's own. */
export const methodLabel = (methods: readonly OfferedMethod[] | undefined, type: PaymentType, i18n: I18n) =>
  methods?.find((method) => method.type === type)?.label ?? i18n._(paymentName[type]);

/** Whether `type` is among the offered methods. */
export const isOffered = (methods: readonly { type: PaymentType }[], type: PaymentType | null | undefined) => methods.some((method) => method.type === type);

/**
 * A method's name inside an English sentence: the brands keep their capitals, bank transfer (a common noun, written
 * "Bank transfer" where it starts a tab or a choice) takes a small letter. Chinese has no case.
 */
export const nameInSentence = ({ type, label }: OfferedMethod, locale: Locale) =>
  locale === 'en' && type === 'COMPANY_PAY' ? label.charAt(0).toLocaleLowerCase('en') + label.slice(1) : label;

/**
 * "PayPal, Alipay, WeChat Pay, or bank transfer" / "PayPal、支付宝、微信支付或对公转账": the names as one choice, in the
 * page's language; empty when there are none.
 */
export const formatChoice = (names: readonly string[], locale: Locale) =>
  new Intl.ListFormat(locale === 'zh' ? 'zh-CN' : 'en', { style: 'long', type: 'disjunction' }).format(names);

/**
 * The offered methods (undefined until known, or when asking failed: the error link has said why) and each method's name. Cache first: the order form, the checkstand
 * and order management ask for the same list, and it changes only when the site's configuration does.
 */
export const usePaymentMethods = () => {
  const { i18n } = useLingui();
  const { data, error } = useQuery(PaymentMethodsDocument);
  const methods = data?.paymentMethods;
  return { methods, failed: Boolean(error), labelOf: (type: PaymentType) => methodLabel(methods, type, i18n) };
};

/**
 * The currency a method charges: the contract's paymentCurrency (PayPal dollars, Alipay and WeChat Pay yuan, a bank
 * transfer `transferIn`: the site's currency for a new order, the order's own at the checkstand).
 */
export const methodCurrency = (type: PaymentType, transferIn: Currency): Currency => paymentCurrency(type.toLowerCase() as ContractPaymentType, transferIn);

/** The methods charging `currency`, as one choice in a sentence ("PayPal or bank transfer"); empty when none. */
export const methodsIn = (methods: readonly OfferedMethod[], currency: Currency, locale: Locale, transferIn = siteCurrency(locale)) =>
  formatChoice(methods.filter((method) => methodCurrency(method.type, transferIn) === currency).map((method) => nameInSentence(method, locale)), locale);

/**
 * Which currency each offered method charges, as sentences for the page's language (issue #32): on the English site
 * "Paid in US dollars: PayPal or bank transfer. Paid in Chinese yuan: Alipay or WeChat Pay.", on the Chinese one
 * bank transfer is among the yuan methods. The site's own currency comes first. Said wherever methods are offered
 * before one is chosen (the pricing page, the checkstand), since a price in one currency does not say what another
 * method will charge. At the checkstand the order is priced already, and a bank transfer pays it in its own currency
 * (`transferIn`).
 */
export const currencySentences = (methods: readonly OfferedMethod[], locale: Locale, i18n: I18n, transferIn = siteCurrency(locale)) => {
  const order: Currency[] = locale === 'en' ? ['USD', 'RMB'] : ['RMB', 'USD'];
  return order.flatMap((currency) => {
    const names = methodsIn(methods, currency, locale, transferIn);
    if (!names) return [];
    return [currency === 'USD' ? i18n._(msg`Paid in US dollars: ${names}.`) : i18n._(msg`Paid in Chinese yuan: ${names}.`)];
  });
};
