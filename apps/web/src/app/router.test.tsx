import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginAs } from '../test/jwt.ts';
import { patchRoutesOnNavigation, storefrontRoutes } from './router.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(storefrontRoutes, { initialEntries: [path], patchRoutesOnNavigation });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('admin guard (spec section 6)', () => {
  it('sends a visitor without a token to /auth/login', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]')),
    );
    const router = renderAt('/admin/products');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), { timeout: 5000 });
  });

  it("sends a logged-in shopper whose role is not 'admin' to /", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]')),
    );
    loginAs(7, 'user');
    const router = renderAt('/admin/dashboard');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
  });

  it('shows the admin page to an admin', async () => {
    loginAs(1, 'admin');
    renderAt('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});

describe('storefront guard', () => {
  it('sends a logged-out visitor of the cart to login and remembers where to come back', async () => {
    const router = renderAt('/shopping-cart');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), { timeout: 5000 });
    expect(router.state.location.search).toBe('?next=%2Fshopping-cart');
  });
});
