/** One entry of the pager: a page number, or a gap standing for the pages left out. */
export type PagerItem = number | 'gap-before' | 'gap-after';

/** How many pages `total` rows make at `size` a page; an empty list still has its one (empty) page. */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** A page a user asked for (typed in the jumper), as a page that exists; null when it is not a number. */
export const clampPage = (wanted: number, count: number) => (Number.isFinite(wanted) ? Math.min(Math.max(Math.trunc(wanted), 1), count) : null);

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The page numbers to show: all of them up to 7 pages; beyond, the first and last, the current one with two
 * on each side (five in a row near either end), and a gap where pages are left out — at most 7 numbers.
 */
export const pagerItems = (current: number, count: number): PagerItem[] => {
  if (count <= 7) return range(1, count);
  const start = Math.max(2, Math.min(current - 2, count - 5));
  const end = Math.min(count - 1, Math.max(current + 2, 6));
  return [1, ...(start > 2 ? (['gap-before'] as const) : []), ...range(start, end), ...(end < count - 1 ? (['gap-after'] as const) : []), count];
};
