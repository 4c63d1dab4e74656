import type { StockUpdateBody } from '@gayaku/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { stockApi } from './client.ts';

/**
 * The stock grid's 'Simpan Stok': sets on-hand stock absolutely. The answer is the product's stock
 * as it now is; the catalogue ('Habis', available counts) and the low-stock list are re-read. A
 * refusal (400, 409) is shown by the grid itself.
 */
export function useSetProductStock(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StockUpdateBody) => stockApi.setProductStock({ params: { id: productId }, body }),
    onSuccess: (stock) => {
      queryClient.setQueryData(queryKeys.stock.product(productId), stock);
      void queryClient.invalidateQueries({ queryKey: queryKeys.stock.low() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
    },
  });
}
