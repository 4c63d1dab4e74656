import { describe, expect, it } from 'vitest';
import { canDecrease, canIncrease, cartSubtotal, orderTotal, stepQuantity } from './money.ts';

describe('cart maths (spec section 4)', () => {
  it('subtotal is the sum of price × quantity; total adds shipping', () => {
    const lines = [
      { price: 79_000, quantity: 2 },
      { price: 129_000, quantity: 1 },
    ];
    expect(cartSubtotal(lines)).toBe(287_000);
    expect(orderTotal(287_000, 25_000)).toBe(312_000);
    expect(cartSubtotal([])).toBe(0);
  });
  it('quantity never goes below 1 nor above 99', () => {
    expect(stepQuantity(1, -1)).toBe(1);
    expect(stepQuantity(2, -1)).toBe(1);
    expect(stepQuantity(98, 1)).toBe(99);
    expect(stepQuantity(99, 1)).toBe(99);
    expect(canDecrease(1)).toBe(false);
    expect(canDecrease(2)).toBe(true);
    expect(canIncrease(98)).toBe(true);
    expect(canIncrease(99)).toBe(false);
  });
});
