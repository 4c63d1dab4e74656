/** Cart and order arithmetic (spec sections 4 and 9). Amounts are whole rupiah. */
import { LIMITS } from '@gayaku/contract';

export interface PricedLine {
  price: number;
  quantity: number;
}

export const lineSubtotal = (line: PricedLine): number => line.price * line.quantity;

/** Sum of price × quantity. */
export function cartSubtotal(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineSubtotal(line), 0);
}

/** Grand total = subtotal + shipping; shipping is 0 until a city is chosen. */
export function orderTotal(subtotal: number, shippingCost: number | null | undefined): number {
  return subtotal + (shippingCost ?? 0);
}

/** Quantity after pressing minus (-1) or plus (+1): never below 1 nor above 99. */
export function stepQuantity(current: number, delta: -1 | 1): number {
  return Math.min(LIMITS.cartQuantityMax, Math.max(LIMITS.cartQuantityMin, current + delta));
}

export const canDecrease = (quantity: number): boolean => quantity > LIMITS.cartQuantityMin;
export const canIncrease = (quantity: number): boolean => quantity < LIMITS.cartQuantityMax;
