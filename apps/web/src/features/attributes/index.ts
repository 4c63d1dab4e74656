/** What other features may use of the attributes: the category and colour lists the storefront shows. */
export { categoriesQuery, colorsQuery } from './api/queries.ts';
