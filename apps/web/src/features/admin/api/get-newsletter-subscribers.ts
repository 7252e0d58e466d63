import type { NewsletterSubscriber, PagedListExtras } from '@plantopia/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export interface NewsletterPage {
  subscribers: NewsletterSubscriber[];
  total: number;
}

/** `GET /api/admin/newsletter?page=&limit=`: sign-ups, newest first. */
export async function getNewsletterSubscribers(
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<NewsletterPage> {
  const envelope = await apiFetch<NewsletterSubscriber[], PagedListExtras>('/api/admin/newsletter', {
    signal,
    query: { page, limit },
  });
  return { subscribers: envelope.data, total: envelope.total };
}

export function newsletterSubscribersQueryOptions(page: number, limit: number) {
  return queryOptions({
    queryKey: adminKeys.newsletter(page, limit),
    queryFn: ({ signal }) => getNewsletterSubscribers(page, limit, signal),
    placeholderData: keepPreviousData,
  });
}

export function useNewsletterSubscribers(page: number, limit: number) {
  return useQuery(newsletterSubscribersQueryOptions(page, limit));
}
