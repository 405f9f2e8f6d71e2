import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import type { OrderState } from '../../gql/graphql.ts';
import { ORDER_STATE_LABELS } from './order-state-label.ts';

type Shown = OrderState | 'CANCELLED' | 'REFUND_REQUESTED';

const tone: Record<Shown, { background: string; color: string }> = {
  CANCELLED: { background: '#f1f5f9', color: '#475569' },
  REFUND_REQUESTED: { background: '#fffbeb', color: '#b45309' },
  REFUNDED: { background: '#f1f5f9', color: '#475569' },
  CONFIRMING: { background: '#fffbeb', color: '#b45309' },
  PAID: { background: '#ecfdf5', color: '#047857' },
  FAILED: { background: '#fef2f2', color: '#b91c1c' },
};

const Badge = styled.span<{ $state: Shown }>`
  display: inline-block;
  padding: 1px 10px;
  border-radius: 999px;
  font-size: 12px;
  white-space: nowrap;
  background: ${({ $state }) => tone[$state].background};
  color: ${({ $state }) => tone[$state].color};
`;

const Reason = styled.span`
  display: block;
  margin-top: 4px;
  font-size: 12px;
  color: ${({ theme }) => theme.color.muted};
`;

/** What the badge needs of an order; the list and the detail dialog spread it. */
export const OrderStatusFragment = graphql(`
  fragment OrderStatus_order on Order {
    state
    refundReason
    closedAt
    refundRequestedAt
  }
`);

/** An order's status by the spec's display priority (the graph's `state`); a refund with its reason, as the upstream words it. */
export const OrderStatus = (props: { order: FragmentType<typeof OrderStatusFragment> }) => {
  const order = getFragmentData(OrderStatusFragment, props.order);
  const { i18n } = useLingui();
  // the buyer's own actions, over the spec's states: a cancelled unpaid order, a paid one whose refund was asked
  const shown: Shown = order.state === 'FAILED' && order.closedAt ? 'CANCELLED' : order.state === 'PAID' && order.refundRequestedAt ? 'REFUND_REQUESTED' : order.state;
  return (
    <>
      <Badge $state={shown} data-state={shown}>
        {i18n._(ORDER_STATE_LABELS[shown])}
      </Badge>
      {order.state === 'REFUNDED' && order.refundReason && <Reason>{order.refundReason}</Reason>}
    </>
  );
};
