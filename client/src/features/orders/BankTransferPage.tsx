import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';
import { graphql } from '../../gql/index.ts';
import { BankTransferDetails } from './BankTransferDetails.tsx';
import { BuyPage, Columns, PageTitle, Panel } from './layout.tsx';
import { OrderFacts } from './OrderFacts.tsx';
import { OrderTruthPage, useOrderTruth } from './OrderTruth.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';

export const BankTransferPageDocument = graphql(`
  query BankTransferPage($orderNo: ID!) {
    order(orderNo: $orderNo) {
      orderNo
      ...OrderFacts_order
      payInfo(paymentType: COMPANY_PAY) {
        ...BankTransferDetails_payInfo
      }
    }
  }
`);

/**
 * /buy/pay?orderNo= — the bank-transfer details of an order: account name, bank, account number, the
 * remittance amount and the note. Without an order there is no total to pay, so it goes back to /buy. The order's
 * state is asked first: the account and an amount to remit are shown only for an order still to be paid; a paid,
 * refunded, cancelled or unknown one is said to be so.
 */
export const BankTransferPage = () => {
  const { t } = useLingui();
  usePageMeta(t`Bank transfer`, t`The account to pay into and the order number to write on the transfer.`);
  const [search] = useSearchParams();
  const orderNo = search.get('orderNo')?.trim() ?? '';
  const { truth, order: known } = useOrderTruth(orderNo);
  const { data, loading } = useQuery(BankTransferPageDocument, { variables: { orderNo }, skip: truth !== 'unpaid', fetchPolicy: 'no-cache' });
  if (!orderNo) return <Navigate to={paths.buy.href()} replace />;
  if (truth !== 'loading' && truth !== 'unpaid') {
    return <OrderTruthPage truth={truth} orderNo={orderNo} order={known} />;
  }
  const order = data?.order;
  return (
    <BuyPage>
      <PageTitle><Trans>Pay by bank transfer</Trans></PageTitle>
      {(loading || truth === 'loading') && <p role="status"><Trans>Loading…</Trans></p>}
      {!loading && truth === 'unpaid' && data && !order?.payInfo && <p role="alert"><Trans>This order could not be found.</Trans></p>}
      {order?.payInfo && (
        <Columns $side={420}>
          <Panel title={<Trans>Bank-transfer details</Trans>}>
            <BankTransferDetails info={order.payInfo} />
            <p>
              <Link to={paths.checkStand.href(order.orderNo)}><Trans>Back to the checkstand, which follows the payment</Trans></Link>
            </p>
          </Panel>
          <Panel title={<Trans>Your order</Trans>}>
            <OrderFacts order={order} />
          </Panel>
        </Columns>
      )}
    </BuyPage>
  );
};
