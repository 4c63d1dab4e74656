import { MESSAGES } from '@gayaku/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { addServices, setWeight } from '../../../test/delivery-factories.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { createCatalogue, listenForPayments, orderBody, simTransaction, type Catalogue } from '../../../test/order-factories.ts';

let t: TestApp;
let cat: Catalogue;
let user: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  await listenForPayments(t);
  cat = await createCatalogue(t.db, { prices: [150_000, 89_000], shippingCost: 15_000 });
  await addServices(t.db, cat.city);
  await setWeight(t.db, cat.products[0]!.id, 600);
  await setWeight(t.db, cat.products[1]!.id, 250);
  user = await createUser(t.app, t.db);
});
afterAll(async () => t?.close());

const post = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/order', headers: user.auth, payload });
const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0]?.n;
const recipient = { recipient_name: 'Rina Putri', recipient_phone: '0812-3456 7890' };

describe('POST /api/order with a recipient and a courier service', () => {
  it("still takes the specification's payload: flat city rate, no recipient, no courier", async () => {
    const res = await post(orderBody(cat));
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({
      shipping_cost: 15_000,
      recipient_name: null,
      recipient_phone: null,
      courier: null,
      service: null,
      etd_min_days: null,
      etd_max_days: null,
      waybill: null,
      shipped_at: null,
    });
  });

  it('stores the recipient, the phone as +628…, and charges the service quoted again on the server', async () => {
    // 2 × 600 g + 1 × 250 g = 1,450 g: billed as 2 kg; JNE REG costs 12,000 per kg.
    const body = { ...orderBody(cat, [{ product: 0, quantity: 2 }, { product: 1 }]), ...recipient, shipping_service: 'jne-reg' };
    const res = await post({ ...body, shipping_cost: 1, total_price: 1 });
    expect(res.statusCode).toBe(201);
    const { order } = res.json();
    expect(order).toMatchObject({
      recipient_name: 'Rina Putri',
      recipient_phone: '+6281234567890',
      courier: 'JNE',
      service: 'REG',
      etd_min_days: 2,
      etd_max_days: 3,
      shipping_cost: 24_000,
      total_price: 2 * 150_000 + 89_000 + 24_000,
    });
    const sim = await simTransaction(t.app, order.midtrans_order_id);
    expect(sim.gross_amount).toBe(order.total_price);
    expect((sim.items as { name: string; price: number }[]).at(-1)).toMatchObject({
      name: `Ongkos kirim JNE REG ${cat.city}`,
      price: 24_000,
    });
    const detail = await t.app.inject({ method: 'GET', url: `/api/order/${order.id}`, headers: user.auth });
    expect(detail.json().order).toMatchObject({ recipient_phone: '+6281234567890', courier: 'JNE', service: 'REG' });
    const mine = await t.app.inject({ method: 'GET', url: '/api/order/orders', headers: user.auth });
    expect(mine.json().find((o: { id: number }) => o.id === order.id)).toMatchObject({ recipient_name: 'Rina Putri', courier: 'JNE' });
  });

  it.each(['628123456789', '+62 812-3456-789', '081234567890123'.slice(0, 13)])('accepts the phone %s', async (phone) => {
    const res = await post({ ...orderBody(cat), ...recipient, recipient_phone: phone });
    expect(res.statusCode).toBe(201);
    expect(res.json().order.recipient_phone).toMatch(/^\+628\d{8,11}$/);
  });

  it.each(['0712345678', '0812345', '+6512345678', '08123456789012', '08123.456.789', 'abc', '', '62 0812 3456 789'])(
    'refuses the phone %j with 400 and creates nothing',
    async (phone) => {
      const before = await orderCount();
      const res = await post({ ...orderBody(cat), ...recipient, recipient_phone: phone });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.recipientPhoneInvalid);
      expect(await orderCount()).toBe(before);
    },
  );

  it('refuses a recipient name of one character, or of 101', async () => {
    for (const name of ['R', ' R ', 'x'.repeat(101)]) {
      const res = await post({ ...orderBody(cat), ...recipient, recipient_name: name });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.recipientNameLength);
    }
  });

  it('refuses a service the city does not have with 400, creating nothing', async () => {
    const other = await createCatalogue(t.db);
    const before = await orderCount();
    for (const [c, code] of [
      [cat, 'POS-KILAT'],
      [other, 'JNE-REG'],
    ] as const) {
      const res = await post({ ...orderBody(c), ...recipient, shipping_service: code });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.unknownShippingService);
    }
    expect(await orderCount()).toBe(before);
  });
});

describe('GET /api/shipping-options', () => {
  const options = (city: string, who: TestUser | null = user) =>
    t.app.inject({ method: 'GET', url: `/api/shipping-options?city=${encodeURIComponent(city)}`, headers: who?.auth ?? {} });
  const addToCart = (who: TestUser, product: number, quantity: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: who.auth,
      payload: {
        product_id: cat.products[product]!.id,
        quantity,
        size: cat.products[product]!.sizes[0],
        color: cat.products[product]!.colors[0],
      },
    });

  it("quotes every service of the city for the cart's weight, per kilogram rounded up, cheapest first", async () => {
    const shopper = await createUser(t.app, t.db);
    // An empty cart is still one kilogram.
    expect((await options(cat.city, shopper)).json()).toEqual([
      { code: 'SICEPAT-REG', courier: 'SiCepat', service: 'REG', etd_min_days: 2, etd_max_days: 4, cost: 11_000 },
      { code: 'JNE-REG', courier: 'JNE', service: 'REG', etd_min_days: 2, etd_max_days: 3, cost: 12_000 },
      { code: 'JNE-YES', courier: 'JNE', service: 'YES', etd_min_days: 1, etd_max_days: 1, cost: 21_500 },
    ]);
    expect((await addToCart(shopper, 1, 4)).statusCode).toBe(201); // 1,000 g: still 1 kg
    expect((await options(cat.city.toUpperCase(), shopper)).json().map((o: { cost: number }) => o.cost)).toEqual([11_000, 12_000, 21_500]);
    expect((await addToCart(shopper, 0, 1)).statusCode).toBe(201); // 1,600 g: 2 kg
    expect((await options(cat.city, shopper)).json().map((o: { cost: number }) => o.cost)).toEqual([22_000, 24_000, 43_000]);
  });

  it('answers [] for a city without courier services, 400 for an unknown or missing city, 401 without a token', async () => {
    const other = await createCatalogue(t.db);
    expect((await options(other.city)).json()).toEqual([]);
    const unknown = await options('Kota Antah Berantah');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(MESSAGES.unknownCity);
    expect((await t.app.inject({ method: 'GET', url: '/api/shipping-options', headers: user.auth })).statusCode).toBe(400);
    expect((await options(cat.city, null)).statusCode).toBe(401);
  });

  it('has the demo cities seeded with JNE REG, JNE YES, J&T EZ and SiCepat REG', async () => {
    const codes = (await options('Jakarta')).json().map((o: { code: string }) => o.code);
    expect([...codes].sort()).toEqual(['JNE-REG', 'JNE-YES', 'JNT-EZ', 'SICEPAT-REG']);
  });
});
