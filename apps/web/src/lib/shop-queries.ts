/**
 * Resources read by more than one feature (cart, checkout, profile), so features need not import
 * each other: a product, the cart lines, the shipping rates and the shopper's profile.
 */
import type { CartItem, Product, ProfileUser, ShippingRate } from '@gayaku/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

export const getCart = (signal?: AbortSignal) => api.get<CartItem[]>('/api/cart', { signal });
export const getShippingRates = (signal?: AbortSignal) => api.get<ShippingRate[]>('/api/shipping-rates', { signal, token: null });

export const cartQuery = () => queryOptions({ queryKey: queryKeys.cart.all, queryFn: ({ signal }) => getCart(signal), staleTime: 0 });
export const shippingRatesQuery = () =>
  queryOptions({ queryKey: queryKeys.shippingRates.all, queryFn: ({ signal }) => getShippingRates(signal), staleTime: 5 * 60_000 });

/** The shipping cost of a city, or 0 when none is chosen or the city is unknown (spec section 4). */
export function shippingCostFor(rates: readonly ShippingRate[] | undefined, city: string): number {
  if (!city || !rates) return 0;
  return rates.find((r) => r.city === city)?.shipping_cost ?? 0;
}

export const getProfile = (signal?: AbortSignal) => api.get<{ user: ProfileUser }>('/api/user/profile', { signal }).then((r) => r.user);
export const profileQuery = () =>
  queryOptions({ queryKey: queryKeys.profile.all, queryFn: ({ signal }) => getProfile(signal), retry: false });

export const getProduct = (id: number, signal?: AbortSignal) => api.get<Product>(`/api/products/${id}`, { signal, token: null });
export const productQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.products.detail(id), queryFn: ({ signal }) => getProduct(id, signal), staleTime: 60_000 });
