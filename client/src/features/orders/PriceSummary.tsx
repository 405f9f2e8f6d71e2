import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { OrderPreviewQuery } from '../../gql/graphql.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { Card } from '../../ui/Page.tsx';
import { formatMoney, type Money } from '../../lib/money.ts';
import { CurrencyNote } from './CurrencyNote.tsx';
import { formatTerm } from '../../lib/term.ts';
import { summaryAmounts } from './summary-amounts.ts';

export type Preview = OrderPreviewQuery['orderPreview'];

const Box = styled(Card)`
  padding: 24px 24px 20px;
  h2 { font-size: ${({ theme }) => theme.font.size.lg}; margin-bottom: 16px; }
  /* stale while re-pricing: the amounts turn the muted colour, which still meets contrast (an opacity did not, and axe
     measured it whenever a check met the summary mid-preview) */
  &[aria-busy='true'] .amounts dd, &[aria-busy='true'] .amounts output { color: ${({ theme }) => theme.color.muted}; }
`;

const Lines = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 10px 16px;
  margin: 0;
  font-size: 14px;
  dt { color: ${({ theme }) => theme.color.muted}; }
  dd { margin: 0; text-align: right; color: ${({ theme }) => theme.color.ink}; font-variant-numeric: tabular-nums; }
`;

const Discounts = styled.ul`
  list-style: none;
  margin: 14px 0 0;
  padding: 12px 0 0;
  border-top: 1px dashed ${({ theme }) => theme.color.line};
  display: grid;
  gap: 8px;
  li { font-size: 13px; color: ${({ theme }) => theme.color.text}; }
  strong { display: inline-block; margin-right: 6px; padding: 0 8px; border-radius: 4px; background: rgba(220, 38, 38, 0.08); color: ${({ theme }) => theme.color.danger}; font-size: 12px; line-height: 20px; }
`;

const Total = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  margin-top: 16px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.color.line};
  span { color: ${({ theme }) => theme.color.ink}; font-weight: 600; }
  output { color: ${({ theme }) => theme.color.ink}; font-size: 28px; font-weight: 800; font-variant-numeric: tabular-nums; }
`;

const Problem = styled.p`
  margin: 12px 0 0;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: #fef2f2;
  color: ${({ theme }) => theme.color.danger};
  font-size: 14px;
`;

interface Props {
  editionName: string;
  quantity: number | null;
  preview: Preview | undefined;
  pending: boolean;
  /** why the upstream would not price the order (shown instead of a toast) */
  problem?: string;
  /** the same order in the site's currency, when the method charges another */
  siteAmount?: Money;
  /** under the total: the next step's button, the agreement and the pay button */
  children?: ReactNode;
}

/**
 * The price summary beside the form: edition, quantity and term, then the list price of the order, the
 * discount off it and the total, which add up on screen, and what each discount is.
 */
export const PriceSummary = ({ editionName, quantity, preview, pending, problem, siteAmount, children }: Props) => {
  const { t } = useLingui();
  const locale = useLocale();
  const _ = useTranslate();
  const dash = '—';
  const amounts = preview ? summaryAmounts(preview) : undefined;
  return (
    <Box as="section" aria-label={t`Order summary`} aria-busy={pending}>
      <h2><Trans>Order summary</Trans></h2>
      <div className="amounts">
        <Lines>
          <dt><Trans>Edition</Trans></dt>
          <dd>{editionName}</dd>
          <dt><Trans>Quantity</Trans></dt>
          <dd>{quantity ?? dash}</dd>
          <dt><Trans>Term</Trans></dt>
          <dd>{preview ? formatTerm(_, preview.period, preview.periodDay) : dash}</dd>
          <dt><Trans>List price</Trans></dt>
          <dd data-testid="list-price">{amounts ? formatMoney(amounts.list, locale) : dash}</dd>
          {/* no "−¥0": a price without a discount (the one-yuan trial) has no discount line */}
          {amounts?.discount.amount !== 0 && (
            <>
              <dt><Trans>Discount</Trans></dt>
              <dd data-testid="discount-amount">{amounts ? `−${formatMoney(amounts.discount, locale)}` : dash}</dd>
            </>
          )}
        </Lines>
        {preview && preview.discounts.length > 0 && (
          <Discounts aria-label={t`Discounts`}>
            {preview.discounts.map((discount) => (
              <li key={discount.label}>
                <strong>{discount.label}</strong>
                {locale === 'en' ? discount.description : discount.descriptionCn}
              </li>
            ))}
          </Discounts>
        )}
        <Total>
          <span><Trans>Total</Trans></span>
          <output data-testid="order-total" aria-live="polite">{amounts ? formatMoney(amounts.total, locale) : dash}</output>
        </Total>
        {amounts && preview && <CurrencyNote charged={amounts.total} method={preview.paymentType} site={siteAmount} />}
      </div>
      {problem && <Problem role="alert">{problem}</Problem>}
      {children}
    </Box>
  );
};
