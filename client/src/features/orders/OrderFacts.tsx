import { Trans } from '@lingui/react/macro';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { Fact, Facts } from './layout.tsx';
import { formatMoney } from '../../lib/money.ts';
import { formatTerm } from '../../lib/term.ts';

/** What the facts show of an order; the checkstand, the bank-transfer page and the success page spread it. */
export const OrderFactsFragment = graphql(`
  fragment OrderFacts_order on Order {
    orderNo
    licenseTypeName
    quantity
    period
    periodDay
    orderAmount {
      amount
      currency
    }
  }
`);

/** What an order is: its number, edition, quantity, term and amount. */
export const OrderFacts = (props: { order: FragmentType<typeof OrderFactsFragment> }) => {
  const order = getFragmentData(OrderFactsFragment, props.order);
  const locale = useLocale();
  const _ = useTranslate();
  return (
    <Facts>
      <Fact label={<Trans>Order number</Trans>}>{order.orderNo}</Fact>
      <Fact label={<Trans>Edition</Trans>}>{order.licenseTypeName}</Fact>
      <Fact label={<Trans>Quantity</Trans>}>{order.quantity}</Fact>
      <Fact label={<Trans>Term</Trans>}>{formatTerm(_, order.period, order.periodDay)}</Fact>
      <Fact label={<Trans>Amount</Trans>}>
        <span data-testid="order-amount">{formatMoney(order.orderAmount, locale)}</span>
      </Fact>
    </Facts>
  );
};
