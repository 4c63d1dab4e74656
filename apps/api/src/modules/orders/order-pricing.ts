/**
 * Checkout validation and pricing. Of the client's payload only product ids, quantities, sizes,
 * colours, the address and the city are used; every price, subtotal, shipping cost and total is
 * recomputed from the catalogue and the shipping table.
 */
import { LIMITS, MESSAGES, type OrderCreateInput, type ShippingRate } from '@gayaku/contract';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { findShippingRate } from '../shipping/shipping.service.ts';
import type { CatalogueProduct } from './checkout-catalogue.ts';
import { NO_DELIVERY, type Delivery } from './order-delivery.ts';

interface PricedLine {
  productId: number;
  name: string;
  description: string;
  imageUrl: string;
  price: number;
  quantity: number;
  subtotal: number;
  size: string;
  color: string;
  /** The product's weight as priced (order-delivery.ts quotes the courier from it). */
  weightGrams: number;
  /** The line's variant (null: no stock row, nothing available) and what it had available when read. */
  variantId: number | null;
  available: number;
  /** Where the line's items were in the request (two items of one variant are one line). */
  indices: number[];
}

export interface PricedOrder {
  lines: PricedLine[];
  subtotal: number;
  shippingCost: number;
  total: number;
  city: string;
  address: string;
  /** The recipient and the courier service (order-delivery.ts); all null for the specification's payload. */
  delivery: Delivery;
}

interface RequestedLine {
  productId: number;
  quantity: number;
  size: string;
  color: string;
  indices: number[];
}

/** The catalogue's own spelling of a name the client chose, matched case-insensitively. */
function pick(options: string[], chosen: string): string | null {
  const wanted = chosen.trim().toLowerCase();
  return wanted === '' ? null : (options.find((o) => o.toLowerCase() === wanted) ?? null);
}

/**
 * Lines of the same product with the same size and colour are merged into one (quantities
 * added, still at most 99); the same product in another size or colour stays a line of its own.
 */
function mergeLines(lines: RequestedLine[]): RequestedLine[] {
  const merged = new Map<string, RequestedLine>();
  for (const line of lines) {
    const key = JSON.stringify([line.productId, line.size.toLowerCase(), line.color.toLowerCase()]);
    const seen = merged.get(key);
    if (!seen) merged.set(key, { ...line });
    else if ((seen.quantity += line.quantity) > LIMITS.cartQuantityMax) throw badRequest(MESSAGES.quantityRange);
    else seen.indices = [...seen.indices, ...line.indices];
  }
  return [...merged.values()];
}

export const productIdsOf = (items: OrderCreateInput['items']): number[] => [...new Set(items.map((i) => i.product_id))];

/** Each line's product exists and has the chosen size and colour; prices come from the catalogue. */
function priceLines(catalogue: Map<number, CatalogueProduct>, items: OrderCreateInput['items']): PricedLine[] {
  const requested: RequestedLine[] = items.map((item, index) => {
    const product = catalogue.get(item.product_id);
    if (!product) throw badRequest(MESSAGES.orderProductUnavailable(item.product_id));
    const size = pick(product.sizes, item.size ?? '');
    const color = pick(product.colors, item.color ?? '');
    if (size === null || color === null) throw badRequest(MESSAGES.chooseSizeColor(product.name));
    return { productId: product.id, quantity: item.quantity, size, color, indices: [index] };
  });
  return mergeLines(requested).map((line) => {
    const product = catalogue.get(line.productId) as CatalogueProduct;
    const { name, description, imageUrl, price, weightGrams } = product;
    const variant = product.variants.find((v) => v.size === line.size && v.color === line.color);
    const stock = { variantId: variant?.id ?? null, available: variant?.available ?? 0 };
    return { ...line, name, description, imageUrl, price, weightGrams, subtotal: price * line.quantity, ...stock };
  });
}

export interface Destination {
  address: string;
  rate: ShippingRate;
}

/** The shipping rate of the draft's city (checkoutProblem has made sure there is one), or 400 when the shop does not ship there. */
export async function checkDestination(db: Db, body: OrderCreateInput): Promise<Destination> {
  const rate = await findShippingRate(db, (body.city ?? '').trim());
  if (!rate) throw badRequest(MESSAGES.unknownCity);
  return { address: (body.address ?? '').trim(), rate };
}

/** Then each line against the catalogue (read by the caller), and the totals. */
export function priceItems(
  items: OrderCreateInput['items'],
  { address, rate }: Destination,
  catalogue: Map<number, CatalogueProduct>,
): PricedOrder {
  const lines = priceLines(catalogue, items);
  const subtotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
  const shippingCost = rate.shipping_cost;
  return { lines, subtotal, shippingCost, total: subtotal + shippingCost, city: rate.city, address, delivery: NO_DELIVERY };
}
