/**
 * Checkout validation and pricing. Of the client's payload only product ids, quantities, sizes,
 * colours, the address and the city are used; every price, subtotal, shipping cost and total is
 * recomputed from the catalogue and the shipping table.
 */
import { LIMITS, MESSAGES, type OrderCreateInput } from '@gayaku/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { findShippingRate } from '../shipping/shipping.service.ts';

export interface PricedLine {
  productId: number;
  name: string;
  description: string;
  imageUrl: string;
  price: number;
  quantity: number;
  subtotal: number;
  size: string;
  color: string;
}

export interface PricedOrder {
  lines: PricedLine[];
  subtotal: number;
  shippingCost: number;
  total: number;
  city: string;
  address: string;
}

interface RequestedLine {
  productId: number;
  quantity: number;
  size: string;
  color: string;
}

interface CatalogueProduct {
  id: number;
  name: string;
  description: string;
  price: number;
  imageUrl: string;
  sizes: string[];
  colors: string[];
}

/** One query: the products with the names of their sizes and colours. */
async function loadProducts(db: Db, ids: number[]): Promise<Map<number, CatalogueProduct>> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      price: products.price,
      imageUrl: products.imageUrl,
      // Plain SQL with aliases: Drizzle leaves columns of a one-table select unqualified.
      sizes: sql<
        string[]
      >`coalesce((select json_agg(s.size_name) from product_sizes ps join sizes s on s.id = ps.size_id where ps.product_id = products.id), '[]'::json)`,
      colors: sql<
        string[]
      >`coalesce((select json_agg(c.color_name) from product_colors pc join colors c on c.id = pc.color_id where pc.product_id = products.id), '[]'::json)`,
    })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
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
  }
  return [...merged.values()];
}

async function priceLines(db: Db, items: OrderCreateInput['items']): Promise<PricedLine[]> {
  const catalogue = await loadProducts(db, [...new Set(items.map((i) => i.product_id))]);
  const requested: RequestedLine[] = items.map((item) => {
    const product = catalogue.get(item.product_id);
    if (!product) throw badRequest(MESSAGES.orderProductUnavailable(item.product_id));
    const size = pick(product.sizes, item.size ?? '');
    const color = pick(product.colors, item.color ?? '');
    if (size === null || color === null) throw badRequest(MESSAGES.chooseSizeColor(product.name));
    return { productId: product.id, quantity: item.quantity, size, color };
  });
  return mergeLines(requested).map((line) => {
    const product = catalogue.get(line.productId) as CatalogueProduct;
    const { name, description, imageUrl, price } = product;
    return { ...line, name, description, imageUrl, price, subtotal: price * line.quantity };
  });
}

/** Validates in the order the checkout screen does: items, address, city, then each line. */
export async function priceOrder(db: Db, body: OrderCreateInput): Promise<PricedOrder> {
  if (body.items.length === 0) throw badRequest(MESSAGES.orderEmpty);
  const address = (body.address ?? '').trim();
  if (address === '') throw badRequest(MESSAGES.addressRequired);
  const cityInput = (body.city ?? '').trim();
  if (cityInput === '') throw badRequest(MESSAGES.cityRequired);
  const rate = await findShippingRate(db, cityInput);
  if (!rate) throw badRequest(MESSAGES.unknownCity);
  const lines = await priceLines(db, body.items);
  const subtotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
  return { lines, subtotal, shippingCost: rate.shipping_cost, total: subtotal + rate.shipping_cost, city: rate.city, address };
}
