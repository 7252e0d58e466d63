import type { LucideIcon } from 'lucide-react';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n/react';

/** A failed load says 'Failed to fetch data' once per failure and offers Retry (docs/behaviour.md §16.3). */
export function PanelError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  useEffect(() => {
    toast.error(t('panel.fetchFailed'), { id: 'admin-fetch-failed' });
  }, [t]);
  return (
    <div role="alert" className="rounded-card border border-red-200 bg-danger-soft px-6 py-10 text-center">
      <p className="font-semibold text-danger">{t('panel.fetchFailed')}</p>
      <p className="mt-1 text-sm text-muted">{message}</p>
      <Button className="mt-5" onClick={onRetry}>
        {t('panel.tryAgain')}
      </Button>
    </div>
  );
}

export function PanelEmpty({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="rounded-card border border-dashed border-brand-200 bg-surface px-6 py-12 text-center">
      <Icon aria-hidden="true" className="mx-auto size-10 text-brand-500" />
      <p className="mt-4 text-lg font-semibold">{title}</p>
      {children ? <div className="mx-auto mt-2 max-w-sm text-sm text-muted">{children}</div> : null}
    </div>
  );
}

/** Placeholder rows of a list while it loads, the height of the real ones so nothing jumps. */
export function PanelSkeleton({ rows = 4, rowClassName = 'h-20' }: { rows?: number; rowClassName?: string }) {
  const { t } = useTranslation('admin');
  return (
    <div className="grid gap-3" aria-busy="true">
      <span className="sr-only" role="status">
        {t('panel.loading')}
      </span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={index} className={`${rowClassName} rounded-card`} />
      ))}
    </div>
  );
}

/** An admin form's failure to save (the server's message), above its fields; nothing when there is none. */
export function FormFailure({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger ring-1 ring-red-200 ring-inset"
    >
      {message}
    </p>
  );
}
