/** The admin's product writes: create and update, as multipart forms with the image. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { productPayload, type ProductFormValues } from '../admin/product-form-model.ts';
import { productApi } from './client.ts';

const UPLOAD_TIMEOUT_MS = 60_000;

/** POST /api/products (no id) or PUT /api/products/{id}; `errorToast`: the screen's failure text (the server's reason when it gives one). */
export function useSaveProduct(id: number | undefined, errorToast: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProductFormValues) => {
      const body = productPayload(values);
      const files = { image: values.image };
      // an image upload may take longer than the usual 15 s on a slow connection
      const timeoutMs = UPLOAD_TIMEOUT_MS;
      return id === undefined
        ? productApi.createProduct({ body, files, timeoutMs })
        : productApi.updateProduct({ params: { id }, body, files, timeoutMs });
    },
    meta: { errorToast, serverReason: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
  });
}
