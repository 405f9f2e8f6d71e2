import { Trans, useLingui } from '@lingui/react/macro';
import { ToggleGroup } from 'radix-ui';
import styled from 'styled-components';
import { MONTHLY, YEARLY, type Period } from './price.ts';

const Group = styled(ToggleGroup.Root)`
  display: inline-grid;
  grid-template-columns: 1fr 1fr;
  padding: 3px;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.canvas};
  border: 1px solid ${({ theme }) => theme.color.line};
`;

const Item = styled(ToggleGroup.Item)`
  border: 0;
  border-radius: 999px;
  padding: 4px 16px;
  background: transparent;
  color: ${({ theme }) => theme.color.muted};
  font: inherit;
  font-size: 13px;
  font-weight: 600;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.color.ink}; }
  &[data-state='on'] {
    background: ${({ theme }) => theme.color.navy};
    color: #fff;
  }
`;

interface PeriodToggleProps {
  value: Period;
  onChange: (period: Period) => void;
  /** what the toggle prices, for its accessible name */
  edition: string;
}

/**
 * The month/year toggle of a card (spec §4): it sets a 3- or 12-month term, so it is labelled with the term it
 * buys ("3 months" / "12 months") rather than "Monthly", which would contradict the "/ 3 months" beside it.
 */
export const PeriodToggle = ({ value, onChange, edition }: PeriodToggleProps) => {
  const { t } = useLingui();
  return (
    <Group
      type="single"
      value={String(value)}
      // a single toggle group lets its pressed item be pressed off; a term is always chosen
      onValueChange={(next) => next && onChange(Number(next) === YEARLY ? YEARLY : MONTHLY)}
      aria-label={t`Billing period of ${edition}`}
    >
      <Item value={String(MONTHLY)}><Trans>3 months</Trans></Item>
      <Item value={String(YEARLY)}><Trans>12 months</Trans></Item>
    </Group>
  );
};
