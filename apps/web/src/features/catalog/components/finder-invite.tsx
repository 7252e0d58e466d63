import { clsx } from 'clsx';
import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from '@/components/link';
import { useTranslation } from '@/lib/i18n/react';

/** A way to the plant finder, for the home page and the plants listing. */
export function FinderInvite({ compact = false, className }: { compact?: boolean; className?: string }) {
  const { t } = useTranslation('catalog');
  if (compact) {
    return (
      <Link
        to="/plants/finder"
        className={clsx(
          'flex items-center gap-2 rounded-lg bg-leaf-50 px-3 py-2.5 text-sm font-semibold text-leaf-800 ring-1 ring-leaf-200 hover:bg-leaf-100',
          className,
        )}
      >
        <Sparkles aria-hidden="true" className="size-4 shrink-0" />
        {t('finder.invite.short')}
        <ArrowRight aria-hidden="true" className="ml-auto size-4 shrink-0" />
      </Link>
    );
  }
  return (
    <div
      className={clsx(
        'flex flex-col gap-4 rounded-card bg-leaf-50 p-5 ring-1 ring-leaf-200 sm:flex-row sm:items-center sm:justify-between sm:p-6',
        className,
      )}
    >
      <div>
        <h2 className="flex items-center gap-2 text-xl font-bold tracking-tight text-ink sm:text-2xl">
          <Sparkles aria-hidden="true" className="size-5 text-leaf-700" />
          {t('finder.invite.title')}
        </h2>
        <p className="mt-1 text-muted">{t('finder.invite.text')}</p>
      </div>
      <Link
        to="/plants/finder"
        className="inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t('finder.invite.action')}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}
