import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { shippingApi } from './client.ts';

/** The cities the shop ships to, with their costs (the cart, checkout and the profile's city list). */
export const shippingRatesQuery = () =>
  queryOptions({
    queryKey: queryKeys.shippingRates.all,
    queryFn: ({ signal }) => shippingApi.listShippingRates({ signal }),
    staleTime: 5 * 60_000,
  });
