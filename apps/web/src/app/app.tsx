import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './router.tsx';

/** The whole app. The server renders it inside a StaticRouter for one URL (entry-server.tsx). */
export function App({
  queryClient,
  Router = BrowserRouter,
}: {
  queryClient: QueryClient;
  Router?: ComponentType<{ children: ReactNode }>;
}) {
  return (
    <AppProviders queryClient={queryClient}>
      <Router>
        <AppRoutes />
      </Router>
    </AppProviders>
  );
}
