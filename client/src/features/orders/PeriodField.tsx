import { Trans, useLingui } from '@lingui/react/macro';
import { ToggleGroup } from 'radix-ui';
import { useId, type ComponentProps } from 'react';
import styled from 'styled-components';
import { FieldError, Input, Label } from '../../ui/Form.tsx';
import { parsePeriod, PERIOD_CHOICES } from './period.ts';

const Box = styled.div`
  display: grid;
  gap: 6px;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const Months = styled.div`
  position: relative;
  width: 150px;
  input { padding-right: 64px; }
  span { position: absolute; right: 12px; top: 50%; transform: translateY(-50%); color: ${({ theme }) => theme.color.muted}; font-size: 14px; pointer-events: none; }
`;

const Choices = styled(ToggleGroup.Root)`
  display: inline-flex;
  gap: 8px;
`;

const Choice = styled(ToggleGroup.Item)`
  height: 42px;
  padding: 0 16px;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  &:hover { border-color: ${({ theme }) => theme.color.primary}; }
  &[data-state='on'] { border-color: ${({ theme }) => theme.color.primary}; color: ${({ theme }) => theme.color.primary}; background: rgba(22, 100, 255, 0.06); }
`;

type Props = Omit<ComponentProps<typeof Input>, 'value' | 'onChange'> & {
  value: string;
  onChange: (text: string) => void;
  error?: string;
};

/**
 * The term (spec §5: a choice that also accepts typed values): 3 or 12 months at a click, or any number of
 * months typed into the box. The choice shows pressed while the box holds its number.
 */
export const PeriodField = ({ value, onChange, error, ...input }: Props) => {
  const { t } = useLingui();
  const id = useId();
  const months = parsePeriod(value);
  return (
    <Box>
      <Label htmlFor={id}><Trans>Period (months)</Trans></Label>
      <Row>
        <Months>
          <Input
            id={id}
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            {...input}
          />
          <span aria-hidden="true"><Trans>months</Trans></span>
        </Months>
        <Choices type="single" value={months === null ? '' : String(months)} onValueChange={(next) => next && onChange(next)} aria-label={t`Common periods`}>
          {PERIOD_CHOICES.map((choice) => (
            <Choice key={choice} value={String(choice)}>
              {choice === 12 ? <Trans>12 months</Trans> : <Trans>3 months</Trans>}
            </Choice>
          ))}
        </Choices>
      </Row>
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </Box>
  );
};
