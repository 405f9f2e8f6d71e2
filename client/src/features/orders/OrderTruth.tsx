import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { paths } from '../../lib/paths.ts';
import { ResultIcon } from '../../ui/ResultIcon.tsx';
import { BuyPage, ResultCard } from './layout.tsx';
import { isTrial } from './order-format.ts';
import { truthOf, type OrderTruth } from './order-truth.ts';

/** What every result page asks of its order to say what it is: one fragment, so the pages cannot ask differently. */
export const OrderTruthFragment = graphql(`
  fragment OrderTruth_order on Order {
    orderNo
    payStatus
    state
    closedAt
    period
    refundReason
  }
`);

export const OrderTruthDocument = graphql(`
  query OrderTruth($orderNo: ID!) {
    order(orderNo: $orderNo) {
      ...OrderTruth_order
    }
  }
`);

/** The order is not there for this visitor: none of that number, or another user's (the upstream answers 404 for both). */
export const notFound = (error: unknown) => CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');

/**
 * The truth of a result page's order from its query's answer (whose order spreads OrderTruth_order): an order the
 * upstream does not find for this visitor, or an answer that failed, is unknown.
 */
export const orderTruthOf = (
  answer: { order?: FragmentType<typeof OrderTruthFragment> | null } | undefined,
  { orderNo, loading, error }: { orderNo: string; loading: boolean; error?: unknown },
) => {
  const order = getFragmentData(OrderTruthFragment, answer?.order);
  const truth = truthOf(order, { loading, missing: !orderNo || notFound(error) || (Boolean(error) && !answer) });
  return { truth, order: order ?? null };
};

/** What the order named by a result page is now, asked afresh each time the page opens (silently: the page says it). */
export const useOrderTruth = (orderNo: string) => {
  const { data, loading, error } = useQuery(OrderTruthDocument, { variables: { orderNo }, skip: !orderNo, fetchPolicy: 'network-only', context: { silent: true } });
  return orderTruthOf(data, { orderNo, loading, error });
};

/**
 * A result page's heading and words when the order is not what the page is for: unknown, paid, refunded, cancelled,
 * or not paid yet. Each says where to go next.
 */
export const OrderTruthNotice = ({ truth, orderNo, refundReason, period }: { truth: Exclude<OrderTruth, 'loading'>; orderNo: string; refundReason?: string | null; period?: number }) => {
  const number = <code>{orderNo}</code>;
  const orders = <Link to={paths.orderManagement.href()}><Trans>Order management</Trans></Link>;
  if (truth === 'unknown') {
    return (
      <>
        <ResultIcon ok={false} />
        <h1 id="pay-result"><Trans>Order not found</Trans></h1>
        <p role="alert"><Trans>There is no order {number} in your account. Your orders are in {orders}.</Trans></p>
      </>
    );
  }
  if (truth === 'paid') {
    return (
      <>
        <ResultIcon ok />
        <h1 id="pay-result"><Trans>This order is paid</Trans></h1>
        <p role="status"><Trans>Order {number} has been paid: there is nothing more to pay.</Trans></p>
        <p><Link to={paths.licenseManagement.href()}><Trans>License management</Trans></Link> · {orders}</p>
      </>
    );
  }
  if (truth === 'refunded') {
    return (
      <>
        <ResultIcon ok={false} />
        <h1 id="pay-result"><Trans>This order was refunded</Trans></h1>
        <p role="status"><Trans>Order {number} has been refunded, so it grants no license and cannot be paid again.</Trans></p>
        {refundReason && <p>{refundReason}</p>}
        <p>{orders}</p>
      </>
    );
  }
  if (truth === 'cancelled') {
    return (
      <>
        <ResultIcon ok={false} />
        <h1 id="pay-result"><Trans>This order was cancelled</Trans></h1>
        <p role="status"><Trans>Order {number} was cancelled and can no longer be paid. To buy, place a new order.</Trans></p>
        <p><Link to={paths.sale.href()}><Trans>Place a new order</Trans></Link> · {orders}</p>
      </>
    );
  }
  return (
    <>
      <ResultIcon ok={false} />
      <h1 id="pay-result"><Trans>This order is not paid yet</Trans></h1>
      <p role="status"><Trans>No payment for order {number} has arrived yet.</Trans></p>
      <p><Link to={paths.checkStand.href(orderNo, period !== undefined && isTrial({ period }) ? 1 : 0)}><Trans>Pay this order</Trans></Link> · {orders}</p>
    </>
  );
};

/** A result page that says only what its order is now (OrderTruthNotice), in the result pages' card. */
export const OrderTruthPage = ({ truth, orderNo, order }: { truth: Exclude<OrderTruth, 'loading'>; orderNo: string; order?: { refundReason?: string | null; period?: number } | null }) => (
  <BuyPage>
    <ResultCard as="section" aria-labelledby="pay-result">
      <OrderTruthNotice truth={truth} orderNo={orderNo} refundReason={order?.refundReason} period={order?.period} />
    </ResultCard>
  </BuyPage>
);
