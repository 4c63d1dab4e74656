import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { stockApi } from './client.ts';

/** A product's stock, held and available per size × colour, with SKUs (the stock grid). */
export const productStockQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.stock.product(id),
    queryFn: ({ signal }) => stockApi.getProductStock({ params: { id }, signal }),
    staleTime: 0,
  });
