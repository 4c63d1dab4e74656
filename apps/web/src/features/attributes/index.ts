/**
 * What other features may use of the attributes: the category and colour lists the storefront
 * shows, and 'Panduan Ukuran' (a product's size chart in a dialog) beside its size choosers.
 */
export { categoriesQuery, colorsQuery } from './api/queries.ts';
export { SizeChartButton } from './components/size-chart-button.tsx';
