/** What other features may use of the cart: its lines and adding to it. */
export { cartQuery } from './api/queries.ts';
export { useAddToCart } from './api/add-to-cart.ts';
