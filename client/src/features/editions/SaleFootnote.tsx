import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { useLocale } from '../../i18n/useLocale.ts';
import { currencySentences, usePaymentMethods } from '../../lib/payment-methods.ts';

const Footnote = styled.p`
  margin: 20px 0 0;
  text-align: center;
  font-size: 13px;
  color: ${({ theme }) => theme.color.muted};
`;

/**
 * Under the cards: the currency of the prices (yuan on the Chinese site, dollars on the English one, per user) and
 * the methods the upstream offers now, as its public list names them, each under the currency it charges (the
 * English site's dollar prices are not what Alipay charges) — prerendered with the page, so a visitor without
 * JavaScript reads them too. Until the list is known (or when it fails) only the prices are said.
 */
export const SaleFootnote = () => {
  const locale = useLocale();
  const { i18n } = useLingui();
  const { methods } = usePaymentMethods();
  const sentences = currencySentences(methods ?? [], locale, i18n);
  return (
    <Footnote data-testid="sale-footnote">
      {locale === 'en' ? <Trans>Prices in US dollars, per user.</Trans> : <Trans>Prices in yuan, per user.</Trans>}
      {/* Chinese sentences follow each other without a space */}
      {sentences.map((sentence) => (locale === 'en' ? ` ${sentence}` : sentence)).join('')}
    </Footnote>
  );
};
