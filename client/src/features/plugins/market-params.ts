import { PRODUCT_VERSION_PATTERN } from '../../../../contract/limits.ts';
import { useSearchParams } from 'react-router-dom';

/** How long typing pauses before the search runs (and the address changes). */
export const typingPause = 300;

/** "Any product version": the engines filter switched off. */
export const anyEngines = 'any';

/** A product version as the market filters by it (the contract's rule): 1.8.237, with an optional ^, >= or v. */
export const isProductVersion = (value: string) => PRODUCT_VERSION_PATTERN.test(value);

/**
 * The market's filters kept in the address, so a search is linkable and survives reload: `q` the keyword,
 * `category`, `engines` (absent: the newest product version; `any`: no filter) and `page` (absent for 1).
 * Changing a filter goes back to page 1; typing replaces the history entry instead of adding one per key.
 */
export const useMarketParams = () => {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const set = (changes: Record<string, string | null>, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace },
    );
  return {
    keyword: params.get('q') ?? '',
    category: params.get('category') ?? '',
    engines: params.get('engines'),
    page,
    setKeyword: (keyword: string) => set({ q: keyword.trim() }, true),
    setCategory: (category: string) => set({ category }),
    setEngines: (engines: string) => set({ engines }),
    setPage: (next: number) => set({ page: next === 1 ? null : String(next) }),
    clear: () => set({ q: null, category: null, engines: null }),
  };
};
