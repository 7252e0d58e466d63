import { useQuery } from '@tanstack/react-query';
import { Container } from '@/components/ui/container';
import { Pagination } from '@/features/catalog/components/pagination';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalog/components/product-grid';
import { searchParamsOf, searchResultsQueryOptions } from '@/features/search/api';
import { HeaderSearch } from '@/features/search/components/header-search';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useSearchParams } from '@/lib/router';

/**
 * /search?q=: every category's products that match, best first, rendered on the server so it works
 * without JavaScript (docs/decisions/035).
 */
export function SearchPage() {
  const { t } = useTranslation('catalog');
  const format = useFormat();
  const [params] = useSearchParams();
  const { q, page } = searchParamsOf(params);
  const results = useQuery({ ...searchResultsQueryOptions(q, page), enabled: q.length > 0 });

  return (
    <Container className="py-8 sm:py-10">
      <title>{q ? t('searchPage.titleFor', { q }) : t('searchPage.title')}</title>
      <h1 className="font-display text-2xl font-bold text-ink sm:text-3xl">
        {q ? t('searchPage.headingFor', { q }) : t('searchPage.title')}
      </h1>
      <HeaderSearch key={q} initialText={q} className="mt-4 max-w-xl" />
      {!q ? (
        <p className="mt-6 text-muted">{t('searchPage.prompt')}</p>
      ) : results.isPending ? (
        <div className="mt-8">
          <ProductGridSkeleton />
        </div>
      ) : results.isError ? (
        <p role="alert" className="mt-6 text-danger-700">
          {t('searchPage.failed')}
        </p>
      ) : results.data.total === 0 ? (
        <p className="mt-6 text-muted">{t('searchPage.none', { q })}</p>
      ) : (
        <>
          <p className="mt-6 text-sm text-muted">
            {t('searchPage.found', { count: results.data.total, shown: format.number(results.data.total) })}
          </p>
          <ProductGrid products={results.data.products} className="mt-4" />
          <Pagination
            page={page}
            totalPages={results.data.pages}
            hrefFor={(next) => `?${new URLSearchParams({ q, page: String(next) })}`}
          />
        </>
      )}
    </Container>
  );
}
