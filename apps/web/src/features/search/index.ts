/** The header's search box (a combobox with suggestions), for the storefront layout. */
export { SearchBox } from './components/search-box.tsx';
export { NoSearchResults } from './components/no-results.tsx';
