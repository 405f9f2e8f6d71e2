import { z } from 'zod';
import { defineCall } from './call.ts';
import { text } from './input.ts';
import { orderNo } from './rules.ts';

export const getPayPalUrl = defineCall({
  id: 'getPayPalUrl',
  method: 'GET',
  path: '/pay/paypal/url',
  summary: "Start a PayPal payment of the order: data is the provider's URL the browser is sent to.",
  auth: 'required',
  query: z.object({ order_no: orderNo() }),
  data: z.string(),
});

export const getAlipayPageUrl = defineCall({
  id: 'getAlipayPageUrl',
  method: 'GET',
  path: '/pay/alipay/url',
  summary: "Start an Alipay payment of the order on Alipay's own page (alipay.trade.page.pay, for a desktop browser): data is the URL the browser is sent to.",
  auth: 'required',
  query: z.object({ order_no: orderNo() }),
  data: z.string(),
});

/** The parameters PayPal appends to the return URL, posted back as received. */
export const payPalReturn = z.object({
  PayerID: text().trim().max(128).optional(),
  orderNo: orderNo(),
  paymentId: text().trim().max(128).optional(),
  orderId: text().trim().max(128).optional(),
  /** "true"/"false" from the query string, or a boolean */
  success: z.union([z.boolean(), z.stringbool()]).optional(),
  token: text().trim().max(256).optional(),
});
export type PayPalReturn = z.infer<typeof payPalReturn>;

export const completePayPalPayment = defineCall({
  id: 'completePayPalPayment',
  method: 'POST',
  path: '/pay/paypal/callback',
  summary: 'Capture the PayPal payment the browser returned from; statusCode 200 means the order is paid (idempotent).',
  auth: 'required',
  body: payPalReturn,
  data: z.unknown(),
});

/**
 * Where a payment provider posts its notifications (webhooks): the provider's call, not the site's. The body is the
 * provider's own (PayPal and WeChat Pay JSON, Alipay a form), verified over its exact bytes and headers before anything
 * in it is believed; the answer is what that provider expects (Alipay the text `success`, WeChat Pay 204, PayPal 200).
 * The gateway passes it to the upstream untouched.
 */
export const receivePaymentNotification = defineCall({
  id: 'receivePaymentNotification',
  method: 'POST',
  path: '/pay/notify/{provider}',
  summary: "A payment provider's notification, verified over its raw bytes; answered as that provider expects.",
  auth: 'none',
  params: z.object({ provider: z.enum(['sandbox', 'paypal', 'alipay', 'wechat']) }),
  data: z.unknown(),
  produces: 'text/plain',
});
