import type { Order, OrderCreateBody } from '@gayaku/contract';
import { api } from '../../../lib/api-client.ts';

export const createOrder = (body: OrderCreateBody) => api.post<{ snapToken?: string; order?: Order }>('/api/order', body);
