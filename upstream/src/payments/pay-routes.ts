import express, { Router } from 'express';
import { checkPayStatus, completePayPalPayment, getOrderPayInfo, getPayPalUrl } from '../../../contract/index.ts';
import { ApiError } from '../domain/api-error.ts';
import { signedInOf } from '../http/auth.ts';
import { route } from '../http/route.ts';
import * as payment from './payment.ts';


/** Where providers post their payment notifications (not a call of the site: the provider's, signed). */
export const NOTIFY_PATH = '/pay/notify';

export const payRoutes = (rt: payment.PaymentRuntime) => {
  const router = Router();

  route(router, getOrderPayInfo, ({ query, locale, res }) =>
    payment.payInfo(rt, signedInOf(res).userId, query.order_no, query.payment_type, locale),
  );
  route(router, checkPayStatus, ({ query, res }) => payment.checkPayStatus(rt, signedInOf(res).userId, query.order_no));
  route(router, getPayPalUrl, ({ query, locale, res }) => payment.startPayPal(rt, signedInOf(res).userId, query.order_no, locale));
  route(router, completePayPalPayment, ({ body, res }) => payment.completePayPal(rt, signedInOf(res).userId, body));

  // Answered in plain text, as Alipay and WeChat Pay expect: "success" ends the provider's retries.
  router.post(NOTIFY_PATH, express.urlencoded({ extended: false }), async (req, res) => {
    try {
      res.type('text/plain').send(await payment.receiveNotification(rt, req.body));
    } catch (error) {
      console.warn(`Payment notification refused: ${error instanceof ApiError ? error.messageIn('en') : String(error)}`);
      res.status(400).type('text/plain').send('fail');
    }
  });
  return router;
};
