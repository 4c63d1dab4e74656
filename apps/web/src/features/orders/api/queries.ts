import type { Order, OrderDetail } from '@gayaku/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** My orders may run on a sessionStorage token (spec section 3), so the token is passed explicitly. */
export const getMyOrders = (token: string | null, signal?: AbortSignal) => api.get<Order[]>('/api/order/orders', { signal, token });
export const getOrderDetail = (id: number, token: string | null, signal?: AbortSignal) =>
  api.get<OrderDetail>(`/api/order/${id}`, { signal, token });
export const getPaymentToken = (midtransOrderId: string, token: string | null) =>
  api.get<{ success?: boolean; snap_token?: string; message?: string }>(`/api/order/payment/${encodeURIComponent(midtransOrderId)}`, {
    token,
  });

export const myOrdersQuery = (token: string | null) =>
  queryOptions({ queryKey: queryKeys.orders.mine(), queryFn: ({ signal }) => getMyOrders(token, signal), staleTime: 0 });
export const orderDetailQuery = (id: number, token: string | null) =>
  queryOptions({ queryKey: queryKeys.orders.detail(id), queryFn: ({ signal }) => getOrderDetail(id, token, signal), staleTime: 0 });
