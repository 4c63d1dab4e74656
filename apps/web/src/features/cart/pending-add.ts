/**
 * The add-to-cart a visitor asked for before logging in: kept in sessionStorage while they log in
 * (or register first), and finished once they are back on that product's page, logged in.
 */
import type { CartAddition } from './api/add-to-cart.ts';

const KEY = 'pendingCartAdd';

export function rememberPendingAdd(addition: CartAddition): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(addition));
  } catch {
    // storage unavailable: the shopper taps again after login
  }
}

/** The remembered addition of this product, or null when there is none. */
export function peekPendingAdd(productId: number): CartAddition | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const parsed = raw === null ? null : (JSON.parse(raw) as Partial<CartAddition> | null);
    if (parsed?.productId !== productId) return null;
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    return { productId, size: text(parsed.size), color: text(parsed.color) };
  } catch {
    return null;
  }
}

/** peekPendingAdd(), removed as it is taken. */
export function takePendingAdd(productId: number): CartAddition | null {
  const pending = peekPendingAdd(productId);
  if (pending) sessionStorage.removeItem(KEY);
  return pending;
}
