/**
 * The search as a shopper uses it, on the demo catalogue: misspellings, words found in category and
 * colour names, synonyms, accents, SQL-like text, the order of the results, and the suggestions.
 */
import type { Product, SuggestResponse } from '@gayaku/contract';
import { SEARCH_MESSAGES } from '@gayaku/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    demo: true,
    extend: (app) => {
      app.addHook('onError', async (_r, _p, err) => {
        console.log('ERR', err.message, (err as { cause?: { message?: string } }).cause?.message);
      });
    },
  });
}, 120_000);
afterAll(() => t.close());

async function search(text: string, extra = ''): Promise<{ names: string[]; total: number; products: Product[] }> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products?search=${encodeURIComponent(text)}${extra}` });
  expect(res.statusCode, res.body).toBe(200);
  const products = res.json<Product[]>();
  return { names: products.map((p) => p.name), total: Number(res.headers['x-total-count']), products };
}

describe('GET /api/products?search= ranks what a shopper means first', () => {
  it('lists shirts first for "kemeja", the T-shirt that mentions one in its description after them', async () => {
    const { names, total } = await search('kemeja');
    const named = names.filter((n) => /kemeja/i.test(n)).length;
    expect(named).toBeGreaterThanOrEqual(10);
    expect(
      names.slice(0, named).every((n) => /kemeja/i.test(n)),
      names.join(', '),
    ).toBe(true);
    expect(names[0]).toMatch(/^Kemeja/);
    expect(names.indexOf('Kaos Polos Basic Cotton Combed 30s')).toBeGreaterThanOrEqual(named); // "sebagai dalaman kemeja"
    expect(total).toBe(names.length);
  });

  it('forgives misspellings: "kemja" finds the shirts, "hodie" the hoodies', async () => {
    expect((await search('kemja')).names[0]).toMatch(/^Kemeja/);
    const hoodies = (await search('hodie')).names;
    expect(hoodies.slice(0, 2).sort()).toEqual(['Hoodie Polos Fleece', 'Hoodie Zipper Basic']);
  });

  it('finds words in category and colour names: "hoodie pria", "jaket hitam"', async () => {
    const hoodies = await search('hoodie pria');
    expect(hoodies.names.slice(0, 2).sort()).toEqual(['Hoodie Polos Fleece', 'Hoodie Zipper Basic']);
    for (const p of hoodies.products) expect(p.categories.map((c) => c.name)).toContain('Pria');
    const jackets = await search('jaket hitam');
    expect(jackets.names[0]).toMatch(/^Jaket/);
    expect(jackets.names).toEqual(expect.arrayContaining(['Jaket Bomber Parasut', 'Jaket Kulit Sintetis']));
    for (const p of jackets.products) expect(p.colors.map((c) => c.color_name)).toContain('Hitam');
    // names saying "Jaket" come before hoodies that are only in the category "Jaket & Hoodie"
    const firstHoodie = jackets.names.findIndex((n) => n.startsWith('Hoodie'));
    const lastJacket = jackets.names.map((n) => n.startsWith('Jaket')).lastIndexOf(true);
    if (firstHoodie >= 0) expect(firstHoodie).toBeGreaterThan(lastJacket);
  });

  it('applies synonyms: "celana jins" finds the jeans trousers, "tshirt" the T-shirts', async () => {
    const jeans = await search('celana jins');
    expect(jeans.names).toEqual(expect.arrayContaining(['Celana Jeans Regular Fit', 'Celana Jeans Slim Fit Stretch']));
    expect(
      jeans.names.every((n) => n.startsWith('Celana') && /jeans|denim/i.test(n)),
      jeans.names.join(', '),
    ).toBe(true);
    const tees = await search('tshirt');
    expect(tees.total).toBeGreaterThan(5);
    expect(tees.names[0]).toMatch(/^Kaos/);
  });

  it('ignores accents and case: "KÉMEJA" finds what "kemeja" finds', async () => {
    expect((await search('KÉMEJA')).names).toEqual((await search('kemeja')).names);
  });

  it('takes SQL-like text as plain text', async () => {
    for (const text of ["' or 1=1 --", '%', '_', "kemeja' --"]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/products?search=${encodeURIComponent(text)}` });
      expect(res.statusCode, text).toBe(200);
      expect(res.json<Product[]>(), text).toEqual([]);
      expect(res.headers['x-total-count'], text).toBe('0');
    }
  });

  it('still lets an explicit sort win over relevance', async () => {
    const { products } = await search('kemeja', '&sort=price_asc');
    const prices = products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});

describe('GET /api/search/suggest', () => {
  const suggest = async (q: string) => t.app.inject({ method: 'GET', url: `/api/search/suggest?q=${encodeURIComponent(q)}` });

  it('offers at most 6 products and 3 categories while typing "kem"', async () => {
    const res = await suggest('kem');
    expect(res.statusCode).toBe(200);
    const body = res.json<SuggestResponse>();
    expect(body.products).toHaveLength(6);
    for (const p of body.products) expect(Object.keys(p).sort()).toEqual(['id', 'image_url', 'name', 'price']);
    expect(body.products.every((p) => p.name.startsWith('Kemeja'))).toBe(true);
    expect(body.categories.map((c) => c.name)).toEqual(['Kemeja']);
    expect(body.did_you_mean).toBeNull();
  });

  it('offers the closest spelling of a misspelt word, and none for a known one', async () => {
    expect((await suggest('kemja')).json<SuggestResponse>().did_you_mean).toBe('kemeja');
    expect((await suggest('jaket hitm')).json<SuggestResponse>().did_you_mean).toBe('jaket hitam');
    expect((await suggest('jaket')).json<SuggestResponse>().did_you_mean).toBeNull();
  });

  it('refuses fewer than 2 or more than 100 characters after trimming', async () => {
    for (const [q, message] of [
      [' k ', SEARCH_MESSAGES.suggestTooShort],
      ['', SEARCH_MESSAGES.suggestTooShort],
      ['k'.repeat(101), SEARCH_MESSAGES.suggestTooLong],
    ] as const) {
      const res = await suggest(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
  });
});
