import type { AdminReview, PagedListExtras } from '@plantopia/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiFetch } from '@/lib/api-client';
import { forEachSelected } from '../lib/bulk';
import { adminKeys, invalidateShopPages } from './admin-keys';

/** The server's page size of `GET /api/admin/reviews` (it takes no `limit`). */
export const ADMIN_REVIEWS_PAGE_SIZE = 20;

/** `GET /api/admin/reviews?page=`: every review, hidden ones too, newest first. */
export function useAdminReviews(page: number) {
  return useQuery({
    queryKey: adminKeys.reviewList(page),
    queryFn: async ({ signal }) => {
      const envelope = await apiFetch<AdminReview[], PagedListExtras>('/api/admin/reviews', {
        signal,
        query: { page },
      });
      return { reviews: envelope.data, total: envelope.total };
    },
    placeholderData: keepPreviousData,
  });
}

function setReviewHidden(id: string, hidden: boolean) {
  return api.patch<null>(`/api/admin/reviews/${encodeURIComponent(id)}`, { hidden });
}

/**
 * `PATCH /api/admin/reviews/{id}` with `{ hidden }` for each of `ids`: the list and every shop page
 * showing ratings follow.
 */
export function useSetReviewsHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, hidden }: { ids: readonly string[]; hidden: boolean }) =>
      forEachSelected(ids, (id) => setReviewHidden(id, hidden)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.reviews() });
      void invalidateShopPages(queryClient);
    },
  });
}
