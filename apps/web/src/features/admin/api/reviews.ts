import type { AdminReview, PagedListExtras } from '@plantopia/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiFetch } from '@/lib/api-client';
import { adminKeys, invalidateShopPages } from './admin-keys';

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

/** `PATCH /api/admin/reviews/{id}` with `{ hidden }`: the list and every shop page showing ratings follow. */
export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) =>
      api.patch<null>(`/api/admin/reviews/${encodeURIComponent(id)}`, { hidden }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.reviews() });
      void invalidateShopPages(queryClient);
    },
  });
}
