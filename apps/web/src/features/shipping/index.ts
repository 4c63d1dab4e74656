/** What other features may use of shipping: the rates, a city's cost, and the city chosen for this checkout. */
export { shippingRatesQuery } from './api/queries.ts';
export { shippingCostFor } from './shipping-cost.ts';
export { getCheckoutCity, setCheckoutCity } from './checkout-city.ts';
