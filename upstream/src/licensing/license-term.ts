import { DAY } from '../domain/clock.ts';
import { TRIAL_DAYS, TRIAL_PERIOD } from '../../../contract/rules.ts';

/** Calendar months later in UTC; the 31st plus one month is the last day of the next month. */
const addMonths = (from: Date, months: number) => {
  const date = new Date(from.getTime());
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date;
};

/** When a license generated at `from` expires (spec §9): period -1 is 7 days, otherwise months; plus the extra days. */
export const licenseExpiry = (from: Date, period: number, periodDay: number) => {
  const base = period === TRIAL_PERIOD ? new Date(from.getTime() + TRIAL_DAYS * DAY) : addMonths(from, period);
  return new Date(base.getTime() + periodDay * DAY);
};
