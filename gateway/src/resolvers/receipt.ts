import { getOrderReceipt, setInvoiceDetails } from '../../../contract/index.ts';
import { restField } from '../graph/rest-fields.ts';
import type { Resolvers } from '../generated/graphql.ts';

/** The site path the gateway proxies to the upstream's receipt (receipt-files.ts), for a paid order. */
export const receiptPath = (orderNo: string) => `/api${getOrderReceipt.path}?order_no=${encodeURIComponent(orderNo)}`;

export const receiptResolvers: Resolvers = {
  Order: {
    /**
     * Only a paid order has a receipt; a list row holds its pay status (answered at once: a promise per row would
     * make graphql-js wait on every row of the page), a single order reads its detail (one call).
     */
    receiptUrl: (order, _, { loaders }) => {
      const receipt = (paid: number | undefined) => (paid === 1 ? receiptPath(order.order_no) : null);
      return order.pay_status !== undefined ? receipt(order.pay_status) : loaders.order.load(order.order_no).then((detail) => receipt(detail.pay_status));
    },
    invoice: (order, _, { loaders }) => (order.invoice !== undefined ? order.invoice : loaders.order.load(order.order_no).then((detail) => detail.invoice ?? null)),
  },
  InvoiceDetails: {
    taxNumber: restField('tax_id'),
  },
  Mutation: {
    setInvoiceDetails: (_, { input }, { upstream }) =>
      upstream.call(setInvoiceDetails, {
        body: { order_no: input.orderNo, invoice_company: input.company ?? '', invoice_address: input.address ?? '', invoice_tax_id: input.taxNumber ?? '' },
      }),
  },
};
