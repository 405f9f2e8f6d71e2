import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';
import { graphql } from '../../gql/index.ts';
import type { PaymentType } from '../../gql/graphql.ts';
import { usePaymentMethods } from '../../lib/payment-methods.ts';
import { BuyPage, Columns, PageTitle, Panel } from './layout.tsx';
import { parseOneYuan, TRIAL_PERIOD } from './one-yuan.ts';
import { OrderFacts } from './OrderFacts.tsx';
import { OrderTruthPage, useOrderTruth } from './OrderTruth.tsx';
import { arrivedWithMethod, checkStandMethods, initialCheckStandTab, methodOfParam } from './payment.ts';
import { PaymentTabs } from './PaymentTabs.tsx';
import { PayStatusLine } from './PayStatusLine.tsx';
import { RefundNotice } from './RefundNotice.tsx';
import { useAfterPayment } from './useAfterPayment.ts';
import { usePayStatus } from './usePayStatus.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

export const CheckStandDocument = graphql(`
  query CheckStand($orderNo: ID!, $paymentType: PaymentType, $withPayInfo: Boolean!) {
    order(orderNo: $orderNo) {
      orderNo
      paymentType
      period
      orderAmount {
        currency
      }
      ...OrderFacts_order
      payInfo(paymentType: $paymentType) @include(if: $withPayInfo) {
        ...BankTransferDetails_payInfo
        qrcodeUrl
        amount {
          amount
          currency
        }
        otherAmount {
          amount
          currency
        }
      }
    }
  }
`);

/**
 * /buy/checkStand/:order_no/:oneYuan — pay an order by Alipay or WeChat Pay QR code or by bank transfer, each
 * only while the upstream offers it (its provider is configured; no PayPal; no bank transfer for the trial),
 * starting on the order's own method, else the first tab. Its pay information is asked for an offered tab only
 * (the upstream refuses the others), so an order placed by a method no longer offered opens on another tab. The pay
 * status comes through the `orderPayStatus` subscription, whose paid event says where to go: the success page (the
 * trial's own), or the refund of a second trial — no second query.
 */
export const CheckStandPage = () => {
  const { t } = useLingui();
  usePageMeta(t`Checkout`, t`Pay your order by QR code or by bank transfer.`);
  const params = useParams();
  const orderNo = params.orderNo ?? '';
  const oneYuan = parseOneYuan(params.oneYuan);
  // arriving from the order form, Pay Now or Alipay's page, the order's method is known: the first query asks its tab
  const [chosen, setChosen] = useState<PaymentType | undefined>(arrivedWithMethod(useLocation().state));
  const { methods, failed, labelOf } = usePaymentMethods();
  // each tab asks for its own pay information; nothing here is worth caching. Once the offered methods are known;
  // after a reload (no method known) the order comes first, then its tab's information.
  const [seen, setSeen] = useState<{ orderNo: string; paymentType: PaymentType; period: number } | undefined>();
  const placed = seen?.orderNo === orderNo ? seen : undefined;
  const wanted = chosen ?? placed?.paymentType;
  // the trial by its route, or by its term (Alipay sends the buyer back to an address without the route's flag)
  const tabs = methods ? checkStandMethods(methods, oneYuan === 1 || placed?.period === TRIAL_PERIOD) : [];
  const active = wanted && initialCheckStandTab(wanted, tabs);
  // what the order is comes first: a cancelled, refunded or unknown one has nothing to pay, and asking its pay
  // information would only bring back the upstream's refusal
  const { truth, order: known } = useOrderTruth(orderNo);
  const payable = truth === 'unpaid' || truth === 'paid';
  const { data, previousData, loading } = useQuery(CheckStandDocument, {
    variables: { orderNo, paymentType: active ?? null, withPayInfo: Boolean(active) },
    skip: !methods || !payable,
    fetchPolicy: 'no-cache',
  });
  const order = (data ?? previousData)?.order;
  // (this order's own answer, not one kept from before the address changed)
  if (data?.order && !placed) setSeen({ orderNo, paymentType: data.order.paymentType, period: data.order.period });
  const payInfo = loading ? undefined : data?.order?.payInfo;
  const { finish, refund } = useAfterPayment();
  const { ended, checkAgain } = usePayStatus(orderNo, (outcome) => finish(orderNo, oneYuan, outcome));

  if (truth === 'cancelled' || truth === 'refunded' || truth === 'unknown') {
    return <OrderTruthPage truth={truth} orderNo={orderNo} order={known} />;
  }

  if (!order) {
    return (
      <BuyPage>
        <PageTitle><Trans>Pay for your order</Trans></PageTitle>
        {loading || truth === 'loading' || (!methods && !failed) ? <p role="status"><Trans>Loading…</Trans></p> : <p role="alert"><Trans>This order could not be found.</Trans></p>}
      </BuyPage>
    );
  }

  if (refund) {
    return (
      <BuyPage>
        <PageTitle><Trans>Pay for your order</Trans></PageTitle>
        <Panel title={<Trans>Payment</Trans>}>
          <RefundNotice refund={refund} />
        </Panel>
      </BuyPage>
    );
  }

  return (
    <BuyPage>
      <PageTitle><Trans>Pay for your order</Trans></PageTitle>
      <Columns $side={420}>
        <Panel title={<Trans>Payment</Trans>}>
          <PaymentTabs orderNo={order.orderNo} currency={order.orderAmount.currency} tabs={methods && tabs} active={active} onChoose={setChosen} labelOf={labelOf} payInfo={payInfo} />
          <PayStatusLine ended={ended} onCheckAgain={checkAgain} />
        </Panel>
        <Panel title={<Trans>Your order</Trans>}>
          <OrderFacts order={order} />
        </Panel>
      </Columns>
    </BuyPage>
  );
};

/**
 * /buy/checkStand?orderNo=…&paymentType=alipay — where Alipay's desktop page sends the buyer back (the upstream's
 * return address, with Alipay's own parameters after ours): the order's checkstand on that method's tab (another when
 * it is no longer offered), which follows the pay status on to the success page. Without an order: the order list.
 */
export const CheckStandReturn = () => {
  const [search] = useSearchParams();
  const orderNo = search.get('orderNo')?.trim();
  if (!orderNo) return <Navigate to={paths.orderManagement.href()} replace />;
  return <Navigate to={paths.checkStand.href(orderNo)} state={{ paymentType: methodOfParam(search.get('paymentType')) }} replace />;
};
