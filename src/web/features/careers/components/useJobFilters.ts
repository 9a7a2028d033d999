import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EMPTY_FILTERS, filtersFromParams, filtersToParams, type JobFilters } from '../lib/jobs';

/** The page's search and filters, kept in its URL (shareable, and kept on reload and back). */
export function useJobFilters() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(key)), [key]);
  const setFilters = useCallback(
    (next: JobFilters) => {
      setParams(filtersToParams(next), { replace: true });
    },
    [setParams],
  );
  const clear = useCallback(() => setFilters(EMPTY_FILTERS), [setFilters]);
  return { filters, setFilters, clear, query: key };
}
