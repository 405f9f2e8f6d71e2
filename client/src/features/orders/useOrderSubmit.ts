import type { FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { detailsStepFields, type OrderFormValues } from './order-form-schema.ts';
import type { Step } from './StepIndicator.tsx';

interface Options {
  form: UseFormReturn<OrderFormValues>;
  step: Step;
  /** the order cannot be priced, or the upstream refused it (the coupon among the reasons) */
  blocked: boolean;
  review: () => void;
  back: () => void;
  pay: (values: OrderFormValues) => Promise<void>;
  /** the agreement is not ticked: shake it */
  shake: () => void;
}

/**
 * The order form's submit: on the details, on to the review once valid and priced; on the review, Pay — or, when
 * details changed after Back and were reached again with Forward, back to where they can be fixed.
 */
export const useOrderSubmit = ({ form, step, blocked, review, back, pay, shake }: Options) => {
  const toReview = async () => {
    const valid = await form.trigger(detailsStepFields, { shouldFocus: true });
    if (!valid || blocked) return;
    review();
  };
  return (event: FormEvent<HTMLFormElement>) => {
    if (step === 'review') {
      return form.handleSubmit(pay, (invalid) => {
        if (invalid.agreement) shake();
        if (Object.keys(invalid).some((field) => field !== 'agreement')) back();
      })(event);
    }
    event.preventDefault();
    void toReview();
  };
};
