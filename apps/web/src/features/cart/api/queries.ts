import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { cartApi } from './client.ts';

/** The shopper's cart lines; always re-read (the cart, checkout and the header show the same lines). */
export const cartQuery = () =>
  queryOptions({ queryKey: queryKeys.cart.all, queryFn: ({ signal }) => cartApi.listCart({ signal }), staleTime: 0 });
