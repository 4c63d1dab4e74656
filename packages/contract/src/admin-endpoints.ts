/**
 * The endpoints only the admin area calls that the storefront's domains would otherwise carry: the
 * sales figures, the audit trail and the CSV files. In a module of their own, like endpoints.ts and
 * for the same reason one step further: a module lands whole in one chunk, and endpoints.ts is in the
 * storefront's first one, so these stay out of it.
 */
export const statsEndpoints = {
  getStats: { method: 'GET', path: '/api/admin/stats', access: 'admin' },
} as const;

export const auditEndpoints = {
  listAudit: { method: 'GET', path: '/api/admin/audit', access: 'admin' },
} as const;

export const orderFileEndpoints = {
  exportOrdersCsv: { method: 'GET', path: '/api/admin/orders.csv', access: 'admin', produces: 'text/csv' },
} as const;

export const productFileEndpoints = {
  exportProductsCsv: { method: 'GET', path: '/api/admin/products.csv', access: 'admin', produces: 'text/csv' },
  importProducts: { method: 'POST', path: '/api/admin/products/import', access: 'admin' },
} as const;
