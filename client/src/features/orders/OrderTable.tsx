import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { Currency, PaymentType } from '../../gql/graphql.ts';
import { EyeIcon } from '../../ui/icons.tsx';
import { CellAction, EmptyRow, IconButton, Table, TableScroll } from '../../ui/Table.tsx';
import { ContactUs } from './ContactUs.tsx';
import type { Locale } from '../../i18n/locale.ts';
import { formatMoney } from '../../lib/money.ts';
import { canPayNow, formatDateTime, purchaseTime, type OrderFacts } from './order-format.ts';
import { OrderStatus } from './OrderStatus.tsx';

/** A row as the list shows it. */
export interface OrderRow extends OrderFacts {
  orderNo: string;
  paymentType: PaymentType;
  orderAmount: { amount: number; currency: Currency };
  payTime?: string | null;
  createdAt?: string | null;
}

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
  rows: readonly OrderRow[];
  loading: boolean;
  /** the label of each payment method, from the graph */
  methodLabel: (type: PaymentType) => string;
  onDetails: (row: OrderRow) => void;
  onPayNow: (row: OrderRow) => void;
}

/** The order list (spec §2 orderManagement): number, method, price, date, status and what can be done. */
export const OrderTable = ({ rows, loading, methodLabel, onDetails, onPayNow }: OrderTableProps) => {
  const { t, i18n } = useLingui();
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
                <td>{formatMoney(row.orderAmount, i18n.locale as Locale)}</td>
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
