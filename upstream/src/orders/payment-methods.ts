import type { PaymentType } from '../../../contract/index.ts';
import type { Locale } from '../domain/locale.ts';

/** The payment methods on offer, in the order the order form lists them, with their names in each language. */
export const PAYMENT_LABELS: Record<PaymentType, Record<Locale, string>> = {
  paypal: { en: 'PayPal', zh: 'PayPal' },
  alipay: { en: 'Alipay', zh: '支付宝' },
  wechat_pay: { en: 'WeChat Pay', zh: '微信支付' },
  company_pay: { en: 'Bank transfer', zh: '对公转账' },
};

/** "Alipay 支付宝": both names where they differ (pages a provider shows to anyone). */
export const bilingualLabel = (method: PaymentType) => {
  const { en, zh } = PAYMENT_LABELS[method];
  return en === zh ? en : `${en} ${zh}`;
};
