import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../i18n/locale.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { Fact, Facts } from './layout.tsx';
import { formatMoney, type Money } from '../../lib/money.ts';
import { formatTerm } from '../../lib/term.ts';

export interface OrderSummaryFields {
  orderNo: string;
  licenseTypeName: string;
  quantity: number;
  period: number;
  periodDay: number;
  orderAmount: Money;
}

/** What an order is: its number, edition, quantity, term and amount. */
export const OrderFacts = ({ order }: { order: OrderSummaryFields }) => {
  const { i18n } = useLingui();
  const _ = useTranslate();
  return (
    <Facts>
      <Fact label={<Trans>Order number</Trans>}>{order.orderNo}</Fact>
      <Fact label={<Trans>Edition</Trans>}>{order.licenseTypeName}</Fact>
      <Fact label={<Trans>Quantity</Trans>}>{order.quantity}</Fact>
      <Fact label={<Trans>Term</Trans>}>{formatTerm(_, order.period, order.periodDay)}</Fact>
      <Fact label={<Trans>Amount</Trans>}>
        <span data-testid="order-amount">{formatMoney(order.orderAmount, i18n.locale as Locale)}</span>
      </Fact>
    </Facts>
  );
};
