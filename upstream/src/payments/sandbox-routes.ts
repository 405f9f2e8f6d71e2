import express, { Router } from 'express';
import { checkoutPage, noSuchPaymentPage } from './sandbox-checkout-page.ts';
import type { Sandbox } from './sandbox.ts';

/**
 * The sandbox provider's pages (DESIGN: `/sandbox/checkout/{orderNo}`), opened by the PayPal redirect or by
 * scanning the checkstand's QR code. Approving a PayPal payment sends the browser back to the site; approving
 * an Alipay / WeChat Pay payment notifies the upstream asynchronously, as those providers do.
 */
export const sandboxRoutes = (sandbox: Sandbox) => {
  const router = Router();
  router.use(express.urlencoded({ extended: false, limit: '4kb' }));

  router.get('/checkout/:orderNo', async (req, res) => {
    const paymentId = typeof req.query.payment === 'string' ? req.query.payment : '';
    const payment = paymentId ? await sandbox.checkout(paymentId) : undefined;
    if (!payment || payment.order_no !== req.params.orderNo) {
      res.status(404).type('html').send(noSuchPaymentPage());
      return;
    }
    res.type('html').send(checkoutPage(payment));
  });

  const answer = (outcome: 'pay' | 'decline') => async (req: express.Request, res: express.Response) => {
    const paymentId = typeof req.body?.payment === 'string' ? req.body.payment : '';
    // notify=0 plays a notification that never arrives: the upstream then learns of the payment by asking
    const back = outcome === 'pay' ? await sandbox.approve(paymentId, { notify: req.body?.notify !== '0' }) : await sandbox.decline(paymentId);
    // PayPal: back to the site with the return parameters; QR payments: the page shows the outcome.
    if (back) res.redirect(303, back);
    else res.redirect(303, `/sandbox/checkout/${encodeURIComponent(String(req.params.orderNo))}?payment=${encodeURIComponent(paymentId)}`);
  };
  router.post('/checkout/:orderNo/pay', answer('pay'));
  router.post('/checkout/:orderNo/decline', answer('decline'));
  return router;
};
