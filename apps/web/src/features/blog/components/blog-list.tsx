import { useQuery } from '@tanstack/react-query';
import { Newspaper } from 'lucide-react';
import { useEffect } from 'react';
import { OfflineNotice } from '@/components/offline-notice';
import { PageSpinner } from '@/components/ui/spinner';
import { blogsQueryOptions } from '@/lib/api/blogs';
import { useTranslation } from '@/lib/i18n/react';
import { useWaitingForNetwork } from '@/lib/network';
import { BlogCard } from './blog-card';

/** A spinner, then the posts in 1, 2 or 3 columns, or the empty state (docs/behaviour.md §16.1). */
export function BlogList() {
  // A failed load is only logged and the empty list shows at once, no retries (docs/behaviour.md §16.3).
  const { t } = useTranslation('blog');
  const query = useQuery({ ...blogsQueryOptions(), retry: false });
  const offline = useWaitingForNetwork(query);
  const failure = query.isError ? query.error : null;
  useEffect(() => {
    if (failure) console.error('Failed to load blog posts', failure);
  }, [failure]);
  // Offline is not "no posts": say so, and the list loads by itself when the connection returns.
  if (offline) return <OfflineNotice onRetry={() => query.refetch()} />;
  if (query.isPending) return <PageSpinner label={t('list.loading')} />;
  const posts = query.data ?? [];
  if (posts.length === 0) {
    return (
      <div className="rounded-card border border-dashed border-brand-200 bg-surface px-6 py-14 text-center">
        <Newspaper aria-hidden="true" className="mx-auto size-10 text-brand-500" />
        <h2 className="mt-4 text-xl font-semibold">{t('list.emptyTitle')}</h2>
        <p className="mx-auto mt-2 max-w-md text-muted">{t('list.emptyText')}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, index) => (
        <li key={post._id}>
          <BlogCard post={post} priority={index < 3} />
        </li>
      ))}
    </ul>
  );
}
