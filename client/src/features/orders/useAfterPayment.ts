import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';
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

/** How a paid order ended, as far as it is known; null where the gateway could not say. */
export interface PaymentOutcome {
  refunded: boolean | null;
  /** refunded because the buyer already had a one-yuan trial */
  refundedAsSecondTrial: boolean | null;
  /** the 7-day trial (its success page differs) */
  trial: boolean | null;
}

/**
 * Where a paid order goes: the success page, the trial's own for a 7-day order. The upstream refunds a
 * second one-yuan trial in the same moment it is paid: `refund` then holds it for the caller to show.
 * `finish` takes an outcome already known (the checkstand's pay-status event); `settle` asks for it first
 * (the PayPal return, which has no event).
 */
export const useAfterPayment = () => {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [refund, setRefund] = useState<Refund | null>(null);

  const finish = (orderNo: string, oneYuan: OneYuan, outcome: PaymentOutcome) => {
    if (outcome.refunded) {
      setRefund({ orderNo, trial: outcome.refundedAsSecondTrial === true });
      return;
    }
    // paid is paid: an outcome not known goes to the success page the route names
    const next = outcome.trial === null ? oneYuan : outcome.trial ? 1 : 0;
    navigate(paths.payResultSuccess.href(next, orderNo), { replace: true });
  };

  const settle = async (orderNo: string, oneYuan: OneYuan) => {
    try {
      const { data } = await client.query({ query: PaidOrderDocument, variables: { orderNo }, fetchPolicy: 'network-only', context: { silent: true } });
      const order = data?.order;
      if (order) {
        const [refunded, trial] = [order.state === 'REFUNDED', order.period === TRIAL_PERIOD];
        return finish(orderNo, oneYuan, { refunded, refundedAsSecondTrial: refunded && trial, trial });
      }
    } catch {
      // the outcome stays unknown
    }
    finish(orderNo, oneYuan, { refunded: null, refundedAsSecondTrial: null, trial: null });
  };

  return { finish, settle, refund };
};
