/**
 * The admin route tree (spec section 2), loaded only when a path under /admin is visited: the
 * storefront bundle never contains this module (router.tsx patches it in on navigation).
 * Every page sits behind requireAdmin and is its own lazily loaded chunk.
 */
import { Navigate, type RouteObject } from 'react-router';
import { requireAdmin } from './guards.ts';
import { PageFallback, RouteErrorPage } from './layouts/route-states.tsx';

export const adminRoutes: RouteObject[] = [
  {
    id: 'admin',
    path: '/admin',
    loader: requireAdmin,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageFallback,
    lazy: async () => ({ Component: (await import('../features/admin-layout/components/admin-layout.tsx')).AdminLayout }),
    children: [
      { index: true, element: <Navigate to="/admin/dashboard" replace /> },
      {
        path: 'dashboard',
        lazy: async () => ({ Component: (await import('../features/admin-dashboard/components/dashboard-page.tsx')).DashboardPage }),
      },
      {
        path: 'products',
        lazy: async () => ({ Component: (await import('../features/admin-products/components/products-page.tsx')).ProductsPage }),
      },
      {
        path: 'products/create',
        lazy: async () => ({ Component: (await import('../features/admin-products/components/product-form-pages.tsx')).ProductCreatePage }),
      },
      {
        path: 'products/edit/:id',
        lazy: async () => ({ Component: (await import('../features/admin-products/components/product-form-pages.tsx')).ProductEditPage }),
      },
      { path: 'users', lazy: async () => ({ Component: (await import('../features/admin-users/components/users-page.tsx')).UsersPage }) },
      { path: 'ads', lazy: async () => ({ Component: (await import('../features/admin-ads/components/ads-page.tsx')).AdsPage }) },
      {
        path: 'ads/create',
        lazy: async () => ({ Component: (await import('../features/admin-ads/components/ad-form-page.tsx')).AdCreatePage }),
      },
      {
        path: 'ads/edit/:id',
        lazy: async () => ({ Component: (await import('../features/admin-ads/components/ad-form-page.tsx')).AdEditPage }),
      },
      {
        path: 'attributes',
        lazy: async () => ({ Component: (await import('../features/admin-attributes/components/attributes-page.tsx')).AttributesPage }),
      },
      {
        path: 'category/create',
        lazy: async () => ({
          Component: (await import('../features/admin-attributes/components/attribute-form-page.tsx')).CategoryCreatePage,
        }),
      },
      {
        path: 'category/edit/:id',
        lazy: async () => ({
          Component: (await import('../features/admin-attributes/components/attribute-form-page.tsx')).CategoryEditPage,
        }),
      },
      {
        path: 'color/create',
        lazy: async () => ({
          Component: (await import('../features/admin-attributes/components/attribute-form-page.tsx')).ColorCreatePage,
        }),
      },
      {
        path: 'color/edit/:id',
        lazy: async () => ({ Component: (await import('../features/admin-attributes/components/attribute-form-page.tsx')).ColorEditPage }),
      },
      {
        path: 'size/create',
        lazy: async () => ({ Component: (await import('../features/admin-attributes/components/attribute-form-page.tsx')).SizeCreatePage }),
      },
      {
        path: 'size/edit/:id',
        lazy: async () => ({ Component: (await import('../features/admin-attributes/components/attribute-form-page.tsx')).SizeEditPage }),
      },
      {
        path: 'orders',
        lazy: async () => ({ Component: (await import('../features/admin-orders/components/orders-page.tsx')).OrdersPage }),
      },
      {
        path: 'order/:id',
        lazy: async () => ({ Component: (await import('../features/admin-orders/components/order-detail-page.tsx')).OrderDetailPage }),
      },
      { path: '*', element: <Navigate to="/admin/dashboard" replace /> },
    ],
  },
];
