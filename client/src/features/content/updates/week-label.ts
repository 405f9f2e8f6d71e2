import { msg } from '@lingui/core/macro';

/** "2026-47" → "Week 47, 2026" / "2026 年第 47 周" */
export const weekLabel = (yearWeek: string) => {
  const [year, week] = yearWeek.split('-');
  return week ? msg`Week ${Number(week)}, ${year}` : msg`${yearWeek}`;
};
