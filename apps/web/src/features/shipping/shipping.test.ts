import { describe, expect, it } from 'vitest';
import { orderTotal } from '../../lib/money.ts';
import { shippingCostFor } from './shipping-cost.ts';

describe('shipping cost (spec section 4)', () => {
  it('shipping is 0 until a (known) city is chosen', () => {
    const rates = [{ city: 'Bandung', shipping_cost: 18_000 }];
    expect(shippingCostFor(rates, '')).toBe(0);
    expect(shippingCostFor(rates, 'Atlantis')).toBe(0);
    expect(shippingCostFor(undefined, 'Bandung')).toBe(0);
    expect(shippingCostFor(rates, 'Bandung')).toBe(18_000);
    expect(orderTotal(100_000, null)).toBe(100_000);
  });
});
