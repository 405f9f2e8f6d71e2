import { Trans, useLingui } from '@lingui/react/macro';
import { Controller, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { TextButton, TextField } from '../../ui/Form.tsx';
import { FieldRow } from './layout.tsx';
import type { OrderFormValues } from './order-form-schema.ts';

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
  /** the coupon being priced (the field's text, trimmed), if any */
  coupon?: string;
  /** the upstream's refusal of it: unknown, expired, not for this edition or currency */
  couponProblem?: string;
  /** the price preview holds it */
  couponApplied?: boolean;
  onRemoveCoupon: () => void;
}

/**
 * The cart's coupon code (issue #32: before, a coupon came only from the address). What is typed is priced by the
 * order preview 200 ms after the last key, like the rest of the cart: applied, or refused in the upstream's words
 * under the field; Remove empties it.
 */
export const CouponField = ({ form, coupon, couponProblem, couponApplied, onRemoveCoupon }: Props) => {
  const { t } = useLingui();
  const { control } = form;
  return (
    <>
      <FieldRow>
        <Controller
          control={control}
          name="coupon"
          render={({ field }) => (
            <TextField
              label={<Trans>Coupon code</Trans>}
              autoComplete="off"
              spellCheck={false}
              maxLength={64}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.value)}
              error={couponProblem}
            />
          )}
        />
      </FieldRow>
      {coupon && (
        <CouponLine>
          <span role="status">
            {couponApplied ? <Trans>Coupon <code>{coupon}</code> applied</Trans> : couponProblem ? <Trans>Coupon <code>{coupon}</code> not applied</Trans> : <Trans>Checking coupon <code>{coupon}</code>…</Trans>}
          </span>
          <TextButton type="button" onClick={onRemoveCoupon} aria-label={t`Remove coupon ${coupon}`}>
            <Trans>Remove</Trans>
          </TextButton>
        </CouponLine>
      )}
    </>
  );
};
