/**
 * The React Router data router. Two lazily loaded trees:
 * - the storefront (below): its layout ships in the entry chunk, every page is its own chunk;
 * - the admin area (admin-routes.tsx): patched in by patchRoutesOnNavigation the first time a
 *   path under /admin is visited, so shoppers never download admin code.
 */
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { StorefrontLayout } from './layouts/storefront-layout.tsx';
import { RouteErrorPage, PageFallback } from './layouts/route-states.tsx';
import { requireUser, requireUserOrSessionToken } from './guards.ts';

export const storefrontRoutes: RouteObject[] = [
  {
    id: 'storefront',
    path: '/',
    Component: StorefrontLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageFallback,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../features/catalog/components/home-page.tsx')).HomePage }),
      },
      {
        path: 'products',
        lazy: async () => ({ Component: (await import('../features/catalog/components/product-list-page.tsx')).ProductListPage }),
      },
      {
        path: 'products/:id',
        lazy: async () => ({ Component: (await import('../features/product/components/product-detail-page.tsx')).ProductDetailPage }),
      },
      {
        path: 'auth/login',
        lazy: async () => ({ Component: (await import('../features/auth/components/login-page.tsx')).LoginPage }),
      },
      {
        path: 'auth/register',
        lazy: async () => ({ Component: (await import('../features/auth/components/register-page.tsx')).RegisterPage }),
      },
      {
        path: 'user/profile',
        loader: requireUser,
        lazy: async () => ({ Component: (await import('../features/profile/components/profile-page.tsx')).ProfilePage }),
      },
      {
        path: 'shopping-cart',
        loader: requireUser,
        lazy: async () => ({ Component: (await import('../features/cart/components/cart-page.tsx')).CartPage }),
      },
      {
        path: 'order',
        loader: requireUser,
        lazy: async () => ({ Component: (await import('../features/checkout/components/order-summary-page.tsx')).OrderSummaryPage }),
      },
      {
        path: 'myorder',
        loader: requireUserOrSessionToken,
        lazy: async () => ({ Component: (await import('../features/orders/components/my-orders-page.tsx')).MyOrdersPage }),
      },
      {
        path: 'notifications/:id',
        loader: requireUser,
        lazy: async () => ({
          Component: (await import('../features/notifications/components/notification-detail-page.tsx')).NotificationDetailPage,
        }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./layouts/not-found-page.tsx')).NotFoundPage }),
      },
    ],
  },
];

const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/** Loads admin-routes.tsx on the first visit under /admin and adds its tree at the top level. */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!isAdminPath(path)) return;
  const { adminRoutes } = await import('./admin-routes.tsx');
  patch(null, adminRoutes);
};

export function createAppRouter() {
  return createBrowserRouter(storefrontRoutes, { patchRoutesOnNavigation });
}
