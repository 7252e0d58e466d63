import type { PagedListExtras, StockAdjustmentInput, StockMovement, StockSettings } from '@plantopia/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiFetch } from '@/lib/api-client';
import { adminKeys, invalidateShopPages } from './admin-keys';

/** `GET /api/admin/products/{id}/stock-history`: a page of the product's stock movements, newest first. */
export async function getStockHistory(
  productId: string,
  page: { page: number; limit: number },
  signal?: AbortSignal,
): Promise<{ movements: StockMovement[]; total: number }> {
  const envelope = await apiFetch<StockMovement[], PagedListExtras>(
    `/api/admin/products/${encodeURIComponent(productId)}/stock-history`,
    { signal, query: page },
  );
  return { movements: envelope.data, total: envelope.total };
}

export function useStockHistory(productId: string, page: { page: number; limit: number }) {
  return useQuery({
    queryKey: adminKeys.stockHistory(productId, page),
    queryFn: ({ signal }) => getStockHistory(productId, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/admin/products/{id}/stock-adjustments`: answers the stock it leaves. */
export function adjustStock(productId: string, input: StockAdjustmentInput): Promise<{ stock: number }> {
  return api.post<{ stock: number }>(
    `/api/admin/products/${encodeURIComponent(productId)}/stock-adjustments`,
    input,
  );
}

/** The new stock shows on the product, its history and every list and shop page that shows it. */
export function useAdjustStock(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StockAdjustmentInput) => adjustStock(productId, input),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.products() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
        invalidateShopPages(queryClient),
      ]);
    },
  });
}

/** `GET /api/admin/stock-settings`: the shop's low-stock threshold and daily digest. */
export function useStockSettings() {
  return useQuery({
    queryKey: adminKeys.stockSettings(),
    queryFn: ({ signal }) => api.get<StockSettings>('/api/admin/stock-settings', { signal }),
  });
}

/** `PUT /api/admin/stock-settings`: the products' low-stock badges and counts follow the new threshold. */
export function useSaveStockSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: StockSettings) => api.put<StockSettings>('/api/admin/stock-settings', settings),
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminKeys.stockSettings(), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.products() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
      ]);
    },
  });
}
