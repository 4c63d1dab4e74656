/**
 * The Snap create-transaction body for one payment attempt (docs/payments.md, "Create transaction"): item
 * lines that sum exactly to gross_amount (shipping as its own line), names of at most 50
 * characters, the customer, and an expiry that ends with the order's payment window.
 */
import { randomBytes } from 'node:crypto';
import type { SnapItem, SnapTransactionRequest } from './midtrans-client.ts';
import type { PaymentLine, PaymentRecipient } from '../orders/index.ts';

/**
 * `GAYAKU-<order id>-<8 hex>`: unique per attempt, ≤ 50 characters of [A-Za-z0-9-_~.]
 * (docs/payments.md, "Order ids and payment attempts").
 */
export function newMidtransOrderId(orderId: number): string {
  return `GAYAKU-${orderId}-${randomBytes(4).toString('hex')}`;
}

export interface SnapOrder {
  midtransOrderId: string;
  lines: readonly PaymentLine[];
  shippingCost: number;
  total: number;
  city: string;
  address: string;
  recipient?: PaymentRecipient | undefined;
  customer: { username: string; email: string };
  expiryMinutes: number;
  finishUrl: string;
  now: Date;
}

/** Cuts to `max` characters (code points, not UTF-16 units) and drops '|' (Alfamart refuses it). */
function clip(text: string, max: number): string {
  return Array.from(text.replace(/\|/g, '/').trim()).slice(0, max).join('');
}

/** "yyyy-MM-dd HH:mm:ss +0700" (Asia/Jakarta, no daylight saving). */
export function jakartaTimestamp(date: Date): string {
  return `${new Date(date.getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')} +0700`;
}

function itemName(line: PaymentLine): string {
  const variant = [line.size, line.color].filter(Boolean).join(', ');
  return clip(variant ? `${line.name} (${variant})` : line.name, 50);
}

export function buildSnapRequest(order: SnapOrder): SnapTransactionRequest {
  const items: SnapItem[] = order.lines.map((line, index) => ({
    id: clip(`${line.productId ?? 'item'}-${index + 1}`, 50),
    price: line.price,
    quantity: line.quantity,
    name: itemName(line),
  }));
  if (order.shippingCost > 0) {
    const courier = [order.recipient?.courier, order.recipient?.service].filter(Boolean).join(' ');
    const name = courier ? `Ongkos kirim ${courier} ${order.city}` : `Ongkos kirim ${order.city}`;
    items.push({ id: 'SHIPPING', price: order.shippingCost, quantity: 1, name: clip(name, 50) });
  }
  const sum = items.reduce((total, item) => total + item.price * item.quantity, 0);
  if (sum !== order.total) throw new Error(`item_details sum ${sum} differs from gross_amount ${order.total}`);
  return {
    transaction_details: { order_id: order.midtransOrderId, gross_amount: order.total },
    item_details: items,
    customer_details: {
      first_name: clip(order.customer.username, 255),
      email: order.customer.email,
      shipping_address: {
        first_name: clip(order.recipient?.recipientName ?? order.customer.username, 255),
        ...(order.recipient?.recipientPhone ? { phone: order.recipient.recipientPhone } : {}),
        address: clip(order.address, 255),
        city: clip(order.city, 100),
        country_code: 'IDN',
      },
    },
    // Whole minutes rounded down (and start_time cut to the second): the page closes no later than the
    // payment window, and so no later than the order's stock hold; 1 is Midtrans' least.
    expiry: { start_time: jakartaTimestamp(order.now), unit: 'minute', duration: Math.max(1, Math.floor(order.expiryMinutes)) },
    callbacks: { finish: order.finishUrl },
  };
}
