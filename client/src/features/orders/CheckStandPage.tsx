import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../lib/paths.ts';
import { graphql } from '../../gql/index.ts';
import type { PaymentType } from '../../gql/graphql.ts';
import { Button } from '../../ui/Form.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs.tsx';
import { BankTransferDetails } from './BankTransferDetails.tsx';
import { BuyPage, Columns, PageTitle, Panel } from './layout.tsx';
import { parseOneYuan } from './one-yuan.ts';
import { OrderFacts } from './OrderFacts.tsx';
import { arrivedWithMethod, checkStandMethods, initialCheckStandTab } from './payment.ts';
import { QrPayment } from './QrPayment.tsx';
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

const Status = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  margin: 8px 0 20px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.canvas};
  font-size: 14px;
  p { margin: 0; flex: 1; }
`;

const Pulse = styled.span`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.success};
  box-shadow: 0 0 0 4px rgba(5, 150, 105, 0.15);
`;

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
          <Tabs value={active} onValueChange={(value) => setTab(value as PaymentType)}>
            <TabList aria-label={t`Payment method`}>
              {checkStandMethods(oneYuan === 1).map((type) => (
                <Tab key={type} value={type}>{labelOf(type)}</Tab>
              ))}
            </TabList>
            {checkStandMethods(oneYuan === 1).map((type) => (
              <TabPanel key={type} value={type}>
                {type !== active ? null : !payInfo ? (
                  <p role="status"><Trans>Loading…</Trans></p>
                ) : type === 'COMPANY_PAY' ? (
                  <>
                    <BankTransferDetails info={payInfo} />
                    <p>
                      <Link to={paths.bankTransfer.href(order.orderNo)}><Trans>Open the bank-transfer details on their own page</Trans></Link>
                    </p>
                  </>
                ) : payInfo.qrcodeUrl ? (
                  <QrPayment url={payInfo.qrcodeUrl} method={labelOf(type)} amount={payInfo.amount} otherAmount={payInfo.otherAmount} />
                ) : (
                  <p role="alert"><Trans>This payment method is not available for this order.</Trans></p>
                )}
              </TabPanel>
            ))}
          </Tabs>
          {ended ? (
            <Status>
              <p><Trans>We stopped waiting for this payment. Paid already? Check again.</Trans></p>
              <Button type="button" $variant="secondary" onClick={checkAgain}>
                <Trans>Check again</Trans>
              </Button>
            </Status>
          ) : (
            <Status role="status">
              <Pulse aria-hidden="true" />
              <p><Trans>Waiting for your payment. This page moves on by itself once it arrives.</Trans></p>
            </Status>
          )}
        </Panel>
        <Panel title={<Trans>Your order</Trans>}>
          <OrderFacts order={order} />
        </Panel>
      </Columns>
    </BuyPage>
  );
};
