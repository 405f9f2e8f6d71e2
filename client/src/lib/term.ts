import { msg } from '@lingui/core/macro';
import { TRIAL_DAYS, TRIAL_PERIOD } from '../../../contract/limits.ts';
import type { Translate } from '../i18n/translate.ts';

/**
 * A term as people read it (spec §9): -1 is 7 days, 1 is "1 month", n is "n months", and the extra days
 * (period_day) are added after, as the upstream adds them to a license's expiry; null when the upstream did not
 * say (the spec's order detail has no period_day).
 */
export const formatTerm = (_: Translate, period: number, periodDay: number | null = 0) => {
  const months = period === TRIAL_PERIOD ? _(msg`${TRIAL_DAYS} days`) : period === 1 ? _(msg`1 month`) : _(msg`${period} months`);
  return periodDay !== null && periodDay > 0 ? _(msg`${months} + ${periodDay} days`) : months;
};
