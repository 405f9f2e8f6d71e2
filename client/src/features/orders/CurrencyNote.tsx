import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { siteCurrency } from '../../../../contract/money.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { formatMoney, type Money } from '../../lib/money.ts';
import { isOffered, usePaymentMethods } from '../../lib/payment-methods.ts';

const Note = styled.p`
  margin: 8px 0 0;
  font-size: 13px;
  color: ${({ theme }) => theme.color.text};
`;

/**
 * Said beside an amount whose currency is not the site's (yuan on the English site for a bank transfer, Alipay or
 * WeChat Pay; dollars on the Chinese site for PayPal), so a total that switches currency is explained where it
 * switches, with the amount in both currencies when the site's is known — in dollars "by PayPal" only while PayPal is
 * offered (the upstream prices the other currency whatever its providers).
 */
export const CurrencyNote = ({ charged, site }: { charged: Money; site?: Money | null }) => {
  const locale = useLocale();
  const { methods } = usePaymentMethods();
  if (charged.currency === siteCurrency(locale)) return null;
  const amount = formatMoney(charged, locale);
  const payable = site?.currency === 'USD' ? isOffered(methods ?? [], 'PAYPAL') : true;
  const other = site && site.currency !== charged.currency && payable ? formatMoney(site, locale) : null;
  return (
    <Note data-testid="currency-note">
      {charged.currency === 'RMB' ? <Trans>Bank transfers, Alipay and WeChat Pay are paid in Chinese yuan: {amount}.</Trans> : <Trans>PayPal is paid in US dollars: {amount}.</Trans>}
      {/* Chinese sentences follow each other without a space */}
      {other && locale === 'en' ? ' ' : ''}
      {other && (charged.currency === 'RMB' ? <Trans>The same order is {other} in US dollars by PayPal.</Trans> : <Trans>The same order is {other} in yuan by the other methods.</Trans>)}
    </Note>
  );
};
