import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import type { OrderTable_OrderFragment, PaymentType } from '../../gql/graphql.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { EyeIcon } from '../../ui/icons.tsx';
import { CardTable, CellAction, EmptyRow, IconButton, TableScroll } from '../../ui/Table.tsx';
import { ContactUs } from './ContactUs.tsx';
import { formatMoney } from '../../lib/money.ts';
import { canPayNow, formatDateTime, purchaseTime } from './order-format.ts';
import { CancelOrderAction, RefundRequestAction } from './OrderActions.tsx';
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
    closedAt
    refundableUntil
    teamName
    ...OrderStatus_order
  }
`);

const Operation = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

/** Six columns need about this much room; in less, each order is a card. */
const ORDER_CARDS_BELOW = 720;

const Mono = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 12px;
`;

/** An order bought for a team names it under its number. */
const TeamTag = styled.span`
  display: block;
  margin-top: 4px;
  color: ${({ theme }) => theme.color.muted};
  font-size: 12px;
  overflow-wrap: anywhere;
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
  // each label twice: the column's header, and the cell's own label when the rows are cards
  const label = { number: t`Order Number`, method: t`Payment method`, price: t`Price`, date: t`Date of Purchase`, status: t`Status`, operation: t`Operation` };
  return (
    <TableScroll aria-label={t`Orders`}>
      <CardTable aria-label={t`Orders`} $cardsBelow={ORDER_CARDS_BELOW}>
        <thead>
          <tr>
            <th>{label.number}</th>
            <th>{label.method}</th>
            <th>{label.price}</th>
            <th>{label.date}</th>
            <th>{label.status}</th>
            <th>{label.operation}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && <EmptyRow columns={6} loading={loading} />}
          {rows.map((row) => {
            const time = purchaseTime(row);
            const { teamName: team } = row;
            return (
              <tr key={row.orderNo}>
                <td data-label={label.number}>
                  <Mono>{row.orderNo}</Mono>
                  {team && <TeamTag>{t`Team: ${team}`}</TeamTag>}
                </td>
                <td data-label={label.method}>{methodLabel(row.paymentType)}</td>
                <td data-label={label.price}>{formatMoney(row.orderAmount, locale)}</td>
                <td data-label={label.date} style={{ whiteSpace: 'nowrap' }}>{time ? <time dateTime={time}>{formatDateTime(time)}</time> : '—'}</td>
                <td data-label={label.status}>
                  <OrderStatus order={row} />
                </td>
                <td data-label={label.operation}>
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
                    {canPayNow(row) && <CancelOrderAction orderNo={row.orderNo} />}
                    {row.refundableUntil && <RefundRequestAction orderNo={row.orderNo} until={row.refundableUntil} />}
                  </Operation>
                </td>
              </tr>
            );
          })}
        </tbody>
      </CardTable>
    </TableScroll>
  );
};
