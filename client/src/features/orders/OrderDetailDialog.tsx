import { useQuery } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { graphql } from '../../gql/index.ts';
import type { PaymentType } from '../../gql/graphql.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { formatTerm } from '../../lib/term.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { formatMoney, type Money } from '../../lib/money.ts';
import { formatDateTime, purchaseTime } from './order-format.ts';
import { OrderStatus } from './OrderStatus.tsx';
import { BankTransferFacts } from './BankTransferDetails.tsx';
import { Fact, Facts } from './layout.tsx';
import { InvoiceEditor } from './InvoiceEditor.tsx';

export const OrderDetailDocument = graphql(`
  query OrderDetail($orderNo: ID!, $bankTransfer: Boolean!) {
    order(orderNo: $orderNo) {
      orderNo
      licenseTypeName
      period
      periodDay
      quantity
      licenseTypePrice {
        amount
        currency
      }
      orderAmount {
        amount
        currency
      }
      paymentType
      ...OrderStatus_order
      payTime
      createdAt
      outerTradeNo
      teamName
      renewedLicenseIds
      payInfo @include(if: $bankTransfer) {
        ...BankTransferDetails_payInfo
      }
      ...InvoiceEditor_order
    }
  }
`);

/** The order's facts and the transfer's facts share one label column, so their values line up. */
const Aligned = styled.div`
  @media (min-width: 481px) {
    dl { grid-template-columns: 180px minmax(0, 1fr); }
  }
`;

const Heading = styled.h3`
  margin: 24px 0 12px;
  font-size: 15px;
`;

/**
 * Every field of an order's detail (spec §3): number, edition, term, quantity, unit price, amount and its
 * currency, method; for a bank transfer also where to send it and the note to write.
 */
const Detail = ({ orderNo, paymentType, methodLabel }: { orderNo: string; paymentType: PaymentType; methodLabel: (type: PaymentType) => string }) => {
  const _ = useTranslate();
  const locale = useLocale();
  const price = (money: Money) => formatMoney(money, locale);
  // payInfo is asked for bank transfers only: for QR methods it would open a payment at the provider
  const { data, loading } = useQuery(OrderDetailDocument, { variables: { orderNo, bankTransfer: paymentType === 'COMPANY_PAY' }, fetchPolicy: 'network-only' });
  const order = data?.order;
  if (!order) return <p role="status">{loading ? <Trans>Loading…</Trans> : <Trans>No Data</Trans>}</p>;
  const time = purchaseTime(order);
  const { teamName } = order;
  const info = order.payInfo;
  return (
    <Aligned>
      <Facts>
        <Fact label={<Trans>Order number</Trans>}>{order.orderNo}</Fact>
        <Fact label={<Trans>Edition</Trans>}>{order.licenseTypeName}</Fact>
        <Fact label={<Trans>Term of validity</Trans>}>{formatTerm(_, order.period, order.periodDay)}</Fact>
        <Fact label={<Trans>Quantity</Trans>}>{order.quantity}</Fact>
        <Fact label={<Trans>Unit price</Trans>}>{price(order.licenseTypePrice)}</Fact>
        <Fact label={<Trans>Amount</Trans>}>
          {price(order.orderAmount)} {order.orderAmount.currency}
        </Fact>
        <Fact label={<Trans>Payment method</Trans>}>{methodLabel(order.paymentType)}</Fact>
        <Fact label={<Trans>Status</Trans>}>
          <OrderStatus order={order} />
        </Fact>
        <Fact label={<Trans>Date of Purchase</Trans>}>{time ? formatDateTime(time) : '—'}</Fact>
        {order.outerTradeNo && <Fact label={<Trans>Transaction number</Trans>}>{order.outerTradeNo}</Fact>}
        {teamName && <Fact label={<Trans>For</Trans>}>{teamName}</Fact>}
        {order.renewedLicenseIds.length > 0 && <Fact label={<Trans>Licenses renewed</Trans>}>{order.renewedLicenseIds.join(', ')}</Fact>}
      </Facts>
      {info && (
        <section aria-labelledby="transfer-title">
          <Heading id="transfer-title">
            <Trans>Bank transfer information</Trans>
          </Heading>
          <BankTransferFacts info={info} />
        </section>
      )}
      <InvoiceEditor order={order} />
    </Aligned>
  );
};

/** The order whose details are shown: the dialog asks the graph for the rest. */
export interface OrderDetailTarget {
  orderNo: string;
  paymentType: PaymentType;
}

interface OrderDetailDialogProps {
  order: OrderDetailTarget | null;
  methodLabel: (type: PaymentType) => string;
  onClose: () => void;
}

/** The order detail dialog of the order list's view-details icon. */
export const OrderDetailDialog = ({ order, methodLabel, onClose }: OrderDetailDialogProps) => (
  <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()} title={<Trans context="the order list's detail dialog">Order details</Trans>} width={640}>
    {order && <Detail orderNo={order.orderNo} paymentType={order.paymentType} methodLabel={methodLabel} />}
  </Dialog>
);
