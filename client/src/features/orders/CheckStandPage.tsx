import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { graphql } from '../../gql/index.ts';
import type { PaymentType } from '../../gql/graphql.ts';
import { BuyPage, Columns, PageTitle, Panel } from './layout.tsx';
import { parseOneYuan } from './one-yuan.ts';
import { OrderFacts } from './OrderFacts.tsx';
import { arrivedWithMethod, initialCheckStandTab } from './payment.ts';
import { PaymentTabs } from './PaymentTabs.tsx';
import { PayStatusLine } from './PayStatusLine.tsx';
import { RefundNotice } from './RefundNotice.tsx';
import { useAfterPayment } from './useAfterPayment.ts';
import { usePayStatus } from './usePayStatus.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

export const CheckStandDocument = graphql(`
  query CheckStand($orderNo: ID!, $paymentType: PaymentType) {
    order(orderNo: $orderNo) {
      orderNo
      paymentType
      ...OrderFacts_order
      payInfo(paymentType: $paymentType) {
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
    paymentMethods {
      type
      label
    }
  }
`);

/**
 * /buy/checkStand/:order_no/:oneYuan — pay an order by Alipay or WeChat Pay QR code or by bank transfer
 * (no PayPal; no bank transfer for the trial), starting on the order's own method. The pay status comes
 * through the `orderPayStatus` subscription, whose paid event says where to go: the success page (the
 * trial's own), or the refund of a second trial — no second query.
 */
export const CheckStandPage = () => {
  const { t } = useLingui();
  usePageMeta(t`Checkout`, t`Pay your order by QR code or by bank transfer.`);
  const params = useParams();
  const orderNo = params.orderNo ?? '';
  const oneYuan = parseOneYuan(params.oneYuan);
  // arriving from the order form or Pay Now, the order's method is known: the first query asks its tab at once
  const arrivedWith = arrivedWithMethod(useLocation().state);
  const [tab, setTab] = useState<PaymentType | undefined>(arrivedWith && initialCheckStandTab(arrivedWith, oneYuan === 1));
  // each tab asks for its own pay information; nothing here is worth caching
  const { data, previousData, loading } = useQuery(CheckStandDocument, { variables: { orderNo, paymentType: tab }, fetchPolicy: 'no-cache' });
  const order = (data ?? previousData)?.order;
  const methods = (data ?? previousData)?.paymentMethods ?? [];
  const active = tab ?? (order ? initialCheckStandTab(order.paymentType, oneYuan === 1) : undefined);
  const payInfo = loading ? undefined : data?.order?.payInfo;
  const { finish, refund } = useAfterPayment();
  const { ended, checkAgain } = usePayStatus(orderNo, (outcome) => finish(orderNo, oneYuan, outcome));

  // an order placed with a method without a tab (PayPal) opens on the first tab, with that tab's information
  useEffect(() => {
    if (!tab && order && active !== order.paymentType) setTab(active);
  }, [tab, order, active]);

  const labelOf = (type: PaymentType) => methods.find((method) => method.type === type)?.label ?? type;

  if (!order) {
    return (
      <BuyPage>
        <PageTitle><Trans>Pay for your order</Trans></PageTitle>
        {loading ? <p role="status"><Trans>Loading…</Trans></p> : <p role="alert"><Trans>This order could not be found.</Trans></p>}
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
          <PaymentTabs orderNo={order.orderNo} oneYuan={oneYuan === 1} active={active} onChange={setTab} labelOf={labelOf} payInfo={payInfo} />
          <PayStatusLine ended={ended} onCheckAgain={checkAgain} />
        </Panel>
        <Panel title={<Trans>Your order</Trans>}>
          <OrderFacts order={order} />
        </Panel>
      </Columns>
    </BuyPage>
  );
};
