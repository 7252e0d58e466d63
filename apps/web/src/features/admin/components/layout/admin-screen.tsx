import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/react';

/** One back-office screen: its document title, its heading with a line of context, its actions, then it. */
export function AdminScreen({
  title,
  description,
  actions,
  back,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** A link back to where this screen was opened from, above the heading. */
  back?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="px-4 pt-4 sm:px-6 lg:px-0 lg:pt-0">
      <title>{t('screen.documentTitle', { screen: title })}</title>
      {back}
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
          {description ? <div className="mt-1 text-sm text-muted">{description}</div> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
