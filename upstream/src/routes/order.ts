import { Router } from 'express';
import { listPaymentTypes, previewOrder, type PaymentType } from '../../../contract/index.ts';
import { authenticate } from '../http/auth.ts';
import type { Locale } from '../http/locale.ts';
import { route } from '../http/route.ts';
import * as pricing from '../services/pricing.ts';
import type { Runtime } from '../services/runtime.ts';
import { findSession } from '../services/session.ts';

/** The payment methods on offer, in the order the order form lists them, with their labels. */
export const paymentLabels: Record<PaymentType, Record<Locale, string>> = {
  paypal: { en: 'PayPal', zh: 'PayPal' },
  alipay: { en: 'Alipay', zh: '支付宝' },
  wechat_pay: { en: 'WeChat Pay', zh: '微信支付' },
  company_pay: { en: 'Bank transfer', zh: '对公转账' },
};

export const orderRoutes = (rt: Runtime) => {
  const router = Router();
  router.post(previewOrder.path, authenticate((token) => findSession(rt, token)));

  route(router, previewOrder, ({ body, locale }) => pricing.previewOrder(rt, body, locale));
  route(router, listPaymentTypes, ({ locale }) =>
    Object.fromEntries(Object.entries(paymentLabels).map(([code, label]) => [code, label[locale]])),
  );
  return router;
};
