import { useLingui } from '@lingui/react/macro';
import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
import styled from 'styled-components';
import type { PaymentType } from '../../gql/graphql.ts';
import { FieldError } from '../../ui/Form.tsx';
import { paymentHint } from './payment-hints.ts';
import { useLocale } from '../../i18n/useLocale.ts';

const Group = styled(RadioGroup.Root)`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin-bottom: 16px;
  /* on a phone one choice a row: two columns squeezed each hint into five or six lines */
  @media (max-width: 480px) { grid-template-columns: minmax(0, 1fr); gap: 8px; }
`;

const Choice = styled.label`
  display: grid;
  grid-template-columns: 20px 1fr;
  gap: 12px;
  align-items: start;
  padding: 14px 16px;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  transition: border-color 0.15s, background 0.15s;
  &:hover { border-color: ${({ theme }) => theme.color.primary}; }
  &:has([data-state='checked']) { border-color: ${({ theme }) => theme.color.primary}; background: rgba(22, 100, 255, 0.04); }
  strong { display: block; color: ${({ theme }) => theme.color.ink}; }
  small { display: block; color: ${({ theme }) => theme.color.muted}; font-size: 13px; }
`;

const Dot = styled(RadioGroup.Item)`
  width: 18px;
  height: 18px;
  margin-top: 3px;
  padding: 0;
  border: 1px solid #94a3b8;
  border-radius: 50%;
  background: #fff;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  &[data-state='checked'] { border-color: ${({ theme }) => theme.color.primary}; }
`;

const Indicator = styled(RadioGroup.Indicator)`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.primary};
`;

interface Props {
  methods: readonly { type: PaymentType; label: string }[];
  value: PaymentType | '';
  onChange: (type: PaymentType) => void;
  error?: string;
}

/** The payment methods as radio cards: the upstream's label, and how and in which currency each pays. */
export const PaymentMethodField = ({ methods, value, onChange, error }: Props) => {
  const { t, i18n } = useLingui();
  const id = useId();
  const locale = useLocale();
  return (
    <>
      <Group
        value={value}
        onValueChange={(next) => onChange(next as PaymentType)}
        aria-label={t`Payment method`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {methods.map((method) => (
          <Choice key={method.type} htmlFor={`${id}-${method.type}`}>
            <Dot id={`${id}-${method.type}`} value={method.type} aria-labelledby={`${id}-${method.type}-name`} aria-describedby={`${id}-${method.type}-hint`}>
              <Indicator />
            </Dot>
            <span>
              <strong id={`${id}-${method.type}-name`}>{method.label}</strong>
              <small id={`${id}-${method.type}-hint`}>{i18n._(paymentHint(method.type, locale))}</small>
            </span>
          </Choice>
        ))}
      </Group>
      {error && (
        <FieldError id={`${id}-error`} role="alert" style={{ marginBottom: 16 }}>
          {error}
        </FieldError>
      )}
    </>
  );
};
