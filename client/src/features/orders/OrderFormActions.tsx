import { Trans } from '@lingui/react/macro';
import { Controller, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { AgreementCheckbox } from '../../ui/AgreementCheckbox.tsx';
import { Button } from '../../ui/Form.tsx';
import type { OrderFormValues } from './order-form-schema.ts';
import type { Step } from './StepIndicator.tsx';

const Actions = styled.div`
  display: grid;
  gap: 12px;
  margin-top: 20px;
`;

interface Props {
  step: Step;
  form: UseFormReturn<OrderFormValues>;
  /** the unticked agreement shakes */
  shaking: boolean;
  /** Pay is disabled: the order is being placed or paid, or cannot be priced */
  payDisabled: boolean;
}

/** Under the price summary: on to the review, or (on the review) the agreement and Pay. */
export const OrderFormActions = ({ step, form, shaking, payDisabled }: Props) => (
  <Actions>
    {step === 'details' ? (
      <Button type="submit" $block>
        <Trans>Next: review your order</Trans>
      </Button>
    ) : (
      <>
        <Controller
          control={form.control}
          name="agreement"
          render={({ field }) => (
            <AgreementCheckbox checked={field.value} onCheckedChange={field.onChange} shaking={shaking} error={form.formState.errors.agreement?.message} />
          )}
        />
        <Button type="submit" $block disabled={payDisabled}>
          <Trans>Pay</Trans>
        </Button>
      </>
    )}
  </Actions>
);
