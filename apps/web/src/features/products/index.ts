/**
 * What other features may use of the catalogue: one product (the checkout reads each line's sizes,
 * colours and what is left of each pair; the admin's review filter shows the one chosen) and the rules
 * that say which pairs are sold out.
 */
export { productQuery } from './api/queries.ts';
export { availableOf, colorSoldOut, sizeSoldOut, SOLD_OUT } from './variant-choice.ts';
