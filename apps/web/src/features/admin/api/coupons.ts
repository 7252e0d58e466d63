import type { Coupon, CouponInput } from '@plantopia/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys, invalidateShopPages } from './admin-keys';

/** `GET /api/admin/coupons`: every code, newest first, with its uses so far. */
export function getCoupons(signal?: AbortSignal): Promise<Coupon[]> {
  return api.get<Coupon[]>('/api/admin/coupons', { signal });
}

export function useCoupons() {
  return useQuery({ queryKey: adminKeys.coupons(), queryFn: ({ signal }) => getCoupons(signal) });
}

/** `POST /api/admin/coupons` for a new code, `PUT /api/admin/coupons/{id}` to change or deactivate one. */
export function saveCoupon({ id, values }: { id?: string; values: CouponInput }): Promise<Coupon> {
  return id
    ? api.put<Coupon>(`/api/admin/coupons/${encodeURIComponent(id)}`, values)
    : api.post<Coupon>('/api/admin/coupons', values);
}

/** The saved code shows in the list at once; quotes the shop shows are priced again with it. */
export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCoupon,
    onSuccess: (saved, { id }) => {
      queryClient.setQueryData<Coupon[]>(adminKeys.coupons(), (list = []) =>
        id ? list.map((coupon) => (coupon._id === saved._id ? saved : coupon)) : [saved, ...list],
      );
      void invalidateShopPages(queryClient);
    },
  });
}
