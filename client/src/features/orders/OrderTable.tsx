import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import type { OrderTable_OrderFragment, PaymentType } from '../../gql/graphql.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { EyeIcon } from '../../ui/icons.tsx';
import { CellAction, EmptyRow, IconButton, Table, TableScroll } from '../../ui/Table.tsx';
import { ContactUs } from './ContactUs.tsx';
import { formatMoney } from '../../lib/money.ts';
import { canPayNow, formatDateTime, purchaseTime } from './order-format.ts';
import { OrderStatus } from './OrderStatus.tsx';
import { ReceiptButton } from './ReceiptButton.tsx';

/** What a row of the list shows of an order, and what its View details and Pay Now hand on. */
export const OrderTableFragment = graphql(`
  fragment OrderTable_order on Order {
    orderNo
    paymentType
    orderAmount {
      amount
      currency
    }
    period
    payStatus
    state
    payTime
    createdAt
    receiptUrl
    ...OrderStatus_order
  }
`);

const Operation = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;

const Mono = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 12px;
`;

interface OrderTableProps {
  rows: ReadonlyArray<FragmentType<typeof OrderTableFragment>>;
  loading: boolean;
  /** the label of each payment method, from the graph */
  methodLabel: (type: PaymentType) => string;
  onDetails: (order: OrderTable_OrderFragment) => void;
  onPayNow: (order: OrderTable_OrderFragment) => void;
}

/** The order list (spec §2 orderManagement): number, method, price, date, status and what can be done. */
export const OrderTable = ({ loading, methodLabel, onDetails, onPayNow, ...props }: OrderTableProps) => {
  const { t } = useLingui();
  const locale = useLocale();
  const rows = getFragmentData(OrderTableFragment, props.rows);
  return (
    <TableScroll aria-label={t`Orders`}>
      <Table aria-label={t`Orders`}>
        <thead>
          <tr>
            <th><Trans>Order Number</Trans></th>
            <th><Trans>Payment method</Trans></th>
            <th><Trans>Price</Trans></th>
            <th><Trans>Date of Purchase</Trans></th>
            <th><Trans>Status</Trans></th>
            <th><Trans>Operation</Trans></th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && <EmptyRow columns={6} loading={loading} />}
          {rows.map((row) => {
            const time = purchaseTime(row);
            return (
              <tr key={row.orderNo}>
                <td>
                  <Mono>{row.orderNo}</Mono>
                </td>
                <td>{methodLabel(row.paymentType)}</td>
                <td>{formatMoney(row.orderAmount, locale)}</td>
                <td style={{ whiteSpace: 'nowrap' }}>{time ? <time dateTime={time}>{formatDateTime(time)}</time> : '—'}</td>
                <td>
                  <OrderStatus order={row} />
                </td>
                <td>
                  <Operation>
                    <IconButton type="button" aria-label={t`View details`} title={t`View details`} onClick={() => onDetails(row)}>
                      <EyeIcon />
                    </IconButton>
                    {row.state === 'CONFIRMING' && <ContactUs />}
                    {row.receiptUrl && <ReceiptButton url={row.receiptUrl} orderNo={row.orderNo} />}
                    {canPayNow(row) && (
                      <CellAction type="button" onClick={() => onPayNow(row)}>
                        <Trans>Pay Now</Trans>
                      </CellAction>
                    )}
                  </Operation>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableScroll>
  );
};
