/** What other modules use of the search: the SQL of a query's words over `products p`. */
export { queryWords, searchSql } from './search-terms.ts';
