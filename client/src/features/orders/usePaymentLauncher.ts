import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';
import { graphql } from '../../gql/index.ts';
import type { PaymentType } from '../../gql/graphql.ts';
import type { OneYuan } from './one-yuan.ts';
import { paysByRedirect } from './payment.ts';

export const StartPayPalPaymentDocument = graphql(`
  mutation StartPayPalPayment($orderNo: ID!) {
    startPayPalPayment(orderNo: $orderNo)
  }
`);

/**
 * Sends a placed order to be paid (spec §4): PayPal fetches the provider's URL and leaves the site, the
 * others go to the checkstand. `redirecting` is true from the PayPal call until the page is left; a failed
 * call (the error link has said why) ends it.
 */
export const usePaymentLauncher = () => {
  const navigate = useNavigate();
  const [startPayPal] = useMutation(StartPayPalPaymentDocument);
  const [redirecting, setRedirecting] = useState(false);

  const launch = async (order: { orderNo: string; paymentType: PaymentType }, oneYuan: OneYuan) => {
    if (!paysByRedirect(order.paymentType)) {
      // the method comes along, so the checkstand's first query asks that tab's pay information at once
      navigate(paths.checkStand.href(order.orderNo, oneYuan), { state: { paymentType: order.paymentType } });
      return;
    }
    setRedirecting(true);
    try {
      const { data } = await startPayPal({ variables: { orderNo: order.orderNo } });
      if (data) window.location.href = data.startPayPalPayment;
      else setRedirecting(false);
    } catch {
      setRedirecting(false);
    }
  };

  return { launch, redirecting };
};
