import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from '@/components/link';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useLocation } from '@/lib/router';

export type PageItem = number | 'gap';

/** Page numbers to show: the first, the last, and the current page with its neighbours. */
export function pageItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const pages = new Set([1, totalPages, current - 1, current, current + 1]);
  if (current <= 3) for (const page of [2, 3, 4]) pages.add(page);
  if (current >= totalPages - 2)
    for (const page of [totalPages - 3, totalPages - 2, totalPages - 1]) pages.add(page);
  const sorted = [...pages].filter((page) => page >= 1 && page <= totalPages).sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const [index, page] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) items.push('gap');
    items.push(page);
  }
  return items;
}

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** The `?…` search string of a page. */
  hrefFor: (page: number) => string;
}

const itemBase =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold tabular-nums transition-colors';

export function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  const { t } = useTranslation('catalog');
  const format = useFormat();
  // Whole addresses, not `{ search }`: a link to a whole address reads only the router, and does not render
  // again on every navigation (components/link.tsx).
  const { pathname } = useLocation();
  const to = (target: number) => `${pathname}${hrefFor(target)}`;
  if (totalPages <= 1) return null;
  const hasPrevious = page > 1;
  const hasNext = page < totalPages;

  return (
    <nav aria-label={t('pagination.label')} className="mt-10 flex items-center justify-center gap-1 sm:gap-2">
      {hasPrevious ? (
        <Link
          to={to(page - 1)}
          aria-label={t('pagination.previousPage')}
          className={clsx(itemBase, 'text-brand-800 hover:bg-brand-50')}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">{t('pagination.previous')}</span>
        </Link>
      ) : (
        <span aria-disabled="true" className={clsx(itemBase, 'cursor-not-allowed text-muted/60')}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">{t('pagination.previous')}</span>
        </span>
      )}
      <ol className="flex items-center gap-1">
        {pageItems(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity beyond their place.
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={to(item)}
                aria-label={t('pagination.page', { page: format.number(item) })}
                aria-current={item === page ? 'page' : undefined}
                className={clsx(
                  itemBase,
                  item === page
                    ? 'bg-brand-700 text-white hover:bg-brand-800'
                    : 'text-ink ring-1 ring-line ring-inset hover:bg-brand-50',
                )}
              >
                {format.number(item)}
              </Link>
            </li>
          ),
        )}
      </ol>
      {hasNext ? (
        <Link
          to={to(page + 1)}
          aria-label={t('pagination.nextPage')}
          className={clsx(itemBase, 'text-brand-800 hover:bg-brand-50')}
        >
          <span className="hidden sm:inline">{t('pagination.next')}</span>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span aria-disabled="true" className={clsx(itemBase, 'cursor-not-allowed text-muted/60')}>
          <span className="hidden sm:inline">{t('pagination.next')}</span>
          <ChevronRight aria-hidden="true" className="size-4" />
        </span>
      )}
    </nav>
  );
}
