import type { CategoryDefinition } from '@plantopia/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@/lib/router';
import { type CatalogFilters, parseCatalogParams, toCatalogParams } from '../lib/catalog-params';

export interface UpdateFiltersOptions {
  /** Replace the history entry instead of adding one (used while typing a search). */
  replace?: boolean;
}

/**
 * The listing's filters live in the URL: shareable, the back button works, they survive a reload.
 * Any change other than the page number goes back to page 1.
 */
export function useCatalogFilters(category: CategoryDefinition) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseCatalogParams(searchParams, category), [searchParams, category]);

  const updateFilters = useCallback(
    (patch: Partial<CatalogFilters>, options: UpdateFiltersOptions = {}) => {
      setSearchParams(
        (previous) => {
          const current = parseCatalogParams(previous, category);
          return toCatalogParams({ ...current, page: 1, ...patch });
        },
        { replace: options.replace, preventScrollReset: true },
      );
    },
    [setSearchParams, category],
  );

  const clearFilters = useCallback(() => {
    setSearchParams(new URLSearchParams(), { preventScrollReset: true });
  }, [setSearchParams]);

  /** The search string of a page of these results (for the pager's links). */
  const pageSearch = useCallback(
    (page: number) => {
      const search = toCatalogParams({ ...filters, page }).toString();
      return search ? `?${search}` : '';
    },
    [filters],
  );

  return { filters, updateFilters, clearFilters, pageSearch };
}
