import { useSearchParams } from 'react-router-dom';

/**
 * A list's page number kept in the address (`?page=`, absent for page 1), so back, forward and reload keep
 * the page. Other query parameters are left as they are.
 */
export const usePageParam = () => {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });
  return [page, setPage] as const;
};
