import { Trans, useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { Locale } from '../../i18n/locale.ts';
import { FeatureList } from './FeatureList.tsx';
import type { Feature } from './features.ts';
import { formatAmount, formatPrice, YEARLY, type Quote } from './price.ts';

/**
 * A card spans the CARD_ROWS rows of the grid of cards and shares them (subgrid), so that toggles, prices,
 * buttons and feature lists line up across the cards whatever the length of each description.
 */
export const CARD_ROWS = 9;

const Article = styled.article<{ $highlighted?: boolean }>`
  position: relative;
  display: grid;
  grid-row: span ${CARD_ROWS};
  grid-template-rows: subgrid;
  row-gap: 0;
  padding: 28px 26px 30px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${({ $highlighted, theme }) =>
    $highlighted &&
    css`
      border: 2px solid ${theme.color.primary};
      padding: 27px 25px 29px;
      box-shadow: 0 12px 40px rgba(22, 100, 255, 0.18);
    `}
`;

const Ribbon = styled.span`
  position: absolute;
  top: -13px;
  left: 50%;
  transform: translateX(-50%);
  padding: 2px 14px;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.primary};
  color: #fff;
  font-size: 12px;
  font-weight: 700;
  letter-spacing: 0.02em;
  white-space: nowrap;
`;

const Eyebrow = styled.p`
  margin: 0 0 4px;
  color: ${({ theme }) => theme.color.primary};
  font-size: 12px;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Title = styled.h2`
  font-size: 22px;
`;

const Description = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: 14px;
  line-height: 1.55;
`;

/** the toggle's row; a badge on cards without a toggle */
const ToggleRow = styled.div`
  min-height: 32px;
  margin: 18px 0 14px;
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  height: 32px;
  padding: 0 14px;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.canvas};
  border: 1px solid ${({ theme }) => theme.color.line};
  color: ${({ theme }) => theme.color.muted};
  font-size: 13px;
  font-weight: 600;
`;

const PriceBox = styled.div`
  margin-bottom: 18px;
`;

const Amount = styled.p`
  margin: 0;
  display: flex;
  align-items: baseline;
  gap: 4px;
  color: ${({ theme }) => theme.color.ink};
  line-height: 1.1;
  .symbol { font-size: 22px; font-weight: 700; }
  .value { font-size: 40px; font-weight: 800; letter-spacing: -0.02em; font-variant-numeric: tabular-nums; }
  .word { font-size: 32px; font-weight: 800; letter-spacing: -0.01em; white-space: nowrap; }
  .suffix { margin-left: 2px; color: ${({ theme }) => theme.color.muted}; font-size: 14px; font-weight: 500; }
`;

const PriceNote = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  margin: 8px 0 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: 13px;
  s { color: ${({ theme }) => theme.color.muted}; }
`;

const Save = styled.span`
  padding: 0 8px;
  border-radius: 4px;
  background: rgba(220, 38, 38, 0.08);
  color: ${({ theme }) => theme.color.danger};
  font-size: 12px;
  font-weight: 700;
  line-height: 20px;
`;

type ActionVariant = { $variant?: 'primary' | 'secondary' | 'dark' };

const actionStyle = css<ActionVariant>`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 44px;
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: 700;
  border: 1px solid transparent;
  transition: background 0.15s, border-color 0.15s;
  &:hover { text-decoration: none; }
  ${({ $variant = 'primary', theme }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.color.primary};
          color: #fff;
          &:hover { background: ${theme.color.primaryDark}; }
        `
      : $variant === 'dark'
        ? css`
            background: ${theme.color.navy};
            color: #fff;
            &:hover { background: ${theme.color.navyLight}; }
          `
        : css`
            background: ${theme.color.surface};
            border-color: ${theme.color.line};
            color: ${theme.color.ink};
            &:hover { border-color: ${theme.color.primary}; color: ${theme.color.primary}; }
          `}
`;

export const ActionLink = styled(Link)<ActionVariant>`
  ${actionStyle}
`;

/** An action whose edition is not known yet (the editions are still loading, or failed): shown, not followed. */
export const PendingAction = styled.span<ActionVariant>`
  ${actionStyle}
  opacity: 0.6;
  cursor: default;
`;

const Divider = styled.hr`
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.color.line};
  margin: 24px 0 18px;
`;

const ListTitle = styled.h3`
  margin-bottom: 14px;
  font-size: 13px;
  font-weight: 700;
  color: ${({ theme }) => theme.color.ink};
`;

interface EditionCardProps {
  eyebrow: ReactNode;
  title: string;
  description: ReactNode;
  /** the month/year toggle of subscription editions */
  toggle?: ReactNode;
  /** a short fact in the toggle's place on cards without one */
  badge?: ReactNode;
  price: ReactNode;
  action: ReactNode;
  features: Feature[];
  /** the recommended edition, with a ribbon */
  ribbon?: ReactNode;
  testId: string;
}

/** One edition on /sale: name, price, its call to action and what it includes. */
export const EditionCard = ({ eyebrow, title, description, toggle, badge, price, action, features, ribbon, testId }: EditionCardProps) => {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <Article aria-labelledby={titleId} $highlighted={Boolean(ribbon)} data-testid={testId}>
      {ribbon && <Ribbon>{ribbon}</Ribbon>}
      <Eyebrow>{eyebrow}</Eyebrow>
      <Title id={titleId}>{title}</Title>
      <Description>{description}</Description>
      <ToggleRow>{toggle ?? (badge && <Badge>{badge}</Badge>)}</ToggleRow>
      <PriceBox>{price}</PriceBox>
      {action}
      <Divider />
      <ListTitle><Trans>What you get</Trans></ListTitle>
      <FeatureList features={features} label={t`Features of ${title}`} />
    </Article>
  );
};

/** The price of a subscription term: amount, per-period suffix, the struck-through original and the saving. */
export const TermPrice = ({ quote, months, locale }: { quote: Quote; months: number; locale: Locale }) => {
  const yearly = months === YEARLY;
  const saving = quote.original === null ? '' : formatPrice(quote.original - quote.amount, locale);
  return (
    <>
      <Amount data-testid="price">
        <span className="symbol">{quote.currency.symbol}</span>
        <span className="value">{formatAmount(quote.amount, locale)}</span>
        <span className="suffix">{yearly ? <Trans>/ year</Trans> : <Trans>/ 3 months</Trans>}</span>
      </Amount>
      <PriceNote>
        {quote.original !== null && (
          <>
            <span>
              <VisuallyHidden.Root><Trans>Original price:</Trans> </VisuallyHidden.Root>
              <s data-testid="original-price">{formatPrice(quote.original, locale)}</s>
            </span>
            <Save><Trans>Save {saving}</Trans></Save>
          </>
        )}
        <span>{yearly ? <Trans>Billed yearly, per user</Trans> : <Trans>Billed every 3 months, per user</Trans>}</span>
      </PriceNote>
    </>
  );
};

/** A price that is a word (Free, Custom quote) with a line under it. */
export const WordPrice = ({ word, note }: { word: ReactNode; note: ReactNode }) => (
  <>
    <Amount>
      <span className="word">{word}</span>
    </Amount>
    <PriceNote>{note}</PriceNote>
  </>
);
