/** What other features may use of the sales figures: the dashboard's sales part. */
export { SalesOverview } from './components/sales-overview.tsx';
