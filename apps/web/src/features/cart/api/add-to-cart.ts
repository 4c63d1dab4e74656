import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { cartApi } from './client.ts';

/** 'Tambah ke Keranjang': one more of the product (the server adds to a line already there). */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => cartApi.addToCart({ body: { product_id: productId, quantity: 1 } }),
    meta: { errorToast: 'Gagal menambahkan produk ke keranjang.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart.all }),
  });
}
