import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { graphql } from '../../gql/index.ts';
import type { PaymentOutcome } from './useAfterPayment.ts';

export const OrderPayStatusDocument = graphql(`
  subscription OrderPayStatus($orderNo: ID!) {
    orderPayStatus(orderNo: $orderNo) {
      orderNo
      paid
      status
      state
      trial
      refundedAsSecondTrial
    }
  }
`);

/**
 * Follows an order's pay status through the `orderPayStatus` subscription (the gateway polls the upstream;
 * the client never does) and calls `onPaid` once it is paid, with how the payment ended as the paid event
 * says it: the checkstand needs no second query. The gateway ends a subscription after a while: `ended`
 * then says so, and `checkAgain` subscribes anew.
 */
export const usePayStatus = (orderNo: string, onPaid: (outcome: PaymentOutcome) => void) => {
  const [ended, setEnded] = useState(false);
  const paid = useRef(false);
  const callback = useRef(onPaid);
  useEffect(() => {
    callback.current = onPaid;
  });
  const { restart } = useSubscription(OrderPayStatusDocument, {
    variables: { orderNo },
    context: { silent: true },
    onData: ({ data }) => {
      const event = data.data?.orderPayStatus;
      if (!event?.paid || paid.current) return;
      paid.current = true;
      const refunded = event.state ? event.state === 'REFUNDED' : null;
      callback.current({ refunded, refundedAsSecondTrial: event.refundedAsSecondTrial ?? null, trial: event.trial ?? null });
    },
    onComplete: () => setEnded(!paid.current),
    onError: () => setEnded(true),
  });
  const checkAgain = () => {
    setEnded(false);
    restart();
  };
  return { ended, checkAgain };
};
