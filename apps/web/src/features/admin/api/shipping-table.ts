import type { ShippingTable } from '@plantopia/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys, invalidateShopPages } from './admin-keys';

/** `GET /api/admin/shipping-table`: the delivery zones and fees (the default table until saved). */
export function getShippingTable(signal?: AbortSignal): Promise<ShippingTable> {
  return api.get<ShippingTable>('/api/admin/shipping-table', { signal });
}

export function useShippingTable() {
  return useQuery({ queryKey: adminKeys.shippingTable(), queryFn: ({ signal }) => getShippingTable(signal) });
}

/** `PUT /api/admin/shipping-table`: the whole table at once. */
export function saveShippingTable(table: ShippingTable): Promise<ShippingTable> {
  return api.put<ShippingTable>('/api/admin/shipping-table', table);
}

/** The saved table shows at once; every quote the shop shows (carts, checkout) is priced again. */
export function useSaveShippingTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShippingTable,
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminKeys.shippingTable(), saved);
      await invalidateShopPages(queryClient);
    },
  });
}
