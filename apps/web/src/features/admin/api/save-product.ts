import type { CategoryId, Product } from '@plantopia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ProductFormValues } from '../lib/product-form-values';
import { adminKeys, invalidateShopPages } from './admin-keys';

export interface SaveProductInput {
  category: CategoryId;
  /** Set when editing: the product is changed instead of added. */
  id?: string;
  values: ProductFormValues;
}

/** `POST /api/{category}` to add, `PUT /api/{category}/{id}` to change. */
export function saveProduct({ category, id, values }: SaveProductInput): Promise<Product> {
  return id
    ? api.put<Product>(`/api/${category}/${encodeURIComponent(id)}`, values)
    : api.post<Product>(`/api/${category}`, values);
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: (product) => {
      queryClient.setQueryData(adminKeys.product(product._id), product);
      void queryClient.invalidateQueries({ queryKey: adminKeys.products() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
      void invalidateShopPages(queryClient);
    },
  });
}
