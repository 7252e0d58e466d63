import { Skeleton } from '@/components/ui/skeleton';

/** The same box as a ProductCard, so nothing moves when the products arrive. */
export function ProductCardSkeleton({ withAction = false }: { withAction?: boolean }) {
  return (
    <div className="flex flex-col overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line">
      <Skeleton className="aspect-square rounded-none" />
      <div className="flex flex-1 flex-col p-3 sm:p-4">
        <Skeleton className="my-0.5 h-3 w-1/3" />
        <div className="mt-1 flex min-h-10 flex-col justify-center gap-1.5 sm:min-h-12">
          <Skeleton className="h-3.5 w-11/12 sm:h-4" />
          <Skeleton className="h-3.5 w-2/3 sm:h-4" />
        </div>
        <div className="mt-auto pt-2">
          <Skeleton className="h-5 w-20 sm:h-6" />
          <Skeleton className="mt-2 h-3 w-16" />
        </div>
        {withAction ? <Skeleton className="mt-3 h-9 w-full" /> : null}
      </div>
    </div>
  );
}
