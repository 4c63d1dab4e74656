/**
 * The shared test fixture of every journey.
 *
 * - `errors` (automatic): collects uncaught page errors and console errors of every page, popup and
 *   frame of the test's browser context(s); the test fails at its end when any is left that the
 *   journey did not explicitly allow (`errors.allow(/.../)`).
 * - `dialogs` (automatic): accepts alert/confirm dialogs and records them; a journey takes the ones
 *   it expects with `dialogs.next()`. A dialog nobody took fails the test.
 * - `shop`: the shop's API driven from the test process (register, login, cart, orders, the payment
 *   simulator's loopback controls), to set up state fast; `signIn(page, session)` puts the
 *   login into localStorage exactly as the login screen does (token, userId, role).
 */
import { test as base, expect, type APIRequestContext, type BrowserContext, type Dialog, type Page } from '@playwright/test';

export { expect };

/* ------------------------------------------------------------------------------------------------ */
/* Console and page errors                                                                           */
/* ------------------------------------------------------------------------------------------------ */

export interface ErrorCollector {
  /** Errors matching the pattern are expected by this journey (e.g. a 401 it provokes). */
  allow(pattern: RegExp): void;
  /** Also watch a context the test created itself. */
  watch(context: BrowserContext): void;
  /** The unexpected errors so far. */
  unexpected(): string[];
}

function createErrorCollector(): ErrorCollector & { seen: string[] } {
  const seen: string[] = [];
  const allowed: RegExp[] = [];
  const watched = new WeakSet<BrowserContext>();
  return {
    seen,
    allow(pattern) {
      allowed.push(pattern);
    },
    watch(context) {
      if (watched.has(context)) return;
      watched.add(context);
      context.on('weberror', (webError) => {
        const error = webError.error();
        seen.push(`pageerror: ${error.stack ?? error.message}`);
      });
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        const where = message.location();
        seen.push(`console.error: ${message.text()}${where.url ? ` (at ${where.url}:${where.lineNumber})` : ''}`);
      });
    },
    unexpected() {
      return seen.filter((line) => !allowed.some((re) => re.test(line)));
    },
  };
}

/* ------------------------------------------------------------------------------------------------ */
/* Dialogs (alert / confirm)                                                                         */
/* ------------------------------------------------------------------------------------------------ */

export interface DialogLog {
  /** The next dialog's message (waits for it); it has already been accepted. */
  next(timeoutMs?: number): Promise<string>;
  /** Dismiss (instead of accept) confirm dialogs whose message matches. */
  dismissWhen(pattern: RegExp): void;
  /** Dialogs shown and not yet taken with next(). */
  pending(): string[];
}

function createDialogLog(): DialogLog & { watch(context: BrowserContext): void } {
  const queue: string[] = [];
  const waiters: ((message: string) => void)[] = [];
  const dismissPatterns: RegExp[] = [];
  const watched = new WeakSet<BrowserContext>();
  const handle = async (dialog: Dialog) => {
    const message = dialog.message();
    if (dismissPatterns.some((re) => re.test(message))) await dialog.dismiss().catch(() => undefined);
    else await dialog.accept().catch(() => undefined);
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  };
  return {
    watch(context) {
      if (watched.has(context)) return;
      watched.add(context);
      context.on('dialog', (dialog) => void handle(dialog));
    },
    next(timeoutMs = 10_000) {
      const ready = queue.shift();
      if (ready !== undefined) return Promise.resolve(ready);
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => {
          const i = waiters.indexOf(done);
          if (i >= 0) waiters.splice(i, 1);
          reject(new Error(`no dialog appeared within ${timeoutMs} ms`));
        }, timeoutMs);
        const done = (message: string) => {
          clearTimeout(timer);
          resolve(message);
        };
        waiters.push(done);
      });
    },
    dismissWhen(pattern) {
      dismissPatterns.push(pattern);
    },
    pending() {
      return [...queue];
    },
  };
}

/* ------------------------------------------------------------------------------------------------ */
/* The shop's API from the test process                                                              */
/* ------------------------------------------------------------------------------------------------ */

export const ADMIN = { email: 'admin@gayaku.test', password: 'gayaku-admin-dev' } as const;
export const DEMO_SHOPPER = { email: 'rina.putri@contoh.id', password: 'gayaku-demo-123' } as const;

export interface Session {
  token: string;
  user: { id: number; username: string; email: string; role: string };
}

export interface Product {
  id: number;
  name: string;
  price: number;
  category: string;
  average_rating: number;
  total_reviews: number;
  sold_count: number;
  sizes: { id: number; size_name: string }[];
  colors: { id: number; color_name: string }[];
  categories: { id: number; name: string }[];
  /** Some size × colour has stock available. */
  in_stock?: boolean;
  /** GET /api/products/{id} only: what is left of each size × colour. */
  variants?: { size_name: string; color_name: string; sku: string | null; available: number }[];
}

/** A size × colour of a product. */
export interface Pair {
  size: string;
  color: string;
}

/** The admin's view of a product's stock (GET/PUT /api/products/{id}/stock). */
export interface ProductStock {
  product_id: number;
  variants: { size_name: string; color_name: string; sku: string | null; stock: number; held: number; available: number }[];
}

export interface Order {
  id: number;
  status: string;
  midtrans_order_id: string | null;
  total_price: number;
  shipping_cost: number;
  address: string;
  city: string;
}

export interface Notification {
  id: number;
  title: string;
  message: string;
  is_read: boolean;
}

/** How many shoppers this run registered through the API: each gets its own forwarded address. */
let shoppersRegistered = 0;

/** A name no other run or test uses: letters, digits, '.', '_' and '-' only, at most `max` characters. */
export function unique(prefix: string, max = 30): string {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 3).toString(36)}`;
  return `${prefix}${stamp}`.slice(0, max);
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: HTTP ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export class ShopApi {
  constructor(private readonly request: APIRequestContext) {}

  private auth(session: Session) {
    return { authorization: `Bearer ${session.token}` };
  }

  async login(credentials: { email: string; password: string }): Promise<Session> {
    return json<Session>(await this.request.post('/api/auth/login', { data: credentials }), 'login');
  }

  /**
   * A new shopper, registering from an address of its own (registration is throttled to 10 per 15
   * minutes per address; the test server trusts X-Forwarded-For as a shop behind a proxy does).
   */
  async newShopper(prefix = 'e2e'): Promise<Session & { password: string }> {
    const username = unique(`${prefix}.`);
    const password = 'rahasia-e2e-123';
    const email = `${username}@e2e.gayaku.test`;
    const headers = { 'x-forwarded-for': `198.51.100.${(shoppersRegistered++ % 250) + 1}` }; // TEST-NET-2
    await json(await this.request.post('/api/auth/register', { data: { username, email, password }, headers }), 'register');
    return { ...(await this.login({ email, password })), password };
  }

  async products(query = ''): Promise<Product[]> {
    return json<Product[]>(await this.request.get(`/api/products${query}`), 'products');
  }

  async product(id: number): Promise<Product> {
    return json<Product>(await this.request.get(`/api/products/${id}`), 'product');
  }

  /** Adds the product (in that size and colour when `pair` is given, else without a choice, as an old cart line). */
  async addToCart(session: Session, productId: number, quantity = 1, pair?: Pair): Promise<void> {
    const data = { product_id: productId, quantity, ...(pair ? { size: pair.size, color: pair.color } : {}) };
    await json(await this.request.post('/api/cart', { headers: this.auth(session), data }), 'add to cart');
  }

  /** The size × colour of a product with the most left (its first size and colour when it reports no stock). */
  async inStockPair(productId: number): Promise<Pair> {
    const product = await this.product(productId);
    const best = [...(product.variants ?? [])].sort((a, b) => b.available - a.available)[0];
    if (best && best.available > 0) return { size: best.size_name, color: best.color_name };
    return { size: product.sizes[0]?.size_name ?? '', color: product.colors[0]?.color_name ?? '' };
  }

  async stock(admin: Session, productId: number): Promise<ProductStock> {
    return json<ProductStock>(await this.request.get(`/api/products/${productId}/stock`, { headers: this.auth(admin) }), 'stock');
  }

  /** Sets the on-hand stock of the pairs given (the others keep theirs). */
  async setStock(
    admin: Session,
    productId: number,
    variants: { size_name: string; color_name: string; stock: number; sku?: string | null }[],
  ): Promise<ProductStock> {
    const answer = await this.request.put(`/api/products/${productId}/stock`, { headers: this.auth(admin), data: { variants } });
    return json<ProductStock>(answer, 'set stock');
  }

  /**
   * Makes sure each pair has at least `atLeast` available, so a journey that picks fixed sizes and
   * colours does not depend on the demo stock.
   */
  async ensureStock(productId: number, pairs: Pair[], atLeast = 20): Promise<void> {
    const admin = await this.login(ADMIN);
    const { variants } = await this.stock(admin, productId);
    const low = pairs
      .map((p) => ({ p, v: variants.find((v) => v.size_name === p.size && v.color_name === p.color) }))
      .filter(({ v }) => (v?.available ?? 0) < atLeast)
      .map(({ p, v }) => ({ size_name: p.size, color_name: p.color, stock: (v?.held ?? 0) + atLeast }));
    if (low.length > 0) await this.setStock(admin, productId, low);
  }

  async cart(session: Session): Promise<{ cart_id: number; product_id: number; quantity: number }[]> {
    return json(await this.request.get('/api/cart', { headers: this.auth(session) }), 'cart');
  }

  /** Places an order of one product, in a size and colour that has stock (the server recomputes every amount). */
  async placeOrder(session: Session, product: Product, city = 'Bandung', address = 'Jl. Pengujian No. 1, Bandung'): Promise<Order> {
    const { size, color } = await this.inStockPair(product.id);
    await this.addToCart(session, product.id, 1, { size, color });
    const body = {
      items: [{ product_id: product.id, name: product.name, price: product.price, quantity: 1, subtotal: product.price, size, color }],
      subtotal: product.price,
      shipping_cost: 0,
      total_price: product.price,
      address,
      city,
    };
    const answer = await json<{ snapToken: string; order: Order }>(
      await this.request.post('/api/order', { headers: this.auth(session), data: body }),
      'place order',
    );
    return answer.order;
  }

  async myOrders(session: Session): Promise<Order[]> {
    return json<Order[]>(await this.request.get('/api/order/orders', { headers: this.auth(session) }), 'my orders');
  }

  async order(session: Session, id: number): Promise<Order> {
    return (await json<{ order: Order }>(await this.request.get(`/api/order/${id}`, { headers: this.auth(session) }), 'order')).order;
  }

  /** Any authenticated GET answering JSON (admin lists: /api/user/users, /api/order, ...). */
  async get<T>(session: Session | null, path: string): Promise<T> {
    return json<T>(await this.request.get(path, session ? { headers: this.auth(session) } : {}), `GET ${path}`);
  }

  async notifications(session: Session): Promise<Notification[]> {
    return json<Notification[]>(
      await this.request.get(`/api/notifications/${session.user.id}`, { headers: this.auth(session) }),
      'notifications',
    );
  }

  async setOrderStatus(session: Session, id: number, status: 'shipped' | 'delivered'): Promise<void> {
    await json(await this.request.put(`/api/order/${id}/status`, { headers: this.auth(session), data: { status } }), 'order status');
  }

  /** The payment simulator's loopback control: force a transaction status and send the signed notification. */
  async simulate(midtransOrderId: string, transactionStatus: 'settlement' | 'expire' | 'cancel' | 'pending'): Promise<void> {
    await json(
      await this.request.post(`/payment-sandbox/__sim/transactions/${encodeURIComponent(midtransOrderId)}/status`, {
        data: { transaction_status: transactionStatus },
      }),
      `simulate ${transactionStatus}`,
    );
  }

  /** Waits until the server reports the order in `status` (notifications arrive after ~300 ms). */
  async waitForStatus(session: Session, id: number, status: string): Promise<Order> {
    let last: Order | undefined;
    await expect
      .poll(
        async () => {
          last = await this.order(session, id);
          return last.status;
        },
        { timeout: 15_000, intervals: [200, 300, 500] },
      )
      .toBe(status);
    return last as Order;
  }

  /** A paid order of a fresh shopper, through the simulator (no browser). */
  async paidOrder(session: Session, product: Product): Promise<Order> {
    const order = await this.placeOrder(session, product);
    if (!order.midtrans_order_id) throw new Error('order without midtrans_order_id');
    await this.simulate(order.midtrans_order_id, 'settlement');
    return this.waitForStatus(session, order.id, 'paid');
  }

  /** An order the shopper paid, the admin shipped and the shopper confirmed receiving: the shopper may now review it. */
  async receivedOrder(session: Session, product: Product): Promise<Order> {
    const order = await this.paidOrder(session, product);
    await this.setOrderStatus(await this.login(ADMIN), order.id, 'shipped');
    await this.setOrderStatus(session, order.id, 'delivered');
    return this.waitForStatus(session, order.id, 'delivered');
  }
}

/**
 * Logs the page in as the login screen would: localStorage token, userId and role. The values are
 * written on a blank same-origin page that Playwright answers itself (no app code, no server hit),
 * then the journey navigates on.
 */
export async function signIn(page: Page, session: Session): Promise<void> {
  const blank = '/__e2e/blank';
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>e2e</title><link rel="icon" href="data:,">' }),
  );
  await page.goto(blank);
  await page.evaluate(
    ({ token, id, role }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userId', String(id));
      localStorage.setItem('role', role);
    },
    { token: session.token, id: session.user.id, role: session.user.role },
  );
  await page.unroute(blank);
}

/* ------------------------------------------------------------------------------------------------ */
/* The fixture                                                                                       */
/* ------------------------------------------------------------------------------------------------ */

interface Fixtures {
  errors: ErrorCollector;
  dialogs: DialogLog;
  shop: ShopApi;
  /** Logs the page in through the API (fast); journeys about the login screen use the UI instead. */
  loginAs: (page: Page, credentials: { email: string; password: string } | Session) => Promise<Session>;
}

export const test = base.extend<Fixtures>({
  errors: [
    async ({ context }, use, testInfo) => {
      const collector = createErrorCollector();
      collector.watch(context);
      await use(collector);
      const unexpected = collector.unexpected();
      if (collector.seen.length > 0) {
        await testInfo.attach('browser-errors.txt', { body: collector.seen.join('\n\n'), contentType: 'text/plain' });
      }
      expect(unexpected, 'uncaught page errors or console errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
  dialogs: [
    async ({ context }, use) => {
      const log = createDialogLog();
      log.watch(context);
      await use(log);
      expect(log.pending(), 'dialogs (alert/confirm) that the journey did not expect').toEqual([]);
    },
    { auto: true },
  ],
  shop: async ({ request }, use) => {
    await use(new ShopApi(request));
  },
  loginAs: async ({ shop }, use) => {
    await use(async (page, who) => {
      const session = 'token' in who ? who : await shop.login(who);
      await signIn(page, session);
      return session;
    });
  },
});

/* ------------------------------------------------------------------------------------------------ */
/* Small page helpers shared by journeys                                                             */
/* ------------------------------------------------------------------------------------------------ */

/** A real JPEG of one colour (a phone photo's stand-in), drawn by the page's own canvas. */
export async function jpegPhoto(page: Page, width: number, height: number, colour: string): Promise<Buffer> {
  const bytes = await page.evaluate(
    async ({ width, height, colour }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const g = canvas.getContext('2d')!;
      g.fillStyle = colour;
      g.fillRect(0, 0, width, height);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
      return Array.from(new Uint8Array(await blob!.arrayBuffer()));
    },
    { width, height, colour },
  );
  return Buffer.from(bytes);
}

/** The payment simulator's popup: an iframe overlay served from /payment-sandbox. */
export function paymentPopup(page: Page) {
  return page.frameLocator('iframe[src*="/payment-sandbox/"]');
}

/** Clicks one of the simulator's buttons (Bayar, Pending, Gagal, Tutup) once the popup is up. */
export async function payInPopup(page: Page, button: 'Bayar' | 'Pending' | 'Gagal' | 'Tutup'): Promise<void> {
  const popup = paymentPopup(page);
  const target = popup.getByRole('button', { name: button, exact: true });
  await expect(target).toBeVisible({ timeout: 15_000 });
  await target.click();
}

/** Rupiah text ('Rp 79.000', 'Rp79.000') to a number. */
export function rupiah(text: string): number {
  const match = /Rp\s?([\d.]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no rupiah amount in "${text}"`);
  return Number(match[1].replace(/\./g, ''));
}

/** No horizontal scrolling: the document is not wider than the viewport. */
export async function expectNoHorizontalScroll(page: Page, where: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `horizontal scrolling on ${where}`).toBeLessThanOrEqual(innerWidth);
}
