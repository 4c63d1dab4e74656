/**
 * Query keys of every feature in one factory, so a feature can refresh another's data without
 * importing it. Mutations invalidate by prefix,
 * e.g. `queryClient.invalidateQueries({ queryKey: queryKeys.cart.all })`.
 */
import type { ProductSort } from '@gayaku/contract';

export interface ProductListParams {
  category?: readonly string[];
  color?: readonly string[];
  search?: string;
  sort?: ProductSort;
}

export const queryKeys = {
  products: {
    all: ['products'] as const,
    list: (params: ProductListParams) => ['products', 'list', params] as const,
    popular: () => ['products', 'popular'] as const,
    detail: (id: number) => ['products', 'detail', id] as const,
    recommendations: (id: number) => ['products', 'recommendations', id] as const,
  },
  categories: { all: ['categories'] as const, detail: (id: number) => ['categories', id] as const },
  colors: { all: ['colors'] as const, detail: (id: number) => ['colors', id] as const },
  sizes: { all: ['sizes'] as const, detail: (id: number) => ['sizes', id] as const },
  ads: { all: ['ads'] as const, detail: (id: number) => ['ads', id] as const },
  shippingRates: { all: ['shipping-rates'] as const },
  /** Courier quotes for a city and the cart as it is (its lines and quantities, which make its weight). */
  shippingOptions: { of: (city: string, cart: string) => ['shipping-options', city, cart] as const },
  ratings: { all: ['ratings'] as const, mine: (productId: number, userId: number) => ['ratings', 'mine', productId, userId] as const },
  cart: { all: ['cart'] as const },
  stock: {
    all: ['stock'] as const,
    product: (id: number) => ['stock', 'product', id] as const,
    low: () => ['stock', 'low'] as const,
  },
  orders: {
    all: ['orders'] as const,
    mine: () => ['orders', 'mine'] as const,
    detail: (id: number) => ['orders', 'detail', id] as const,
    adminList: () => ['orders', 'admin'] as const,
  },
  notifications: {
    all: ['notifications'] as const,
    list: (userId: number) => ['notifications', 'list', userId] as const,
    detail: (id: number) => ['notifications', 'detail', id] as const,
  },
  profile: { all: ['profile'] as const },
  payment: { config: ['payment', 'config'] as const },
  users: { all: ['users'] as const },
} as const;
