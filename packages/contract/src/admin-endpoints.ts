/**
 * The endpoints only the admin area calls that the storefront's domains would otherwise carry: the
 * sales figures, the audit trail, the CSV files and the search's synonyms. In a module of their own, like endpoints.ts and
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

/** The search's synonyms, kept by the admin under Kelola Atribut. */
export const synonymEndpoints = {
  listSynonyms: { method: 'GET', path: '/api/admin/synonyms', access: 'admin' },
  createSynonym: { method: 'POST', path: '/api/admin/synonyms', access: 'admin', status: 201 },
  updateSynonym: { method: 'PUT', path: '/api/admin/synonyms/{id}', access: 'admin' },
  deleteSynonym: { method: 'DELETE', path: '/api/admin/synonyms/{id}', access: 'admin' },
} as const;
