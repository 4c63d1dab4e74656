/**
 * Test helpers of the admin features (imported by *.test.tsx only): a fetch stub answering by
 * "METHOD /path", a render inside a memory router with a fresh query client, and record factories.
 */
import type { AdminUser, Order, OrderItem, Product } from '@gayaku/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export interface MockRequest {
  method: string;
  url: URL;
  init: RequestInit | undefined;
}
export type MockAnswer = unknown | Response | ((request: MockRequest) => unknown);

/** Stubs global fetch: `routes['GET /api/products']` answers that call (JSON 200 unless a Response). */
export function mockApi(routes: Record<string, MockAnswer>) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const key = `${method} ${url.pathname}`;
    if (!(key in routes)) return json({ message: `not mocked: ${key}`, code: 'NOT_FOUND' }, 404);
    const route = routes[key];
    const answer = typeof route === 'function' ? await (route as (r: MockRequest) => unknown)({ method, url, init }) : route;
    return answer instanceof Response ? answer : json(answer);
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** Calls made with a method and path, e.g. `callsTo(fetch, 'DELETE /api/products/3')`. */
export function callsTo(fn: ReturnType<typeof mockApi>, key: string) {
  return fn.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` === key);
}

export function renderWithRouter(element: ReactNode, options: { path?: string; at?: string; routes?: RouteObject[] } = {}) {
  const { path = '/', at = path, routes = [] } = options;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path, element }, ...routes], { initialEntries: [at] });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

export function makeProduct(id: number, overrides: Partial<Product> = {}): Product {
  return {
    id,
    name: `Produk ${String(id).padStart(2, '0')}`,
    description: `Deskripsi produk ${id}`,
    price: 10_000 * ((id * 7) % 23) + 5_000,
    image_url: `/uploads/p${id}.webp`,
    average_rating: 4.5,
    total_reviews: 2,
    sold_count: id * 3,
    rating: 4.5,
    category: 'Kaos',
    categories: [{ id: 1, name: 'Kaos' }],
    sizes: [{ id: 1, size_name: 'M' }],
    colors: [{ id: 1, color_name: 'Hitam' }],
    created_at: '2025-03-05T03:30:00.000Z',
    ...overrides,
  };
}

export function makeOrder(id: number, overrides: Partial<Order> = {}): Order {
  return {
    id,
    user_id: 7,
    status: 'paid',
    midtrans_order_id: `GAYAKU-${id}-abc`,
    subtotal: 150_000,
    total_price: 170_000,
    shipping_cost: 20_000,
    address: 'Jl. Melati No. 5',
    city: 'Bandung',
    created_at: `2025-03-${String((id % 28) + 1).padStart(2, '0')}T03:30:00.000Z`,
    updated_at: '2025-03-05T03:30:00.000Z',
    ...overrides,
  };
}

export function makeOrderItem(id: number, overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id,
    product_id: id,
    name: `Kaos ${id}`,
    description: '',
    image_url: null,
    quantity: 2,
    price: 75_000,
    subtotal: 150_000,
    size: 'M',
    color: 'Hitam',
    ...overrides,
  };
}

export function makeUser(id: number, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id,
    username: `user${id}`,
    email: `user${id}@gayaku.test`,
    role: 'user',
    city: 'Bandung',
    address: null,
    created_at: '2025-03-05T03:30:00.000Z',
    ...overrides,
  };
}
