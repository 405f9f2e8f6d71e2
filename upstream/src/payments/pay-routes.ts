import express, { Router } from 'express';
import { checkPayStatus, completePayPalPayment, getAlipayPageUrl, getOrderPayInfo, getPayPalUrl, receivePaymentNotification } from '../../../contract/index.ts';
import { signedInOf } from '../http/auth.ts';
import { route } from '../http/route.ts';
import { completePayPal, payInfo, startRedirect } from './checkout.ts';
import type { PaymentRuntime } from './mark-paid.ts';
import { receiveNotification } from './notifications.ts';
import { checkPayStatus as payStatus } from './pay-status.ts';

export const payRoutes = (rt: PaymentRuntime) => {
  const router = Router();
  route(router, getOrderPayInfo, ({ query, locale, res }) => payInfo(rt, signedInOf(res).userId, query.order_no, query.payment_type, locale));
  route(router, checkPayStatus, ({ query, res }) => payStatus(rt, signedInOf(res).userId, query.order_no));
  route(router, getPayPalUrl, ({ query, locale, res }) => startRedirect(rt, signedInOf(res).userId, query.order_no, 'paypal', locale));
  route(router, getAlipayPageUrl, ({ query, locale, res }) => startRedirect(rt, signedInOf(res).userId, query.order_no, 'alipay', locale));
  route(router, completePayPalPayment, ({ body, res }) => completePayPal(rt, signedInOf(res).userId, body));
  return router;
};

/**
 * `POST /api/pay/notify/{provider}`: the providers' notifications, read as raw bytes (mounted before any body parser:
 * every provider signs the exact body) and answered as each provider expects.
 */
export const notificationRoutes = (rt: PaymentRuntime) => {
  const router = Router();
  router.post(
    receivePaymentNotification.path.replace('{provider}', ':provider'),
    express.raw({ type: () => true, limit: '64kb' }),
    async (req, res) => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]));
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const reply = await receiveNotification(rt, String(req.params.provider), { body, headers });
      res.status(reply.status);
      if (reply.contentType) res.type(reply.contentType);
      res.send(reply.body ?? '');
    },
  );
  return router;
};
