import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { orderApi } from './client.ts';

/**
 * The shopper's orders. /myorder may run on a token kept in sessionStorage (spec section 3), so
 * its calls name the token they use.
 */
export const myOrdersQuery = (token: string | null) =>
  queryOptions({
    queryKey: queryKeys.orders.mine(),
    queryFn: ({ signal }) => orderApi.listMyOrders({ token, signal }),
    staleTime: 0,
  });

/** One order with its items: the detail dialog of /myorder (`token`), the admin's detail page (the stored token). */
export const orderDetailQuery = (id: number, token?: string | null) =>
  queryOptions({
    queryKey: queryKeys.orders.detail(id),
    queryFn: ({ signal }) => orderApi.getOrder({ params: { id }, token, signal }),
    staleTime: 0,
  });
