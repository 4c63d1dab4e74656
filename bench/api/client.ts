/** Plain HTTP calls the benchmark makes while setting up (not measured). */
import { createHash } from 'node:crypto';

export interface ProductSummary {
  id: number;
  name: string;
  price: number;
  categories: { id: number; name: string }[];
  sizes: { id: number; size_name: string }[];
  colors: { id: number; color_name: string }[];
}

async function call<T>(base: string, method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(base + url, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

export const getJson = <T>(base: string, url: string, token?: string) => call<T>(base, 'GET', url, undefined, token);
export const postJson = <T>(base: string, url: string, body: unknown, token?: string) => call<T>(base, 'POST', url, body, token);

export async function login(base: string, email: string, password: string): Promise<{ token: string; id: number }> {
  const { token, user } = await postJson<{ token: string; user: { id: number } }>(base, '/api/auth/login', { email, password });
  return { token, id: user.id };
}

export interface PlacedOrder {
  midtransOrderId: string;
  total: number;
}

/** The body of POST /api/order (packages/contract/src/orders.ts), as the checkout page sends it. */
export function orderBody(products: ProductSummary[], city: string, pick: () => number): string {
  const lines = 1 + Math.floor(pick() * 2);
  const items = Array.from({ length: lines }, () => {
    const product = products[Math.floor(pick() * products.length)]!;
    const quantity = 1 + Math.floor(pick() * 3);
    const size = product.sizes[Math.floor(pick() * product.sizes.length)]?.size_name ?? null;
    const color = product.colors[Math.floor(pick() * product.colors.length)]?.color_name ?? null;
    return { product_id: product.id, name: product.name, price: product.price, quantity, subtotal: product.price * quantity, size, color };
  });
  return JSON.stringify({ items, address: 'Jl. Uji Beban No. 1, Jakarta', city });
}

/** A Midtrans settlement notification signed as the simulator signs it. */
export function settlementNotification(order: PlacedOrder, serverKey: string): string {
  const grossAmount = `${order.total}.00`;
  const statusCode = '200';
  const signature = createHash('sha512')
    .update(order.midtransOrderId + statusCode + grossAmount + serverKey)
    .digest('hex');
  return JSON.stringify({
    transaction_time: new Date().toISOString().replace('T', ' ').slice(0, 19),
    transaction_status: 'settlement',
    transaction_id: `bench-${order.midtransOrderId}`,
    status_message: 'midtrans payment notification',
    status_code: statusCode,
    signature_key: signature,
    payment_type: 'bank_transfer',
    order_id: order.midtransOrderId,
    merchant_id: 'G000000000',
    gross_amount: grossAmount,
    fraud_status: 'accept',
    currency: 'IDR',
  });
}

/** A small deterministic random source, so every run asks for the same things. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
