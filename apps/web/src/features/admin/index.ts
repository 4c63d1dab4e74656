/**
 * What the domain features' admin screens may use of the admin shell: the screen heading and
 * cards, the generic table, the form controls, the CSV download button, the order status badge and
 * the admin lists' queries (the low-stock list's among them), and the confirmation dialog before a delete.
 * The layout and the dashboard are pages, loaded by app/admin-routes.tsx through their own paths.
 */
export { adminListQuery, adminPageQuery, lowStockQuery } from './api/admin-lists.ts';
export { CsvDownloadButton, EXPORT_TIMEOUT_MS } from './components/csv-download.tsx';
export { FilePicker, FormActions, FormField } from './components/form-controls.tsx';
export { pickedImageProblem } from '../../lib/image-check.ts';
export { ConfirmDialog } from './components/confirm-dialog.tsx';
export { PageHeader, Panel } from './components/page-header.tsx';
export { ResourceTable } from './components/resource-table.tsx';
export { StatusBadge } from './components/status-badge.tsx';
export { highlightedId, highlightState } from './highlight.ts';
export { pageOfRank, pageText, pageWindow, rangeText } from './table-model.ts';
