import express, { type Request, type Response, type Router } from 'express';
import { receivePaymentNotification } from '../../../contract/index.ts';
import { fileStream, type FileStreamOptions } from '../upstream/file-stream.ts';

/** A provider's notification is a few kB; anything far larger is not one. */
export const NOTIFICATION_MAX_BYTES = 64 * 1024;

/** Request headers that belong to the exchange or the browser, never to a provider's signed notification. */
const NOT_PASSED = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'cookie', 'authorization', 'x-forwarded-for', 'forwarded', 'x-real-ip']);

/**
 * `POST /api/pay/notify/{provider}`: providers post their notifications to the site's public address, and the gateway
 * passes them to the upstream untouched: the exact bytes (every provider signs them) and the provider's headers
 * (PAYPAL-TRANSMISSION-*, Wechatpay-*), streamed, and the upstream's answer (Alipay's `success`, WeChat Pay's 204)
 * streamed back as it is.
 */
export const paymentNotifications = (options: FileStreamOptions): Router => {
  const router = express.Router();
  const stream = fileStream(options);
  router.post('/api/pay/notify/:provider', (req: Request, res: Response) => {
    if (Number(req.headers['content-length'] ?? 0) > NOTIFICATION_MAX_BYTES) {
      res.status(413).type('text').send('fail');
      return;
    }
    const passed = Object.keys(req.headers).filter((name) => !NOT_PASSED.has(name));
    stream(receivePaymentNotification, req, res, { path: req.path.slice('/api'.length), passed, body: true, json: false });
  });
  return router;
};
