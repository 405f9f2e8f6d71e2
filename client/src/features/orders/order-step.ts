import type { Step } from './StepIndicator.tsx';

/** The query parameter that puts the order form's step in the history, so that Back leaves the review. */
export const STEP_PARAM = 'step';

/** The step an address asks for: the review with `?step=review`, else the details. */
export const stepOf = (search: URLSearchParams): Step => (search.get(STEP_PARAM) === 'review' ? 'review' : 'details');

/** The query string at `step`, everything else (period, coupon) kept. */
export const withStep = (search: URLSearchParams, step: Step) => {
  const next = new URLSearchParams(search);
  if (step === 'review') next.set(STEP_PARAM, 'review');
  else next.delete(STEP_PARAM);
  return next;
};
