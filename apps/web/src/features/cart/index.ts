/**
 * What other features may use of the cart: its lines, adding to it, and changing a line's quantity
 * (the checkout lets the shopper lower a line that stock no longer covers).
 */
export { cartQuery } from './api/queries.ts';
export { useAddToCart, type CartAddition } from './api/add-to-cart.ts';
export { peekPendingAdd, rememberPendingAdd, takePendingAdd } from './pending-add.ts';
export { useUpdateQuantity } from './api/mutations.ts';
export { QuantityStepper } from './components/quantity-stepper.tsx';
export { useCartBadge } from './components/cart-count.tsx';
