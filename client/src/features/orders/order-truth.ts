import type { OrderPayStatus, OrderState } from '../../gql/graphql.ts';

/**
 * What an order named by a result page really is: the page says this, never what its address assumes (a "payment
 * failed" page for a paid order, a "payment successful" one for an order that does not exist).
 */
export type OrderTruth = 'loading' | 'unknown' | 'unpaid' | 'paid' | 'refunded' | 'cancelled';

interface Known {
  payStatus: OrderPayStatus;
  state: OrderState;
  closedAt?: string | null;
}

/** The order's truth from what the graph answered: null (or an error saying not found) is an unknown order. */
export const truthOf = (order: Known | null | undefined, { loading, missing }: { loading: boolean; missing: boolean }): OrderTruth => {
  if (missing) return 'unknown';
  if (order === undefined) return loading ? 'loading' : 'unknown';
  if (order === null) return 'unknown';
  if (order.state === 'REFUNDED') return 'refunded';
  if (order.payStatus === 'PAID') return 'paid';
  return order.closedAt ? 'cancelled' : 'unpaid';
};
