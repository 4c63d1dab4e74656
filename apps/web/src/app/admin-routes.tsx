/**
 * The admin route tree (spec section 2), loaded only when a path under /admin is visited (and the
 * visitor is an admin: router.tsx guards it), so the storefront bundle never contains this module.
 * Paths are relative to /admin; the layout and every page are lazily loaded chunks of their own.
 */
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { lazyPage } from './lazy-page.ts';

const AdminLayout = lazyPage(() => import('../features/admin/components/admin-layout.tsx'), 'AdminLayout');
const DashboardPage = lazyPage(() => import('../features/admin/components/dashboard-page.tsx'), 'DashboardPage');
const ProductsPage = lazyPage(() => import('../features/products/admin/products-page.tsx'), 'ProductsPage');
const productForms = () => import('../features/products/admin/product-form-pages.tsx');
const ProductCreatePage = lazyPage(productForms, 'ProductCreatePage');
const ProductEditPage = lazyPage(productForms, 'ProductEditPage');
const UsersPage = lazyPage(() => import('../features/users/admin/users-page.tsx'), 'UsersPage');
const AdsPage = lazyPage(() => import('../features/ads/admin/ads-page.tsx'), 'AdsPage');
const adForms = () => import('../features/ads/admin/ad-form-page.tsx');
const AdCreatePage = lazyPage(adForms, 'AdCreatePage');
const AdEditPage = lazyPage(adForms, 'AdEditPage');
const AttributesPage = lazyPage(() => import('../features/attributes/admin/attributes-page.tsx'), 'AttributesPage');
const attributeForms = () => import('../features/attributes/admin/attribute-form-page.tsx');
const CategoryCreatePage = lazyPage(attributeForms, 'CategoryCreatePage');
const CategoryEditPage = lazyPage(attributeForms, 'CategoryEditPage');
const ColorCreatePage = lazyPage(attributeForms, 'ColorCreatePage');
const ColorEditPage = lazyPage(attributeForms, 'ColorEditPage');
const SizeCreatePage = lazyPage(attributeForms, 'SizeCreatePage');
const SizeEditPage = lazyPage(attributeForms, 'SizeEditPage');
const SynonymsPage = lazyPage(() => import('../features/search/admin/synonyms-page.tsx'), 'SynonymsPage');
const SizeChartPage = lazyPage(() => import('../features/attributes/admin/size-chart-page.tsx'), 'SizeChartPage');
const OrdersPage = lazyPage(() => import('../features/orders/admin/orders-page.tsx'), 'OrdersPage');
const OrderDetailPage = lazyPage(() => import('../features/orders/admin/order-detail-page.tsx'), 'OrderDetailPage');
const PackingSlipPage = lazyPage(() => import('../features/orders/components/order-print-page.tsx'), 'PackingSlipPage');
const LowStockPage = lazyPage(() => import('../features/stock/admin/low-stock-page.tsx'), 'LowStockPage');
const ReviewsPage = lazyPage(() => import('../features/ratings/admin/reviews-page.tsx'), 'ReviewsPage');
const AuditPage = lazyPage(() => import('../features/audit/admin/audit-page.tsx'), 'AuditPage');
const ProductImportPage = lazyPage(() => import('../features/products/admin/product-import-page.tsx'), 'ProductImportPage');

const toDashboard = <Navigate to="/admin/dashboard" replace />;

const adminRoutes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      { index: true, element: toDashboard },
      { path: 'dashboard', element: <DashboardPage /> },
      { path: 'products', element: <ProductsPage /> },
      { path: 'products/create', element: <ProductCreatePage /> },
      { path: 'products/import', element: <ProductImportPage /> },
      { path: 'products/edit/:id', element: <ProductEditPage /> },
      { path: 'stock/low', element: <LowStockPage /> },
      { path: 'reviews', element: <ReviewsPage /> },
      { path: 'users', element: <UsersPage /> },
      { path: 'ads', element: <AdsPage /> },
      { path: 'ads/create', element: <AdCreatePage /> },
      { path: 'ads/edit/:id', element: <AdEditPage /> },
      { path: 'attributes', element: <AttributesPage /> },
      { path: 'category/create', element: <CategoryCreatePage /> },
      { path: 'category/edit/:id', element: <CategoryEditPage /> },
      { path: 'category/:id/size-chart', element: <SizeChartPage /> },
      { path: 'color/create', element: <ColorCreatePage /> },
      { path: 'color/edit/:id', element: <ColorEditPage /> },
      { path: 'size/create', element: <SizeCreatePage /> },
      { path: 'size/edit/:id', element: <SizeEditPage /> },
      { path: 'synonyms', element: <SynonymsPage /> },
      { path: 'orders', element: <OrdersPage /> },
      { path: 'order/:id', element: <OrderDetailPage /> },
      { path: 'audit', element: <AuditPage /> },
      { path: '*', element: toDashboard },
    ],
  },
  // The packing slip prints without the console around it.
  { path: 'order/:id/print', element: <PackingSlipPage /> },
];

/** Rendered by the /admin/* route of router.tsx. */
export default function AdminArea() {
  return useRoutes(adminRoutes);
}
