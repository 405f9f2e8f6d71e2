import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { graphql } from '../../gql/index.ts';
import { TRIAL_PERIOD, type OneYuan } from './one-yuan.ts';

export const PaidOrderDocument = graphql(`
  query PaidOrder($orderNo: ID!) {
    order(orderNo: $orderNo) {
      orderNo
      period
      state
    }
  }
`);

export interface Refund {
  orderNo: string;
  /** a one-yuan trial: refunded because only one is allowed per person */
  trial: boolean;
}

/**
 * Where a paid order goes: the success page, the trial's own for a 7-day order. The upstream refunds a
 * second one-yuan trial in the same moment it is paid: `refund` then holds it for the caller to show.
 */
export const useAfterPayment = () => {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [refund, setRefund] = useState<Refund | null>(null);

  const settle = async (orderNo: string, oneYuan: OneYuan) => {
    let next = oneYuan;
    try {
      const { data } = await client.query({ query: PaidOrderDocument, variables: { orderNo }, fetchPolicy: 'network-only', context: { silent: true } });
      const order = data?.order;
      if (order?.state === 'REFUNDED') {
        setRefund({ orderNo, trial: order.period === TRIAL_PERIOD });
        return;
      }
      if (order) next = order.period === TRIAL_PERIOD ? 1 : 0;
    } catch {
      // paid is paid: the success page, as the route said
    }
    navigate(paths.payResultSuccess.href(next, orderNo), { replace: true });
  };

  return { settle, refund };
};
