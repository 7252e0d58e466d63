import { CATALOG_PAGE_SIZE, type CategoryDefinition, type ProductSummary } from '@plantopia/shared';
import { clsx } from 'clsx';
import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { OfflineNotice } from '@/components/offline-notice';
import { Container } from '@/components/ui/container';
import { Label, Select } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { HydrateLater } from '@/lib/hydrate-later';
import { useCategoryText, useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useWaitingForNetwork } from '@/lib/network';
import { useCategoryProducts } from '../api/get-category-products';
import { useCatalogFilters } from '../hooks/use-catalog-filters';
import {
  ALL_SUBCATEGORIES,
  type CatalogFilters,
  type CatalogSort,
  hasActiveFilters,
  SORT_OPTIONS,
  toCatalogParams,
} from '../lib/catalog-params';
import { priceUpperBound } from '../lib/price-range';
import { CatalogEmpty, CatalogError } from './catalog-states';
import { FinderInvite } from './finder-invite';
import { Pagination } from './pagination';
import { PlantFactsFilter } from './plant-facts-filter';
import { PriceRangeFilter } from './price-range-filter';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { SearchBox } from './search-box';

export interface CategoryListingProps {
  category: CategoryDefinition;
  /** Each card's primary action (the cart adds "Add to Cart" here). */
  renderAction?: (product: ProductSummary) => ReactNode;
}

/** A category's products with search, subcategory, price and sort filters, 12 per page. */
export function CategoryListing({ category, renderAction }: CategoryListingProps) {
  const { t } = useTranslation('catalog');
  const format = useFormat();
  const text = useCategoryText();
  const label = text.label(category);
  const id = useId();
  const { filters, updateFilters, clearFilters, pageSearch } = useCatalogFilters(category);
  const query = useCategoryProducts(category.id, filters);
  const offline = useWaitingForNetwork(query);
  const [filtersOpen, setFiltersOpen] = useState(false);

  const bound = priceUpperBound(query.data?.highestPrice);
  const total = query.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / CATALOG_PAGE_SIZE));
  const filtered = hasActiveFilters(filters);
  const activeCount =
    Number(filters.subcategory !== ALL_SUBCATEGORIES) +
    Number(filters.minPrice !== undefined || filters.maxPrice !== undefined);
  const noun = label.toLowerCase();
  const first = total === 0 ? 0 : (filters.page - 1) * CATALOG_PAGE_SIZE + 1;
  const last = Math.min(total, filters.page * CATALOG_PAGE_SIZE);

  let results: ReactNode;
  if (offline) {
    results = <OfflineNotice onRetry={() => query.refetch()} />;
  } else if (query.isError) {
    results = <CatalogError message={errorMessage(query.error, t('error.fetchFailed'))} />;
  } else if (query.isPending) {
    results = <ProductGridSkeleton withAction={Boolean(renderAction)} />;
  } else if (query.data.products.length === 0) {
    results = <CatalogEmpty label={label} filtered={filtered || filters.page > 1} onClear={clearFilters} />;
  } else {
    results = (
      <>
        <ProductGrid
          products={query.data.products}
          renderAction={renderAction}
          className={clsx('transition-opacity', query.isPlaceholderData && 'opacity-60')}
        />
        <Pagination page={filters.page} totalPages={totalPages} hrefFor={pageSearch} />
      </>
    );
  }

  return (
    <Container className="py-6 sm:py-10">
      <div className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        {/* The filters, and the results' count and sort, each hydrate in a task of their own
            (lib/hydrate-later.tsx); the cards of the grid one by one after them. */}
        <HydrateLater>
          <aside
            aria-label={t('listing.filterLabel', { noun })}
            className="mb-6 rounded-card bg-surface p-4 shadow-card ring-1 ring-line lg:sticky lg:top-24 lg:mb-0 lg:p-5"
          >
            <SearchBox
              value={filters.q}
              placeholder={t('listing.searchPlaceholder', { noun })}
              onSearch={(q) => {
                if (q !== filters.q) updateFilters({ q }, { replace: true });
              }}
            />
            {category.id === 'plants' ? (
              <>
                <FinderInvite compact className="mt-3" />
                <HydrateLater>
                  <PlantFactsFilter
                    filters={filters}
                    counts={query.data?.facets ?? null}
                    hrefFor={(next: CatalogFilters) => {
                      const search = toCatalogParams(next).toString();
                      return search ? `${category.path}?${search}` : category.path;
                    }}
                  />
                </HydrateLater>
              </>
            ) : null}
            <button
              type="button"
              aria-expanded={filtersOpen}
              aria-controls={`${id}-more`}
              onClick={() => setFiltersOpen((open) => !open)}
              className="mt-3 inline-flex h-10 w-full items-center justify-center gap-2 rounded-lg border border-line text-sm font-semibold text-brand-800 hover:bg-brand-50 lg:hidden"
            >
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              {filtersOpen ? t('listing.hideFilters') : t('listing.moreFilters')}
              {activeCount > 0 ? (
                <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
                  {format.number(activeCount)}
                </span>
              ) : null}
            </button>
            <div id={`${id}-more`} className={clsx('mt-5 space-y-5', !filtersOpen && 'hidden lg:block')}>
              <div>
                <Label htmlFor={`${id}-subcategory`}>{t('listing.subcategory')}</Label>
                <Select
                  id={`${id}-subcategory`}
                  value={filters.subcategory}
                  onChange={(event) => updateFilters({ subcategory: event.target.value })}
                >
                  <option value={ALL_SUBCATEGORIES}>{t('listing.allSubcategories', { noun })}</option>
                  {category.subcategories.map((subcategory) => (
                    <option key={subcategory} value={subcategory}>
                      {text.subcategory(subcategory)}
                    </option>
                  ))}
                </Select>
              </div>
              <PriceRangeFilter
                min={filters.minPrice}
                max={filters.maxPrice}
                bound={bound}
                onChange={(range) => updateFilters(range)}
              />
              {filtered ? (
                <button
                  type="button"
                  onClick={clearFilters}
                  className="text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
                >
                  {t('listing.clearAll')}
                </button>
              ) : null}
            </div>
          </aside>
        </HydrateLater>

        <section aria-labelledby={`${id}-results`} aria-busy={query.isFetching}>
          <h2 id={`${id}-results`} className="sr-only">
            {t('listing.resultsHeading', { label })}
          </h2>
          <HydrateLater>
            <div className="mb-4 flex items-center justify-between gap-3">
              <p id={`${id}-count`} aria-live="polite" className="text-sm text-muted">
                {offline ? null : query.isPending ? (
                  <span className="sr-only">{t('listing.loading', { noun })}</span>
                ) : query.isError ? null : total === 0 ? (
                  t('listing.none', { noun })
                ) : (
                  <>
                    <span className="hidden sm:inline">
                      {t('listing.showing', { first: format.number(first), last: format.number(last) })}{' '}
                    </span>
                    <strong className="font-semibold text-ink">{format.number(total)}</strong> {noun}
                  </>
                )}
              </p>
              <div className="flex items-center gap-2">
                <label htmlFor={`${id}-sort`} className="shrink-0 text-sm font-medium text-muted">
                  {t('listing.sortBy')}
                </label>
                <Select
                  className="w-40 sm:w-48"
                  id={`${id}-sort`}
                  value={filters.sort}
                  onChange={(event) => updateFilters({ sort: event.target.value as CatalogSort })}
                >
                  {SORT_OPTIONS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {t(option.labelKey)}
                    </option>
                  ))}
                </Select>
              </div>
            </div>
          </HydrateLater>
          {results}
        </section>
      </div>
    </Container>
  );
}
