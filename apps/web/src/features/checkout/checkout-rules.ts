import { MESSAGES, type OrderCreateBody } from '@gayaku/contract';
import type { SnapResult } from '../../lib/snap.ts';
import { snapDetails } from '../../lib/snap.ts';
import { cartSubtotal, lineSubtotal, orderTotal } from '../../lib/money.ts';

export interface CheckoutLine {
  product_id: number;
  name: string;
  price: number;
  quantity: number;
  size: string;
  color: string;
}

/**
 * The first problem with the checkout form, in the order of spec section 5 and DESIGN.md:
 * address, then size and colour of each line, then the city. Null when it may be sent.
 */
export function checkoutProblem(input: { address: string; lines: readonly CheckoutLine[]; city: string }): string | null {
  if (!input.address.trim()) return MESSAGES.addressRequired;
  for (const line of input.lines) {
    if (!line.size || !line.color) return MESSAGES.chooseSizeColor(line.name);
  }
  if (!input.city) return MESSAGES.cityRequired;
  return null;
}

/** The order-creation payload of spec section 3 (the server recomputes every amount). */
export function orderPayload(lines: readonly CheckoutLine[], shippingCost: number, address: string, city: string): OrderCreateBody {
  const subtotal = cartSubtotal(lines);
  return {
    items: lines.map((l) => ({
      product_id: l.product_id,
      name: l.name,
      price: l.price,
      quantity: l.quantity,
      subtotal: lineSubtotal(l),
      size: l.size,
      color: l.color,
    })),
    subtotal,
    shipping_cost: shippingCost,
    total_price: orderTotal(subtotal, shippingCost),
    address: address.trim(),
    city,
  };
}

export type PopupOutcome = 'success' | 'pending' | 'error' | 'close';

/** Texts of the popup outcomes at checkout (spec section 4); success navigates instead. */
export function checkoutOutcomeMessage(outcome: Exclude<PopupOutcome, 'success'>, result?: SnapResult): string {
  switch (outcome) {
    case 'pending':
      return 'Pembayaran pending.';
    case 'error':
      return `Pembayaran gagal: ${snapDetails(result)}`;
    case 'close':
      return 'Pembayaran dibatalkan.';
  }
}

export const ORDER_SAVE_FAILED = 'Gagal menyimpan pesanan';
export const NO_SNAP_TOKEN = MESSAGES.snapFailed;
