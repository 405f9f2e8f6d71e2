import { Router } from 'express';
import {
  createOrder,
  getOrder,
  listOrders,
  listPaymentTypes,
  previewOrder,
} from '../../../contract/index.ts';
import { signedInOf } from '../http/auth.ts';
import { route } from '../http/route.ts';
import * as orders from './order.ts';
import { PAYMENT_LABELS } from './payment-methods.ts';
import * as pricing from './pricing.ts';
import type { Runtime } from '../runtime/runtime.ts';
import { refuseSecondTrial } from './trial-once.ts';

export const orderRoutes = (rt: Runtime) => {
  const router = Router();

  route(router, previewOrder, async ({ body, locale, res }) => {
    await refuseSecondTrial(rt.db, signedInOf(res).userId, body.period);
    return pricing.previewOrder(rt, body, locale);
  });
  route(router, createOrder, ({ body, locale, res }) => orders.createOrder(rt, signedInOf(res).userId, body, locale));
  route(router, listOrders, ({ query, locale, res }) => orders.listOrders(rt.db, signedInOf(res).userId, query, locale));
  route(router, getOrder, ({ query, locale, res }) => orders.orderDetail(rt.db, signedInOf(res).userId, query.order_no, locale));
  route(router, listPaymentTypes, ({ locale }) =>
    Object.fromEntries(Object.entries(PAYMENT_LABELS).map(([code, label]) => [code, label[locale]])),
  );
  return router;
};
