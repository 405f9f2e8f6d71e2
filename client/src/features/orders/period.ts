/** The default term and the two terms the period field offers, in months (spec §9). */
export const DEFAULT_PERIOD = 3;
export const PERIOD_CHOICES = [3, 12] as const;
/** The longest term one order may buy (the upstream's limit too). */
export const MAX_PERIOD = 36;

/**
 * A typed period: the whole months it starts with ("6", "6 months", "6个月" → 6), or null when it does not
 * start with a whole number from 1 to MAX_PERIOD.
 */
export const parsePeriod = (text: string): number | null => {
  const match = /^\s*(\d+)(?![\d.])/.exec(text);
  if (!match) return null;
  const months = Number(match[1]);
  return months >= 1 && months <= MAX_PERIOD ? months : null;
};

/** The term the form starts with: the `?period=` chosen on /sale when it is usable, else 3 months. */
export const initialPeriod = (param: string | null) => (param === null ? DEFAULT_PERIOD : (parsePeriod(param) ?? DEFAULT_PERIOD));
