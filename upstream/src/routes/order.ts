import { Router } from 'express';
import {
  checkPayStatus,
  createOrder,
  getOrder,
  getOrderPayInfo,
  listOrders,
  listPaymentTypes,
  previewOrder,
  type PaymentType,
} from '../../../contract/index.ts';
import { authenticate, signedInOf } from '../http/auth.ts';
import type { Locale } from '../http/locale.ts';
import { route } from '../http/route.ts';
import * as orders from '../services/order.ts';
import * as payment from '../services/payment.ts';
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
  const signedIn = authenticate((token) => findSession(rt, token));
  for (const call of [previewOrder, createOrder, listOrders, getOrder, getOrderPayInfo, checkPayStatus]) {
    router[call.method === 'GET' ? 'get' : 'post'](call.path, signedIn);
  }

  route(router, previewOrder, ({ body, locale }) => pricing.previewOrder(rt, body, locale));
  route(router, createOrder, ({ body, locale, res }) => orders.createOrder(rt, signedInOf(res).userId, body, locale));
  route(router, listOrders, ({ query, locale, res }) => orders.listOrders(rt.db, signedInOf(res).userId, query, locale));
  route(router, getOrder, ({ query, locale, res }) => orders.orderDetail(rt.db, signedInOf(res).userId, query.order_no, locale));
  route(router, getOrderPayInfo, ({ query, locale, res }) =>
    payment.payInfo(rt, signedInOf(res).userId, query.order_no, query.payment_type, locale),
  );
  route(router, checkPayStatus, ({ query, res }) => payment.checkPayStatus(rt, signedInOf(res).userId, query.order_no));
  route(router, listPaymentTypes, ({ locale }) =>
    Object.fromEntries(Object.entries(paymentLabels).map(([code, label]) => [code, label[locale]])),
  );
  return router;
};
