/**
 * What other features may use of shipping: the rates, a city's cost, the city chosen for this
 * checkout, the courier services quoted for the cart and their choice.
 */
export { shippingOptionsQuery, shippingRatesQuery } from './api/queries.ts';
export { shippingCostFor } from './shipping-cost.ts';
export { getCheckoutCity, setCheckoutCity } from './checkout-city.ts';
export { ShippingServiceChoice } from './components/shipping-service-choice.tsx';
