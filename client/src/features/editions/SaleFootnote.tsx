import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { useLocale } from '../../i18n/useLocale.ts';
import { formatChoice, nameInSentence, usePaymentMethods } from '../../lib/payment-methods.ts';

const Footnote = styled.p`
  margin: 20px 0 0;
  text-align: center;
  font-size: 13px;
  color: ${({ theme }) => theme.color.muted};
`;

/**
 * Under the cards: the currency of the prices (yuan on the Chinese site, dollars on the English one, per user) and
 * the methods the upstream offers now, as its public list names them — prerendered with the page, so a visitor
 * without JavaScript reads them too. Until the list is known (or when it fails) only the prices are said.
 */
export const SaleFootnote = () => {
  const locale = useLocale();
  const { methods } = usePaymentMethods();
  const choice = formatChoice(methods?.map((method) => nameInSentence(method, locale)) ?? [], locale);
  return (
    <Footnote data-testid="sale-footnote">
      {locale === 'en' ? <Trans>Prices in US dollars, per user.</Trans> : <Trans>Prices in yuan, per user.</Trans>}
      {/* Chinese sentences follow each other without a space */}
      {choice && locale === 'en' ? ' ' : ''}
      {choice && <Trans>Pay with {choice}.</Trans>}
    </Footnote>
  );
};
