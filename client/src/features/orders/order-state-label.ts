import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderState } from '../../gql/graphql.ts';

/**
 * An order's status in words. The list's filters use the same ones: a paid order reads "Paid" under the Paid
 * filter, an unpaid one (Pay Now offered; the spec's "failed" covers not paid yet as well as declined) "To be
 * paid" under To be paid. Two more come from the buyer's own actions: a cancelled order, a refund asked.
 */
export const ORDER_STATE_LABELS: Record<OrderState | 'CANCELLED' | 'REFUND_REQUESTED', MessageDescriptor> = {
  REFUNDED: msg`Refunded`,
  CONFIRMING: msg`Manual confirmation in progress`,
  PAID: msg`Paid`,
  FAILED: msg`To be paid`,
  CANCELLED: msg`Cancelled`,
  REFUND_REQUESTED: msg`Refund requested`,
};
