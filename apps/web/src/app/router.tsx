/**
 * The route table, rendered with useRoutes inside a BrowserRouter. Declarative routes, not a data
 * router: createBrowserRouter adds 17 kB gzip to the first visit of every page, and what we used
 * of it has small equivalents here (React.lazy pages, guard components, RouteErrorBoundary,
 * layouts/scroll-restoration.tsx, and `handle.preload` below in place of loaders).
 * - The storefront shares StorefrontLayout. The three catalogue pages, where visits begin (home,
 *   product list, product detail), ship with the entry (6 kB gzip together): their first render
 *   needs no second round trip for code. Every other page is its own lazily loaded chunk.
 * - A catalogue route's `handle.preload` starts its queries: for the first page before React's
 *   first render (main.tsx), for later ones as the navigation renders.
 * - Everything under /admin is one lazily loaded tree (admin-routes.tsx) behind RequireAdmin:
 *   shoppers never download admin code.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { matchRoutes, useLocation, useRoutes, type Params, type RouteObject } from 'react-router';
import { prefetchHome, prefetchProduct, prefetchProductList } from '../features/products/api/prefetch.ts';
import { HomePage } from '../features/products/components/home-page.tsx';
import { ProductDetailPage } from '../features/products/components/product-detail-page.tsx';
import { ProductListPage } from '../features/products/components/product-list-page.tsx';
import { RequireAdmin, RequireUser, RequireUserOrSessionToken } from './guards.tsx';
import { PageFallback, RouteErrorBoundary } from './layouts/route-states.tsx';
import { ScrollRestoration } from './layouts/scroll-restoration.tsx';
import { StorefrontLayout } from './layouts/storefront-layout.tsx';
import { lazyPage } from './lazy-page.ts';

/** What a route starts loading before it renders: its page's queries. */
interface Preload {
  preload: (client: QueryClient, match: { params: Params; search: URLSearchParams }) => void;
}

const LoginPage = lazyPage(() => import('../features/auth/components/login-page.tsx'), 'LoginPage');
const RegisterPage = lazyPage(() => import('../features/auth/components/register-page.tsx'), 'RegisterPage');
const ForgotPasswordPage = lazyPage(() => import('../features/auth/components/forgot-password-page.tsx'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('../features/auth/components/reset-password-page.tsx'), 'ResetPasswordPage');
const ProfilePage = lazyPage(() => import('../features/users/components/profile-page.tsx'), 'ProfilePage');
const CartPage = lazyPage(() => import('../features/cart/components/cart-page.tsx'), 'CartPage');
const OrderSummaryPage = lazyPage(() => import('../features/orders/components/order-summary-page.tsx'), 'OrderSummaryPage');
const MyOrdersPage = lazyPage(() => import('../features/orders/components/my-orders-page.tsx'), 'MyOrdersPage');
const NotificationDetailPage = lazyPage(
  () => import('../features/notifications/components/notification-detail-page.tsx'),
  'NotificationDetailPage',
);
const InvoicePage = lazyPage(() => import('../features/orders/components/order-print-page.tsx'), 'InvoicePage');
const NotFoundPage = lazyPage(() => import('./layouts/not-found-page.tsx'), 'NotFoundPage');
const AdminArea = lazy(() => import('./admin-routes.tsx'));

const homePreload: Preload = { preload: (client) => prefetchHome(client) };
const productListPreload: Preload = { preload: (client, { search }) => prefetchProductList(client, search) };
const productDetailPreload: Preload = { preload: (client, { params }) => prefetchProduct(client, params.id) };

/** /admin and below: the guard runs first, so shoppers do not even download the admin route table. */
export const adminRoute: RouteObject = {
  path: '/admin/*',
  element: (
    <RequireAdmin>
      <Suspense fallback={<PageFallback />}>
        <AdminArea />
      </Suspense>
    </RequireAdmin>
  ),
};

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <StorefrontLayout />,
    children: [
      { index: true, element: <HomePage />, handle: homePreload },
      { path: 'products', element: <ProductListPage />, handle: productListPreload },
      { path: 'products/:id', element: <ProductDetailPage />, handle: productDetailPreload },
      { path: 'auth/login', element: <LoginPage /> },
      { path: 'auth/register', element: <RegisterPage /> },
      { path: 'auth/forgot-password', element: <ForgotPasswordPage /> },
      { path: 'auth/reset-password', element: <ResetPasswordPage /> },
      {
        path: 'user/profile',
        element: (
          <RequireUser>
            <ProfilePage />
          </RequireUser>
        ),
      },
      {
        path: 'shopping-cart',
        element: (
          <RequireUser>
            <CartPage />
          </RequireUser>
        ),
      },
      {
        path: 'order',
        element: (
          <RequireUser>
            <OrderSummaryPage />
          </RequireUser>
        ),
      },
      {
        path: 'myorder',
        element: (
          <RequireUserOrSessionToken>
            <MyOrdersPage />
          </RequireUserOrSessionToken>
        ),
      },
      {
        path: 'notifications/:id',
        element: (
          <RequireUser>
            <NotificationDetailPage />
          </RequireUser>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  // The invoice prints without the storefront around it.
  {
    path: '/myorder/:id/invoice',
    element: (
      <RequireUser>
        <InvoicePage />
      </RequireUser>
    ),
  },
  adminRoute,
];

/** Starts what the routes matching this location preload (idempotent: cached queries are skipped). */
export function preloadRoute(client: QueryClient, location: { pathname: string; search: string }): void {
  const search = new URLSearchParams(location.search);
  for (const { route, params } of matchRoutes(appRoutes, location.pathname) ?? []) {
    (route.handle as Preload | undefined)?.preload(client, { params, search });
  }
}

/** The whole app's routes; an error thrown by a page shows the error page until the path changes. */
export function AppRoutes() {
  const location = useLocation();
  // During render, like usePrefetchQuery: the new page's data starts while its code downloads.
  preloadRoute(useQueryClient(), location);
  const element = useRoutes(appRoutes);
  return (
    <>
      <RouteErrorBoundary resetKey={location.pathname}>{element}</RouteErrorBoundary>
      <ScrollRestoration />
    </>
  );
}
