import type { PayPalReturnInput } from '../../gql/graphql.ts';

/**
 * The parameters PayPal puts on the return URL (spec §3: PayerID, orderNo, paymentId, orderId, success,
 * token), as the graph's input; null without an order number, which nothing can be completed without.
 */
export const payPalReturnFrom = (search: URLSearchParams): (PayPalReturnInput & { orderNo: string }) | null => {
  const orderNo = search.get('orderNo')?.trim();
  if (!orderNo) return null;
  const text = (name: string) => search.get(name) ?? undefined;
  const success = search.get('success');
  return {
    orderNo,
    payerId: text('PayerID'),
    paymentId: text('paymentId'),
    orderId: text('orderId'),
    token: text('token'),
    success: success === null ? undefined : success === 'true',
  };
};
