import { Router } from 'express';
import * as payment from '../payments/index.ts';

/** `confirm-transfer` and `refund`: staff settle an order's money (a bank transfer arrived; a paid order is refunded). */
export const adminPaymentRoutes = (rt: payment.PaymentRuntime) => {
  const router = Router();
  router.post('/orders/:orderNo/confirm-transfer', async (req, res, next) => {
    try {
      res.json(await payment.confirmTransfer(rt, req.params.orderNo));
    } catch (error) {
      next(error);
    }
  });
  router.post('/orders/:orderNo/refund', async (req, res, next) => {
    try {
      res.json(await payment.refundOrder(rt, req.params.orderNo));
    } catch (error) {
      next(error);
    }
  });
  return router;
};
