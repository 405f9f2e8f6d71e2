import { Trans } from '@lingui/react/macro';
import { LoadingOverlay } from '../../ui/LoadingOverlay.tsx';
import { usePaymentLauncher } from './usePaymentLauncher.ts';
import { isTrial } from './order-format.ts';
import type { OrderTable_OrderFragment } from '../../gql/graphql.ts';

/**
 * Pay Now relaunches the payment of #4 (spec §4): PayPal leaves for the provider behind the loading overlay,
 * the other methods go to the checkstand (a trial's in one-yuan mode, so it offers no bank transfer).
 */
export const usePayNow = () => {
  const { launch, redirecting } = usePaymentLauncher();
  return {
    start: (order: Pick<OrderTable_OrderFragment, 'orderNo' | 'paymentType' | 'period'>) => void launch({ orderNo: order.orderNo, paymentType: order.paymentType }, isTrial(order) ? 1 : 0),
    overlay: redirecting ? (
      <LoadingOverlay>
        <Trans>Redirecting to the third-party payment page</Trans>
      </LoadingOverlay>
    ) : null,
  };
};
