import { SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';

export const DEFAULT_FETCH_ERROR = 'Failed to fetch products';

/** SPEC §8: 'Error: {message}' with a Try Again button that reloads the page. */
export function CatalogError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-card border border-red-200 bg-danger-soft px-6 py-10 text-center">
      <p className="text-base font-semibold text-danger">Error: {message || DEFAULT_FETCH_ERROR}</p>
      <p className="mt-1 text-sm text-muted">Check your connection, then try again.</p>
      <Button className="mt-5" onClick={onRetry ?? (() => window.location.reload())}>
        Try Again
      </Button>
    </div>
  );
}

export function CatalogEmpty({
  label,
  filtered,
  onClear,
}: {
  label: string;
  filtered: boolean;
  onClear: () => void;
}) {
  return (
    <div className="rounded-card border border-dashed border-brand-200 bg-surface px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-10 text-brand-500" />
      <h2 className="mt-4 text-xl font-semibold">No {label.toLowerCase()} found</h2>
      <p className="mx-auto mt-2 max-w-sm text-sm text-muted">
        {filtered
          ? 'Nothing matches these filters. Try another word, a different subcategory or a wider price range.'
          : 'This shelf is empty right now. New stock arrives every week, so please check back soon.'}
      </p>
      {filtered ? (
        <Button className="mt-5" onClick={onClear}>
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
