/**
 * What the benchmark asks the shop: the setup through the real API (log in as the demo shoppers,
 * fill a cart, read the catalogue), the measured scenarios, and the mixed load of the memory phase.
 */
import type { AutocannonRequest } from 'autocannon';
import { DEMO_PASSWORD, DEMO_USERS, demoEmail } from '../../apps/api/src/db/seed/reference-data.ts';
import {
  getJson,
  login,
  orderBody,
  postJson,
  seededRandom,
  settlementNotification,
  type PlacedOrder,
  type ProductSummary,
} from './client.ts';
import type { Scenario } from './load.ts';

/** The in-process simulator's server key (docs/shop-rules.md, "Configuration"): it signs notifications with it. */
const SIMULATOR_SERVER_KEY = 'SB-Mid-server-SIMULATOR-ONLY';
export const READ_CONNECTIONS = 32;
/** Checkout is measured at 32 connections (its p99 budget, 100 ms, holds stock per line); notifications at 20. */
const ORDER_CONNECTIONS = 32;
/**
 * Checkout's code reaches its pace only after a few thousand orders: from a cold start the server's
 * JavaScript cost 2–3× its later CPU per order for the first 4–5 s of load (V8 had not optimised it
 * yet), and with the usual 3 s of warm-up the first 4 s measured set the p99
 * (docs/performance-order-creation.md, "The first seconds"). It is measured once warm, as every read is.
 */
const ORDER_WARMUP_S = 10;
const NOTIFICATION_CONNECTIONS = 20;

export interface RunContext {
  products: ProductSummary[];
  cities: string[];
  /** The cart reader (the demo shopper rina.putri) and the other shoppers, who place orders. */
  cartToken: string;
  orderTokens: string[];
  placed: PlacedOrder[];
}

export async function prepare(base: string): Promise<RunContext> {
  const products = await getJson<ProductSummary[]>(base, '/api/products');
  const cities = (await getJson<{ city: string }[]>(base, '/api/shipping-rates')).map((r) => r.city);
  const tokens: string[] = [];
  for (const user of DEMO_USERS) tokens.push((await login(base, demoEmail(user.username), DEMO_PASSWORD)).token);
  const [cartToken, ...orderTokens] = tokens;
  if (!cartToken || orderTokens.length === 0 || products.length === 0) throw new Error('the demo shop is missing shoppers or products');
  await restock(base, products);
  for (const product of products.slice(0, 3)) await postJson(base, '/api/cart', { product_id: product.id, quantity: 1 }, cartToken);
  return { products, cities, cartToken, orderTokens, placed: [] };
}

/**
 * Every variant gets 100,000 on hand (the demo has 0–30), so the order scenarios measure checkout
 * and its holds rather than sold-out answers. A shop without stock per variant (an older checkout
 * measured with --against) answers 404 and is left as it is.
 */
async function restock(base: string, products: ProductSummary[]): Promise<void> {
  const { token } = await login(base, 'admin@gayaku.test', 'gayaku-admin-dev'); // the development defaults the shop starts with
  for (const p of products) {
    const variants = p.sizes.flatMap((s) => p.colors.map((c) => ({ size_name: s.size_name, color_name: c.color_name, stock: 100_000 })));
    const res = await fetch(`${base}/api/products/${p.id}/stock`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ variants }),
    });
    if (res.status === 404) return;
    if (!res.ok) throw new Error(`restocking product ${p.id} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  }
}

/** What Chromium sends: public reads are measured as browsers make them (compressed answers). */
const BROWSER_ACCEPT_ENCODING = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const get = (path: string, headers: Record<string, string> = {}): AutocannonRequest => ({
  method: 'GET',
  path,
  headers: { ...BROWSER_ACCEPT_ENCODING, ...headers },
});

/** One request template whose path rotates through `paths`. */
function rotating(paths: string[]): AutocannonRequest[] {
  let i = 0;
  return [{ ...get(paths[0]!), setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length]! }) }];
}

function filteredPaths(ctx: RunContext): string[] {
  const sorts = ['price_asc', 'rating', 'newest', 'popular'];
  return sorts.map((sort, i) => {
    const p = ctx.products[(i * 7) % ctx.products.length]!;
    const category = encodeURIComponent(p.categories[0]?.name ?? '');
    const color = encodeURIComponent(p.colors[0]?.color_name ?? '');
    return `/api/products?category=${category}&color=${color}&sort=${sort}`;
  });
}

function orderRequest(base: string, ctx: RunContext): AutocannonRequest {
  const random = seededRandom(7);
  let n = 0;
  return {
    method: 'POST',
    path: '/api/order',
    setupRequest: (req) => ({
      ...req,
      method: 'POST',
      path: '/api/order',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ctx.orderTokens[n++ % ctx.orderTokens.length]}` },
      body: orderBody(ctx.products, ctx.cities[Math.floor(random() * ctx.cities.length)]!, random),
    }),
    onResponse: (status, body) => {
      if (status !== 201) return;
      const { order } = JSON.parse(body) as { order: { midtrans_order_id: string; total_price: number } };
      ctx.placed.push({ midtransOrderId: order.midtrans_order_id, total: order.total_price });
    },
  };
}

function notificationRequest(ctx: RunContext): AutocannonRequest {
  let next = 0;
  return {
    method: 'POST',
    path: '/api/payments/midtrans/notification',
    setupRequest: (req) => ({
      ...req,
      headers: { 'content-type': 'application/json' },
      body: settlementNotification(ctx.placed[next++ % ctx.placed.length]!, SIMULATOR_SERVER_KEY),
    }),
  };
}

export function scenarios(base: string, ctx: RunContext): Scenario[] {
  const ids = ctx.products.map((p) => p.id);
  const auth = { authorization: `Bearer ${ctx.cartToken}` };
  const read = (name: string, requests: AutocannonRequest[]): Scenario => ({
    name,
    target: 'shop',
    connections: READ_CONNECTIONS,
    requests,
  });
  return [
    { name: 'ceiling (bare node:http)', target: 'ceiling', connections: READ_CONNECTIONS, requests: [get('/')] },
    read('product detail', rotating(ids.map((id) => `/api/products/${id}`))),
    read('product list (default)', [get('/api/products')]),
    read('product list (no compression)', [{ method: 'GET', path: '/api/products', headers: {} }]),
    read('product list (filtered)', rotating(filteredPaths(ctx))),
    read('popular', [get('/api/products/popular')]),
    read('recommendations', rotating(ids.slice(0, 20).map((id) => `/api/products/${id}/recommendations`))),
    read('categories', [get('/api/categories')]),
    read('cart read (token)', [get('/api/cart', auth)]),
    {
      name: 'order creation',
      target: 'shop',
      connections: ORDER_CONNECTIONS,
      requests: [orderRequest(base, ctx)],
      minWarmupS: ORDER_WARMUP_S,
    },
    {
      name: 'notification (settlement)',
      target: 'shop',
      connections: NOTIFICATION_CONNECTIONS,
      requests: [notificationRequest(ctx)],
      // Every order is paid exactly once: the first sixth warms up, the rest is measured.
      amount: { warmup: () => Math.floor(ctx.placed.length / 6), measured: () => ctx.placed.length - Math.floor(ctx.placed.length / 6) },
    },
  ];
}

/** The memory phase's mixed load: mostly catalogue reads (a tenth of them unseen searches), carts, some orders. */
export function mixedLoad(base: string, ctx: RunContext): AutocannonRequest[] {
  const random = seededRandom(99);
  const order = orderRequest(base, ctx);
  const filtered = filteredPaths(ctx);
  const words = ['kaos', 'kemeja', 'celana', 'jaket', 'katun', 'linen', 'hitam', 'batik'];
  let unseen = 0;
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const choose = (): AutocannonRequest => {
    const r = random();
    if (r < 0.3) return get(`/api/products/${pick(ctx.products).id}`);
    if (r < 0.45) return get('/api/products');
    if (r < 0.55) return get(pick(filtered));
    if (r < 0.65) return get(`/api/products?search=${random() < 0.1 ? `zz${unseen++}` : `${pick(words)}%20${pick(words)}`}`);
    if (r < 0.73) return get('/api/products/popular');
    if (r < 0.78) return get(`/api/products/${pick(ctx.products).id}/recommendations`);
    if (r < 0.83) return get(pick(['/api/categories', '/api/colors', '/api/sizes', '/api/ads', '/api/shipping-rates']));
    if (r < 0.95) return get('/api/cart', { authorization: `Bearer ${ctx.cartToken}` });
    return order.setupRequest!({ ...order }, {});
  };
  return [{ method: 'GET', path: '/api/products', setupRequest: () => choose(), onResponse: order.onResponse! }];
}
