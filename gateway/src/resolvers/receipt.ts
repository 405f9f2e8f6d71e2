import { getOrderReceipt } from '../../../contract/index.ts';
import type { Resolvers } from '../generated/graphql.ts';

/** The site path the gateway proxies to the upstream's receipt (receipt-files.ts), for a paid order. */
export const receiptPath = (orderNo: string) => `/api${getOrderReceipt.path}?order_no=${encodeURIComponent(orderNo)}`;

export const receiptResolvers: Resolvers = {
  Order: {
    /** Only a paid order has a receipt; a list row holds its pay status, a single order reads its detail (one call). */
    receiptUrl: async (order, _, { loaders }) => {
      const paid = order.pay_status !== undefined ? order.pay_status : (await loaders.order.load(order.order_no)).pay_status;
      return paid === 1 ? receiptPath(order.order_no) : null;
    },
  },
};
