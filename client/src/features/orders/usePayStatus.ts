import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { graphql } from '../../gql/index.ts';

export const OrderPayStatusDocument = graphql(`
  subscription OrderPayStatus($orderNo: ID!) {
    orderPayStatus(orderNo: $orderNo) {
      orderNo
      paid
      status
    }
  }
`);

/**
 * Follows an order's pay status through the `orderPayStatus` subscription (the gateway polls the upstream;
 * the client never does) and calls `onPaid` once it is paid. The gateway ends a subscription after a while:
 * `ended` then says so, and `checkAgain` subscribes anew.
 */
export const usePayStatus = (orderNo: string, onPaid: () => void) => {
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
      if (!data.data?.orderPayStatus.paid || paid.current) return;
      paid.current = true;
      callback.current();
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
