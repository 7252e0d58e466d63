import { TriangleAlert } from 'lucide-react';
import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n/react';

/** 'Error Loading Product' with the message and 'Return to Home' (docs/behaviour.md §16.3). */
export function ProductError({ message }: { message: string }) {
  const { t } = useTranslation('product');
  return (
    <div
      role="alert"
      className="mx-auto max-w-lg rounded-card bg-surface p-8 text-center shadow-card ring-1 ring-line"
    >
      <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-danger-soft text-danger">
        <TriangleAlert aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{t('error.title')}</h1>
      <p className="mt-2 break-words text-muted">{message}</p>
      <Link to="/" className={buttonClasses({ className: 'mt-6' })}>
        {t('error.home')}
      </Link>
    </div>
  );
}

/** The product page's shape while it loads, so nothing jumps when it arrives. */
export function ProductSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton className="h-5 w-64 max-w-full" />
      <div className="mt-5 grid gap-6 md:grid-cols-2 md:gap-10 lg:gap-14">
        <Skeleton className="aspect-square w-full rounded-card" />
        <div>
          <Skeleton className="h-4 w-28" />
          <Skeleton className="mt-3 h-9 w-4/5" />
          <Skeleton className="mt-4 h-9 w-36" />
          <Skeleton className="mt-3 h-4 w-40" />
          <Skeleton className="mt-5 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-3/4" />
          <Skeleton className="mt-7 h-12 w-full max-w-sm" />
        </div>
      </div>
    </div>
  );
}
