import { useApolloClient } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';
import { graphql } from '../../gql/index.ts';
import { Button } from '../../ui/Form.tsx';
import { LoadingOverlay } from '../../ui/LoadingOverlay.tsx';
import { BuyPage, ResultCard } from './layout.tsx';
import { TRIAL_PERIOD } from './one-yuan.ts';
import { ResultIcon } from '../../ui/ResultIcon.tsx';
import { usePaymentLauncher } from './usePaymentLauncher.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { OrderTruthPage, useOrderTruth } from './OrderTruth.tsx';

export const PayAgainDocument = graphql(`
  query PayAgain($orderNo: ID!) {
    order(orderNo: $orderNo) {
      orderNo
      paymentType
      period
      payStatus
    }
  }
`);

/**
 * /buy/payResultError/:orderNo — 'Payment Failed'. Pay Now re-fetches the order and launches its payment
 * again: PayPal to the provider, the others to the checkstand (an order paid meanwhile goes to success).
 * An order that does not exist, or is not the visitor's, gets the 404 message and no Pay Now: the page asks
 * for it when it opens (silently: the page says it). An order that is paid, refunded or cancelled is not called a
 * failed payment: the page says what it is.
 */
export const PayResultErrorPage = () => {
  const { t } = useLingui();
  usePageMeta(t`Payment failed`, t`The payment did not go through: pay again or choose another method.`);
  const orderNo = useParams().orderNo ?? '';
  const client = useApolloClient();
  const navigate = useNavigate();
  const { launch, redirecting } = usePaymentLauncher();
  const [fetching, setFetching] = useState(false);
  const { truth, order: known } = useOrderTruth(orderNo);
  const missing = truth === 'unknown';

  const payNow = async () => {
    setFetching(true);
    try {
      const { data } = await client.query({ query: PayAgainDocument, variables: { orderNo }, fetchPolicy: 'network-only' });
      const order = data?.order;
      if (!order) return;
      const oneYuan = order.period === TRIAL_PERIOD ? 1 : 0;
      if (order.payStatus === 'PAID') navigate(paths.payResultSuccess.href(oneYuan, orderNo), { replace: true });
      else await launch(order, oneYuan);
    } catch {
      // the error link has said why
    } finally {
      setFetching(false);
    }
  };

  // nothing said until the order is known: a paid order is never called failed, not even while loading
  if (truth === 'loading') {
    return (
      <BuyPage>
        <ResultCard><p role="status"><Trans>Loading…</Trans></p></ResultCard>
      </BuyPage>
    );
  }
  if (truth === 'paid' || truth === 'refunded' || truth === 'cancelled') {
    return <OrderTruthPage truth={truth} orderNo={orderNo} order={known} />;
  }
  return (
    <BuyPage>
      <ResultCard as="section" aria-labelledby="pay-result">
        <ResultIcon ok={false} />
        <h1 id="pay-result"><Trans>Payment Failed</Trans></h1>
        {missing ? (
          <p role="alert"><Trans>The requested resource does not exist</Trans></p>
        ) : (
          <>
            <p><Trans>In order not to affect your use of the product, please pay in time!</Trans></p>
            <p>
              <Trans>Order number</Trans> <code>{orderNo}</code>
            </p>
            <Button type="button" onClick={() => void payNow()} disabled={fetching || redirecting} style={{ marginTop: 12 }}>
              <Trans>Pay Now</Trans>
            </Button>
          </>
        )}
      </ResultCard>
      {redirecting && <LoadingOverlay><Trans>Redirecting to the third-party payment page</Trans></LoadingOverlay>}
    </BuyPage>
  );
};
