import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ToastHost } from '../app/toast-host.tsx';
import { appRoutes } from '../app/router.tsx';

function client() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
}

/** Renders the real route table at `path` with a fresh query client. */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const user = userEvent.setup();
  const utils = render(
    <QueryClientProvider client={client()}>
      <RouterProvider router={router} />
      <ToastHost />
    </QueryClientProvider>,
  );
  return { ...utils, router, user };
}

/** Renders one element inside a router (at `path`) and a query client. */
export function renderWithProviders(element: ReactElement, { path = '/', routes = [] as RouteObject[] } = {}) {
  const router = createMemoryRouter([{ path: '*', element }, ...routes], { initialEntries: [path] });
  const user = userEvent.setup();
  const utils = render(
    <QueryClientProvider client={client()}>
      <RouterProvider router={router} />
      <ToastHost />
    </QueryClientProvider>,
  );
  return { ...utils, router, user };
}
