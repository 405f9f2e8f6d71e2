import { DEFAULT_PERIOD, PERIOD_MAX, PERIOD_MIN, YEAR_PERIOD } from '../../../../contract/limits.ts';

export { DEFAULT_PERIOD, PERIOD_MAX, PERIOD_MIN } from '../../../../contract/limits.ts';

/** The two terms the period field offers, in months (spec §9): the default quarter and a year. */
export const PERIOD_CHOICES = [DEFAULT_PERIOD, YEAR_PERIOD] as const;

/**
 * A typed period: the whole months it starts with ("6", "6 months", "6个月" → 6), or null when it does not
 * start with a whole number of months the contract allows (the trial's -1 is never typed).
 */
export const parsePeriod = (text: string): number | null => {
  const match = /^\s*(\d+)(?![\d.])/.exec(text);
  if (!match) return null;
  const months = Number(match[1]);
  return months >= PERIOD_MIN && months <= PERIOD_MAX ? months : null;
};

/** The term the form starts with: the `?period=` chosen on /sale when it is usable, else the default. */
export const initialPeriod = (param: string | null) => (param === null ? DEFAULT_PERIOD : (parsePeriod(param) ?? DEFAULT_PERIOD));
