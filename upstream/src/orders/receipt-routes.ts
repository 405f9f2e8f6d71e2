import { Router } from 'express';
import { getOrderReceipt, setInvoiceDetails } from '../../../contract/index.ts';
import { signedInOf } from '../http/auth.ts';
import { route } from '../http/route.ts';
import { orderReceipt } from './receipt.ts';
import * as invoices from './invoice.ts';
import type { Runtime } from '../runtime/runtime.ts';

/** GET /order/receipt: the PDF, saved under its own name; private to its owner, never cached on the way. POST /order/invoice: its company details. */
export const receiptRoutes = (rt: Runtime) => {
  const router = Router();
  route(router, getOrderReceipt, async ({ query, res }) => {
    const { fileName, pdf } = await orderReceipt(rt, signedInOf(res).userId, query.order_no);
    res.setHeader('content-disposition', `attachment; filename="${fileName}"`);
    res.setHeader('cache-control', 'private, no-store');
    return pdf;
  });
  route(router, setInvoiceDetails, ({ body, res }) => invoices.setInvoiceDetails(rt, signedInOf(res).userId, body.order_no, body));
  return router;
};
