import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/react';

/** Under a list: which rows these are of how many, and the previous and next pages. */
export function DataTablePager({
  label,
  page,
  pageCount,
  pageSize,
  total,
  onPage,
}: {
  label: string;
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  const from = Math.min(total, (page - 1) * pageSize + 1);
  const to = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={t('dataTable.pages', { list: label })}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-line px-4 py-3 text-sm sm:px-5"
    >
      <p className="text-muted tabular-nums">{t('dataTable.showing', { from, to, total })}</p>
      {pageCount > 1 ? (
        <div className="flex items-center gap-2">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            {t('dataTable.previous')}
          </Button>
          <span className="text-muted tabular-nums">{t('dataTable.pageOf', { page, pages: pageCount })}</span>
          <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
            {t('dataTable.next')}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
