/** One product for the edit form, and the multipart create/update calls. */
import type { Product } from '@gayaku/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { productFormData, type ProductFormValues } from '../product-form-model.ts';

const UPLOAD_TIMEOUT_MS = 60_000;

export const productQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.products.detail(id), queryFn: ({ signal }) => api.get<Product>(`/api/products/${id}`, { signal }) });

/** POST /api/products (no id) or PUT /api/products/{id}, as multipart/form-data. */
export function useSaveProduct(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProductFormValues) => {
      const body = productFormData(values);
      // an image upload may take longer than the usual 15 s on a slow connection
      const options = { timeoutMs: UPLOAD_TIMEOUT_MS };
      return id === undefined ? api.post<Product>('/api/products', body, options) : api.put<Product>(`/api/products/${id}`, body, options);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
  });
}
