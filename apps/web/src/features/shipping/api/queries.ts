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

/** The courier services to `city` priced for the cart; `cart` names its lines so a change re-quotes. */
export const shippingOptionsQuery = (city: string, cart: string) =>
  queryOptions({
    queryKey: queryKeys.shippingOptions.of(city, cart),
    queryFn: ({ signal }) => shippingApi.listShippingOptions({ query: { city }, signal }),
    enabled: city !== '',
    staleTime: 60_000,
  });
