import { Router } from 'express';
import { getOrderReceipt } from '../../../contract/index.ts';
import { signedInOf } from '../http/auth.ts';
import { route } from '../http/route.ts';
import { orderReceipt } from './receipt.ts';
import type { Runtime } from '../runtime/runtime.ts';

/** GET /order/receipt: the PDF, saved under its own name; private to its owner, never cached on the way. */
export const receiptRoutes = (rt: Runtime) => {
  const router = Router();
  route(router, getOrderReceipt, async ({ query, res }) => {
    const { fileName, pdf } = await orderReceipt(rt, signedInOf(res).userId, query.order_no);
    res.setHeader('content-disposition', `attachment; filename="${fileName}"`);
    res.setHeader('cache-control', 'private, no-store');
    return pdf;
  });
  return router;
};
