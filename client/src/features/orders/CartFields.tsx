import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { useTranslate } from '../../i18n/translate.ts';
import { TextButton, TextField } from '../../ui/Form.tsx';
import { Fact, Facts, FieldRow } from './layout.tsx';
import { TRIAL_PERIOD, TRIAL_QUANTITY } from './one-yuan.ts';
import type { OrderFormValues } from './order-form-schema.ts';
import { PeriodField } from './PeriodField.tsx';
import { formatTerm } from '../../lib/term.ts';
import { keepDigitsAndDots } from './quantity.ts';

const CouponLine = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 0 0 20px;
  font-size: 14px;
  code { padding: 2px 8px; border-radius: 4px; background: ${({ theme }) => theme.color.canvas}; font-family: ${({ theme }) => theme.font.mono}; }
`;

interface Props {
  form: UseFormReturn<OrderFormValues>;
  editionName: string;
  oneYuan: boolean;
  coupon?: string;
  onRemoveCoupon: () => void;
  /** the trial's offer of the full edition */
  upgrade?: ReactNode;
  /** renewing a license: one license, said rather than asked, with this note */
  renewal?: ReactNode;
}

/**
 * The cart: the edition, the quantity (digits and dots only, spec §5) and the term (3 or 12 months, or typed).
 * The one-yuan trial is one license for 7 days, shown, not asked.
 */
export const CartFields = ({ form, editionName, oneYuan, coupon, onRemoveCoupon, upgrade, renewal }: Props) => {
  const { t } = useLingui();
  const _ = useTranslate();
  const { control, formState } = form;
  const { errors } = formState;
  if (oneYuan) {
    return (
      <>
        <Facts>
          <Fact label={<Trans>Edition</Trans>}>{editionName}</Fact>
          <Fact label={<Trans>Quantity</Trans>}>{TRIAL_QUANTITY}</Fact>
          <Fact label={<Trans>Term</Trans>}>{formatTerm(_, TRIAL_PERIOD)}</Fact>
        </Facts>
        {upgrade}
      </>
    );
  }
  return (
    <>
      <Facts>
        <Fact label={<Trans>Edition</Trans>}>{editionName}</Fact>
        {renewal && <Fact label={<Trans>Quantity</Trans>}>1</Fact>}
      </Facts>
      {renewal}
      {!renewal && <FieldRow>
        <Controller
          control={control}
          name="quantity"
          render={({ field }) => (
            <TextField
              label={<Trans>Quantity</Trans>}
              inputMode="decimal"
              autoComplete="off"
              maxLength={8}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(keepDigitsAndDots(event.target.value))}
              error={errors.quantity?.message}
            />
          )}
        />
      </FieldRow>}
      <Controller
        control={control}
        name="period"
        render={({ field }) => <PeriodField name={field.name} ref={field.ref} value={field.value} onBlur={field.onBlur} onChange={field.onChange} error={errors.period?.message} />}
      />
      {coupon && (
        <CouponLine>
          <span>
            <Trans>Coupon</Trans> <code>{coupon}</code>
          </span>
          <TextButton type="button" onClick={onRemoveCoupon} aria-label={t`Remove coupon ${coupon}`}>
            <Trans>Remove</Trans>
          </TextButton>
        </CouponLine>
      )}
    </>
  );
};
