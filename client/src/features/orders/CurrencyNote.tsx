import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { siteCurrency } from '../../../../contract/money.ts';
import type { PaymentType } from '../../gql/graphql.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { formatMoney, type Money } from '../../lib/money.ts';
import { methodsIn, nameInSentence, usePaymentMethods } from '../../lib/payment-methods.ts';

const Note = styled.p`
  margin: 8px 0 0;
  font-size: 13px;
  color: ${({ theme }) => theme.color.text};
`;

interface Props {
  /** the amount the method charges, in the order's currency */
  charged: Money;
  /** the method charging it */
  method: PaymentType;
  /** the same order in the site's currency, when it has a price there */
  site?: Money | null;
}

/**
 * Said beside an amount whose currency is not the site's (yuan on the English site for Alipay or WeChat Pay, or for a
 * yuan order's bank transfer; dollars on the Chinese site for PayPal, or for a dollar order's bank transfer), so a
 * total that switches currency is explained where it switches: by which method, and the same order in the site's
 * currency by the offered methods that charge it on this site (contract paymentCurrency), when any is offered.
 */
export const CurrencyNote = ({ charged, method, site }: Props) => {
  const locale = useLocale();
  const { methods, labelOf } = usePaymentMethods();
  if (charged.currency === siteCurrency(locale)) return null;
  const amount = formatMoney(charged, locale);
  const by = nameInSentence({ type: method, label: labelOf(method) }, locale);
  // not the method itself: a yuan order's bank transfer on the English site is in yuan, whatever a new one would be
  const others = (methods ?? []).filter((offered) => offered.type !== method);
  const names = site && site.currency !== charged.currency ? methodsIn(others, site.currency, locale) : '';
  const other = site && names ? formatMoney(site, locale) : null;
  return (
    <Note data-testid="currency-note">
      {charged.currency === 'RMB' ? <Trans>Paid by {by} in Chinese yuan: {amount}.</Trans> : <Trans>Paid by {by} in US dollars: {amount}.</Trans>}
      {/* Chinese sentences follow each other without a space */}
      {other && locale === 'en' ? ' ' : ''}
      {other && (site?.currency === 'USD' ? <Trans>The same order is {other} in US dollars by {names}.</Trans> : <Trans>The same order is {other} in yuan by {names}.</Trans>)}
    </Note>
  );
};
