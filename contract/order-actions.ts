import { z } from 'zod';
import { defineCall } from './call.ts';
import { text } from './input.ts';
import { orderNo, REFUND_REASON_MAX } from './rules.ts';
import { orderDetail } from './order.ts';

/** The buyer's own actions on an order (issue #32): each answers the order as it now is. */

export const cancelOrder = defineCall({
  id: 'cancelOrder',
  method: 'POST',
  path: '/order/cancel',
  summary: "Cancel one of the signed-in user's unpaid orders: it is closed and can no longer be paid. A paid order cannot be cancelled.",
  auth: 'required',
  body: z.object({ order_no: orderNo() }),
  data: orderDetail,
});

export const requestRefund = defineCall({
  id: 'requestRefund',
  method: 'POST',
  path: '/order/refundRequest',
  summary: 'Ask for the refund of a paid order within the refund period; staff grant it. One request per order; the licences stay until it is granted.',
  auth: 'required',
  body: z.object({ order_no: orderNo(), reason: text().trim().max(REFUND_REASON_MAX).optional() }),
  data: orderDetail,
});
