import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/i18n';

/** Newer / Older under a list longer than one page. */
export function ListPager({
  page,
  pageSize,
  total,
  label,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  label: string;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={label}
      className="flex items-center justify-between gap-3 border-t border-line px-4 py-3"
    >
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.newer')}
      </Button>
      <span className="text-sm text-muted">
        {t('pager.pageOf', { page: format.number(page), pages: format.number(pages) })}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.older')}
      </Button>
    </nav>
  );
}
