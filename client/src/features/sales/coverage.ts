/** The one-yuan trial edition, whose data is a month old instead of two weeks (spec §9). */
export const ONE_YUAN_EDITION = 16;

const DAY = 24 * 60 * 60 * 1000;

/**
 * The date before which the trial's vulnerabilities were updated: today minus 14 days, minus 30 for the
 * one-yuan trial, as yyyy.MM.dd in the visitor's calendar.
 */
export const coverageDate = (today: Date, edition: number) => {
  const day = new Date(today.getTime() - (edition === ONE_YUAN_EDITION ? 30 : 14) * DAY);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}.${two(day.getMonth() + 1)}.${two(day.getDate())}`;
};
