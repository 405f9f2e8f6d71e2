import { coverageLagDays } from '../../../../contract/limits.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The date before which the trial's vulnerabilities were updated: today minus the contract's lag (a month
 * for the one-yuan trial edition, two weeks otherwise), as yyyy.MM.dd in the visitor's calendar.
 */
export const coverageDate = (today: Date, oneYuanTrial: boolean) => {
  const day = new Date(today.getTime() - coverageLagDays(oneYuanTrial) * DAY);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}.${two(day.getMonth() + 1)}.${two(day.getDate())}`;
};
