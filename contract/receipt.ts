import { z } from 'zod';
import { defineCall } from './call.ts';
import { orderNo } from './rules.ts';

/** The receipt of a paid order (issue #25): a PDF in the order's language, refunds shown as such. */
export const getOrderReceipt = defineCall({
  id: 'getOrderReceipt',
  method: 'GET',
  path: '/order/receipt',
  summary:
    "The receipt of one of the signed-in user's paid orders, as a PDF in the order's language (seller, buyer, order, edition, " +
    'quantity, term, list price, discount, total, currency, payment method, transaction number, date paid; a refund is shown). ' +
    "Another user's order, or an unpaid one, answers 404.",
  auth: 'required',
  query: z.object({ order_no: orderNo() }),
  data: z.custom<Uint8Array>((value) => value instanceof Uint8Array, "a PDF"),
  produces: 'application/pdf',
});
