import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';
import { graphql } from '../../gql/index.ts';
import type { PaymentType } from '../../gql/graphql.ts';
import { isOffered, usePaymentMethods } from '../../lib/payment-methods.ts';
import type { OneYuan } from './one-yuan.ts';
import { paysByRedirect } from './payment.ts';

export const StartPayPalPaymentDocument = graphql(`
  mutation StartPayPalPayment($orderNo: ID!) {
    startPayPalPayment(orderNo: $orderNo)
  }
`);

/**
 * Sends a placed order to be paid (spec §4): PayPal fetches the provider's URL and leaves the site, the
 * others go to the checkstand — and so does an order placed by PayPal once PayPal is no longer offered (Pay Now
 * of an old order), to be paid by a method that is. `redirecting` is true from the PayPal call until the page is
 * left; a failed call (the error link has said why) ends it.
 */
export const usePaymentLauncher = () => {
  const navigate = useNavigate();
  const [startPayPal] = useMutation(StartPayPalPaymentDocument);
  const [redirecting, setRedirecting] = useState(false);
  const { methods } = usePaymentMethods();

  const launch = async (order: { orderNo: string; paymentType: PaymentType }, oneYuan: OneYuan) => {
    // until the list is known, PayPal is taken as offered (the upstream refuses it otherwise, and says why)
    if (!paysByRedirect(order.paymentType) || (methods && !isOffered(methods, order.paymentType))) {
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
