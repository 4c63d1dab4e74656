/**
 * Checkout's delivery (docs/shipping.md): the recipient and phone as sent (already checked and
 * normalised by the contract), and the courier service, quoted again here for the order's own
 * lines and weight. An order without `shipping_service` pays the city's flat rate.
 */
import type { OrderCreateInput } from '@gayaku/contract';
import type { Db } from '../../db/client.ts';
import { chosenService } from '../shipping/shipping-options.ts';
import type { OrderRow } from './order-rows.ts';

/** What this file needs of a priced order (order-pricing.ts PricedOrder). */
interface Priced {
  lines: readonly { quantity: number; weightGrams: number }[];
  subtotal: number;
  shippingCost: number;
  total: number;
  city: string;
  delivery: Delivery;
}

export type Delivery = Pick<OrderRow, 'recipientName' | 'recipientPhone' | 'courier' | 'service' | 'etdMinDays' | 'etdMaxDays'>;

export const NO_DELIVERY: Delivery = {
  recipientName: null,
  recipientPhone: null,
  courier: null,
  service: null,
  etdMinDays: null,
  etdMaxDays: null,
};

/** What the order's lines weigh, each at the weight it was priced with. */
function orderGrams(priced: Priced): number {
  return priced.lines.reduce((sum, line) => sum + line.quantity * line.weightGrams, 0);
}

/** The priced order with its recipient and, when one was chosen, its courier service's quote as the shipping cost. */
export async function withDelivery<P extends Priced>(db: Db, body: OrderCreateInput, priced: P): Promise<P> {
  const recipient = { recipientName: body.recipient_name ?? null, recipientPhone: body.recipient_phone ?? null };
  if (!body.shipping_service) return { ...priced, delivery: { ...NO_DELIVERY, ...recipient } };
  const option = await chosenService(db, priced.city, body.shipping_service, orderGrams(priced));
  const delivery = {
    ...recipient,
    courier: option.courier,
    service: option.service,
    etdMinDays: option.etd_min_days,
    etdMaxDays: option.etd_max_days,
  };
  return { ...priced, shippingCost: option.cost, total: priced.subtotal + option.cost, delivery };
}
