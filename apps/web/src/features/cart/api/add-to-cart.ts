import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error.ts';
import { readAgain } from '../../../lib/query-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { cartApi } from './client.ts';

/** What 'Tambah ke Keranjang' adds: one of the product, in the chosen size and colour when it has them. */
export interface CartAddition {
  productId: number;
  size?: string;
  color?: string;
}

/**
 * 'Tambah ke Keranjang': one more of the product × size × colour (the server adds to a line already
 * there), and the cart is read again. A refusal says why ('Stok produk ini habis'), and a 409 re-reads the product, whose stock changed.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, size, color }: CartAddition) =>
      cartApi.addToCart({ body: { product_id: productId, quantity: 1, size, color } }),
    meta: { errorToast: 'Gagal menambahkan produk ke keranjang.', serverReason: true },
    // A read of the cart still on its way may have started before the line was added (readAgain).
    onSuccess: () => readAgain(queryClient, queryKeys.cart.all),
    onError: (error, { productId }) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: queryKeys.products.detail(productId) });
    },
  });
}
