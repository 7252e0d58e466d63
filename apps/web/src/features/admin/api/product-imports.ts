import type {
  ConfirmProductImport,
  PagedListExtras,
  ProductImport,
  ProductImportRow,
  ProductImportRowsQuery,
} from '@plantopia/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiFetch } from '@/lib/api-client';
import { adminKeys, invalidateShopPages } from './admin-keys';

/** A CSV of thousands of rows and a zip of photos over a slow connection, then the dry run itself. */
const CHECK_TIMEOUT_MS = 300_000;
/** How often a running import's progress is asked for. */
const PROGRESS_POLL_MS = 1_000;

/** `GET /api/admin/products.csv`: every product in the import's columns (a download, not a fetch). */
export const PRODUCTS_CSV_HREF = '/api/admin/products.csv';

/** `POST /api/admin/product-imports` (multipart `file` and optional `images`): the dry run. */
export function checkProductImport(input: { file: File; images: File | null }): Promise<ProductImport> {
  const body = new FormData();
  body.append('file', input.file);
  if (input.images) body.append('images', input.images);
  return api.post<ProductImport>('/api/admin/product-imports', body, { timeoutMs: CHECK_TIMEOUT_MS });
}

export function useCheckProductImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkProductImport,
    onSuccess: (job) => queryClient.setQueryData(adminKeys.productImport(job._id), job),
  });
}

/** `GET /api/admin/product-imports/{id}`, asked again every second while the import runs. */
export function productImportQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminKeys.productImport(id),
    queryFn: ({ signal }) =>
      api.get<ProductImport>(`/api/admin/product-imports/${encodeURIComponent(id)}`, { signal }),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? PROGRESS_POLL_MS : false),
  });
}

export function useProductImport(id: string) {
  return useQuery(productImportQueryOptions(id));
}

/** `GET /api/admin/product-imports/{id}/rows?view=&page=&limit=` */
export function useProductImportRows(id: string, query: ProductImportRowsQuery, version: string) {
  return useQuery({
    queryKey: adminKeys.productImportRows(id, query, version),
    queryFn: async ({ signal }) => {
      const envelope = await apiFetch<ProductImportRow[], PagedListExtras>(
        `/api/admin/product-imports/${encodeURIComponent(id)}/rows`,
        { signal, query: { ...query } },
      );
      return { rows: envelope.data, total: envelope.total };
    },
    placeholderData: keepPreviousData,
  });
}

type ImportAction = { id: string } & (
  | { action: 'start'; confirm: ConfirmProductImport }
  | { action: 'cancel' }
  | { action: 'discard' }
);

/** Start (confirm the dry run), cancel a running import, or discard a dry run. */
export function useProductImportAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ImportAction): Promise<ProductImport | null> => {
      const path = `/api/admin/product-imports/${encodeURIComponent(input.id)}`;
      if (input.action === 'discard') {
        await api.delete(path);
        return null;
      }
      return api.post<ProductImport>(
        `${path}/${input.action}`,
        input.action === 'start' ? input.confirm : {},
      );
    },
    onSuccess: (job, input) => {
      if (job) queryClient.setQueryData(adminKeys.productImport(job._id), job);
      else queryClient.removeQueries({ queryKey: adminKeys.productImport(input.id) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.products() });
      void invalidateShopPages(queryClient);
    },
  });
}
