/**
 * What other features may use of the audit trail: a record's own history, for the product and
 * order pages, and its query keys (an import refreshes them). The 'Riwayat Perubahan' screen is loaded by app/admin-routes.tsx through its own path.
 */
export { auditKeys } from './api/queries.ts';
export { EntityHistory } from './components/entity-history.tsx';
