import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippingRates } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { findShippingRate } from './shipping.service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  // Next to whatever reference rates the seed holds: names that test case and spaces in sorting.
  await t.db.insert(shippingRates).values([
    { city: 'zz Kota Uji', shippingCost: 30_000 },
    { city: 'Aa Kota Uji', shippingCost: 10_000 },
    { city: 'aa kota uji-2', shippingCost: 12_000 },
    { city: 'AaKota Uji', shippingCost: 11_000 },
  ]);
});
afterAll(() => t.close());

const byCity = (a: string, b: string) => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
};

describe('GET /api/shipping-rates', () => {
  it('lists every city with its cost, ordered by city name, without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shipping-rates' });
    expect(res.statusCode).toBe(200);
    const rates: { city: string; shipping_cost: number }[] = res.json();
    for (const rate of rates) expect(Object.keys(rate).sort()).toEqual(['city', 'shipping_cost']);
    expect(rates).toEqual(expect.arrayContaining([{ city: 'zz Kota Uji', shipping_cost: 30_000 }]));
    const cities = rates.map((r) => r.city);
    expect(cities).toEqual([...cities].sort(byCity));
    expect(cities.filter((c) => /kota ?uji/i.test(c))).toEqual(['Aa Kota Uji', 'aa kota uji-2', 'AaKota Uji', 'zz Kota Uji']);
  });

  it('is read-only over the API, even for an admin', async () => {
    const admin = await createUser(t.app, t.db, { role: 'admin' });
    const before = (await t.app.inject({ method: 'GET', url: '/api/shipping-rates' })).json();
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/shipping-rates',
        headers: admin.auth,
        payload: { city: 'Baru', shipping_cost: 1 },
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/shipping-rates' })).json()).toEqual(before);
  });
});

describe('findShippingRate', () => {
  it('finds a city case-insensitively, ignoring surrounding spaces', async () => {
    expect(await findShippingRate(t.db, '  ZZ kota uji ')).toEqual({ city: 'zz Kota Uji', shipping_cost: 30_000 });
  });

  it('answers null for an unknown city, and treats LIKE wildcards literally', async () => {
    expect(await findShippingRate(t.db, 'Kota Antah Berantah')).toBeNull();
    expect(await findShippingRate(t.db, 'zz%')).toBeNull();
  });
});
