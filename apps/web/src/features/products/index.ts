/** What other features may use of the catalogue: one product (the checkout reads each line's sizes and colours). */
export { productQuery } from './api/queries.ts';
