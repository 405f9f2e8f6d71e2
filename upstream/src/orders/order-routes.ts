import { Router } from 'express';
import {
  cancelOrder,
  createOrder,
  requestRefund,
  getOrder,
  listOrders,
  listPaymentTypes,
  previewOrder,
} from '../../../contract/index.ts';
import { signedInOf } from '../http/auth.ts';
import { route } from '../http/route.ts';
import * as orders from './order.ts';
import * as actions from './order-actions.ts';
import { PAYMENT_LABELS } from './payment-methods.ts';
import * as pricing from './pricing.ts';
import type { PaymentType } from '../../../contract/index.ts';
import type { Runtime } from '../runtime/runtime.ts';
import { fail } from './messages.ts';
import { refuseSecondTrial } from './trial-once.ts';

/** What orders need besides the kernel's runtime: the payment methods this site takes (the payments feature knows). */
export type OrdersRuntime = Runtime & { offeredMethods: () => PaymentType[] };

/** An order is priced and placed only for a method the site takes: one whose provider is configured, or bank transfer. */
const assertOffered = (rt: OrdersRuntime, method: PaymentType) => {
  if (!rt.offeredMethods().includes(method)) throw fail(400, 'paymentMethodUnavailable');
};

export const orderRoutes = (rt: OrdersRuntime) => {
  const router = Router();

  route(router, previewOrder, async ({ body, locale, res }) => {
    assertOffered(rt, body.payment_type);
    await refuseSecondTrial(rt.db, signedInOf(res).userId, body.period);
    return pricing.previewOrder(rt, body, locale);
  });
  route(router, createOrder, ({ body, locale, res }) => {
    assertOffered(rt, body.payment_type);
    return orders.createOrder(rt, signedInOf(res).userId, body, locale);
  });
  route(router, listOrders, ({ query, locale, res }) => orders.listOrders(rt, signedInOf(res).userId, query, locale));
  route(router, getOrder, ({ query, locale, res }) => orders.orderDetail(rt, signedInOf(res).userId, query.order_no, locale));
  route(router, cancelOrder, ({ body, locale, res }) => actions.cancelOrder(rt, signedInOf(res).userId, body.order_no, locale));
  route(router, requestRefund, ({ body, locale, res }) => actions.requestRefund(rt, signedInOf(res).userId, body.order_no, body.reason, locale));
  route(router, listPaymentTypes, ({ locale }) => Object.fromEntries(rt.offeredMethods().map((code) => [code, PAYMENT_LABELS[code][locale]])));
  return router;
};
