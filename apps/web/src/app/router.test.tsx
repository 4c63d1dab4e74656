import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../test/console.ts';
import { mockApi } from '../test/fetch-mock.ts';
import { loginAs } from '../test/jwt.ts';
import { RouteErrorBoundary } from './layouts/route-states.tsx';
import { AppRoutes, preloadRoute } from './router.tsx';

/** Renders the routes as the app does (declarative, in a router of their own) and reports where they went. */
function renderAt(path: string) {
  const current: { location: Location | null } = { location: null };
  function Where() {
    current.location = useLocation();
    return null;
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return current;
}

afterEach(() => vi.unstubAllGlobals());

describe('admin guard (spec section 6)', () => {
  it('sends a visitor without a token to /auth/login', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]')),
    );
    const at = renderAt('/admin/products');
    await vi.waitFor(() => expect(at.location?.pathname).toBe('/auth/login'), { timeout: 5000 });
  });

  it("sends a logged-in shopper whose role is not 'admin' to /", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]')),
    );
    loginAs(7, 'user');
    const at = renderAt('/admin/dashboard');
    await vi.waitFor(() => expect(at.location?.pathname).toBe('/'), { timeout: 5000 });
  });

  it('shows the admin page to an admin', async () => {
    loginAs(1, 'admin');
    renderAt('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});

describe('storefront guard', () => {
  it('sends a logged-out visitor of the cart to login and remembers where to come back', async () => {
    const at = renderAt('/shopping-cart');
    await vi.waitFor(() => expect(at.location?.pathname).toBe('/auth/login'), { timeout: 5000 });
    expect(at.location?.search).toBe('?next=%2Fshopping-cart');
  });
});

describe('preloading a page (before the first render)', () => {
  const requested = (api: ReturnType<typeof mockApi>) => api.calls.map((c) => `${c.path}${c.url.search}`).sort();

  it('starts the queries of the first screen of home, the list (with its filters) and a product', () => {
    const api = mockApi({});
    const client = new QueryClient();
    preloadRoute(client, { pathname: '/', search: '' });
    expect(requested(api)).toEqual(['/api/ads', '/api/categories', '/api/products/popular']);

    api.calls.length = 0;
    preloadRoute(client, { pathname: '/products', search: '?category=Kaos&sort=price_asc' });
    expect(requested(api)).toEqual(['/api/colors', '/api/products?category=Kaos&sort=price_asc&limit=24']); // categories: cached above

    // A list opened further down asks for all it shows at once; a search is ranked by the server.
    api.calls.length = 0;
    preloadRoute(client, { pathname: '/products', search: '?search=kaos&shown=72' });
    expect(requested(api)).toEqual(['/api/products?search=kaos&limit=72']);

    api.calls.length = 0;
    preloadRoute(client, { pathname: '/products/12', search: '' });
    preloadRoute(client, { pathname: '/products/12', search: '' }); // in flight: not asked twice
    preloadRoute(client, { pathname: '/products/abc', search: '' }); // not an id: the page shows its error
    expect(requested(api)).toEqual(['/api/products/12']);
  });

  it('asks nothing for the other pages', () => {
    const api = mockApi({});
    for (const pathname of ['/auth/login', '/shopping-cart', '/admin/dashboard', '/nowhere'])
      preloadRoute(new QueryClient(), { pathname, search: '' });
    expect(api.calls).toEqual([]);
  });
});

describe('route errors', () => {
  it('shows the error page for a page that fails, and the page again on another path', async () => {
    const logged = expectConsoleError();
    function Broken(): never {
      throw new Error('rusak');
    }
    function Harness() {
      const [path, setPath] = useState('/a');
      return (
        <>
          <button type="button" onClick={() => setPath('/b')}>
            pindah
          </button>
          <RouteErrorBoundary resetKey={path}>{path === '/a' ? <Broken /> : <p>Halaman B</p>}</RouteErrorBoundary>
        </>
      );
    }
    render(
      <MemoryRouter>
        <Harness />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Terjadi kesalahan' })).toBeInTheDocument();
    expect(logged.calls.length).toBeGreaterThan(0);
    screen.getByRole('button', { name: 'pindah' }).click();
    expect(await screen.findByText('Halaman B')).toBeInTheDocument();
  });
});
