import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ToastHost } from '../app/toast-host.tsx';
import { appRoutes } from '../app/router.tsx';
import { createQueryClient } from '../lib/query-client.ts';

/** The app's query client (its failed-mutation toasts included), without retries and refetches. */
export function testQueryClient(): QueryClient {
  return createQueryClient({ queries: { retry: false, staleTime: Infinity } });
}

/** Renders the real route table at `path` with a fresh query client and the toast host. */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const user = userEvent.setup();
  const client = testQueryClient();
  const utils = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <ToastHost />
    </QueryClientProvider>,
  );
  return { ...utils, router, user, client };
}

/**
 * Renders one screen inside a memory router (route `path`, entered at `at`) beside `routes`, with a
 * fresh query client and no toast host (the admin tests replace lib/toast.ts with spies).
 */
export function renderWithRouter(element: ReactNode, options: { path?: string; at?: string; routes?: RouteObject[] } = {}) {
  const { path = '/', at = path, routes = [] } = options;
  const client = testQueryClient();
  const router = createMemoryRouter([{ path, element }, ...routes], { initialEntries: [at] });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}
