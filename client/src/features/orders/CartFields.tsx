import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslate } from '../../i18n/translate.ts';
import { TextField } from '../../ui/Form.tsx';
import { CouponField } from './CouponField.tsx';
import { Fact, Facts, FieldRow } from './layout.tsx';
import { TRIAL_PERIOD, TRIAL_QUANTITY } from './one-yuan.ts';
import type { OrderFormValues } from './order-form-schema.ts';
import { PeriodField } from './PeriodField.tsx';
import { formatTerm } from '../../lib/term.ts';
import { keepDigitsAndDots } from './quantity.ts';

interface Props {
  form: UseFormReturn<OrderFormValues>;
  editionName: string;
  oneYuan: boolean;
  /** the coupon being priced (the field's text, trimmed), if any */
  coupon?: string;
  /** the upstream's refusal of it: unknown, expired, not for this edition or currency */
  couponProblem?: string;
  /** the price preview holds it */
  couponApplied?: boolean;
  onRemoveCoupon: () => void;
  /** the trial's offer of the full edition */
  upgrade?: ReactNode;
  /** renewing licenses: their number, said rather than asked, with this note */
  renewal?: ReactNode;
  renewCount?: number;
}

/**
 * The cart: the edition, the quantity (digits and dots only, spec §5), the term (3 or 12 months, or typed) and a
 * coupon code, priced by the same debounced preview as the rest, its refusal said under it in the upstream's words.
 * The one-yuan trial is one license for 7 days, shown, not asked, and takes no coupon.
 */
export const CartFields = ({ form, editionName, oneYuan, coupon, couponProblem, couponApplied, onRemoveCoupon, upgrade, renewal, renewCount = 1 }: Props) => {
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
        {renewal && <Fact label={<Trans>Quantity</Trans>}>{renewCount}</Fact>}
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
      <CouponField form={form} coupon={coupon} couponProblem={couponProblem} couponApplied={couponApplied} onRemoveCoupon={onRemoveCoupon} />
    </>
  );
};
