/**
 * What other features may use of stock: the grid, for the product edit page. The low-stock page is
 * loaded by app/admin-routes.tsx through its own path; its query sits with the admin lists
 * (features/admin), since the dashboard counts it too.
 */
export { StockGrid } from './admin/stock-grid.tsx';
