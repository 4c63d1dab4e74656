import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  PRODUCT_LIST_MESSAGES,
  ProductFacetsQuerySchema,
  ProductListQuerySchema,
  ROUTES,
  SEARCH_MESSAGES,
  SuggestQuerySchema,
  SuggestResponseSchema,
  SynonymInputSchema,
  SynonymListQuerySchema,
} from './index.ts';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the product list query', () => {
  it('ranks a search by relevance unless a sort is given, and lists by popularity without one', () => {
    expect(ProductListQuerySchema.parse({ search: ' kemja ' })).toMatchObject({ search: 'kemja', sort: 'relevance' });
    expect(ProductListQuerySchema.parse({ q: 'kaos' })).toMatchObject({ search: 'kaos', sort: 'relevance' });
    expect(ProductListQuerySchema.parse({ search: 'kaos', sort: 'price_asc' })).toMatchObject({ sort: 'price_asc' });
    expect(ProductListQuerySchema.parse({ search: '   ' })).toMatchObject({ search: undefined, sort: 'popular' });
    expect(ProductListQuerySchema.parse({})).toMatchObject({ sort: 'popular', limit: 100, offset: 0 });
  });

  it('takes the admin column keys with a default direction per column', () => {
    expect(ProductListQuerySchema.parse({ sort: 'name' })).toMatchObject({ sort: 'name', order: 'asc' });
    expect(ProductListQuerySchema.parse({ sort: 'created_at' })).toMatchObject({ order: 'desc' });
    expect(ProductListQuerySchema.parse({ sort: 'sold_count', order: 'asc' })).toMatchObject({ order: 'asc' });
  });

  it('pages with limit 1–100 and offset 0–10,000,000, refusing anything else with Indonesian texts', () => {
    expect(ProductListQuerySchema.parse({ limit: '24', offset: '48' })).toMatchObject({ limit: 24, offset: 48 });
    expect(ProductListQuerySchema.parse({ offset: '10000000' }).offset).toBe(10_000_000);
    for (const limit of ['0', '101', '-1', '1.5', 'abc', '', ['1', '2']])
      expect(firstMessage(ProductListQuerySchema.safeParse({ limit })), String(limit)).toBe(PRODUCT_LIST_MESSAGES.limitRange);
    for (const offset of ['-1', '10000001', '01', 'x'])
      expect(firstMessage(ProductListQuerySchema.safeParse({ offset })), offset).toBe(PRODUCT_LIST_MESSAGES.offsetRange);
    expect(firstMessage(ProductListQuerySchema.safeParse({ order: 'up' }))).toBe(PRODUCT_LIST_MESSAGES.orderInvalid);
    expect(firstMessage(ProductListQuerySchema.safeParse({ sort: 'stock' }))).toBe(MESSAGES.invalidSort);
  });

  it('gives the facets the same filters', () => {
    expect(ProductFacetsQuerySchema.parse({ q: 'jaket', color: 'Hitam' })).toEqual({ category: [], color: ['Hitam'], search: 'jaket' });
  });
});

describe('suggestions', () => {
  it('need 2–100 characters after trimming', () => {
    expect(SuggestQuerySchema.parse({ q: '  ke ' })).toEqual({ q: 'ke' });
    expect(firstMessage(SuggestQuerySchema.safeParse({ q: ' k ' }))).toBe(SEARCH_MESSAGES.suggestTooShort);
    expect(firstMessage(SuggestQuerySchema.safeParse({}))).toBe(SEARCH_MESSAGES.suggestTooShort);
    expect(firstMessage(SuggestQuerySchema.safeParse({ q: 'k'.repeat(101) }))).toBe(SEARCH_MESSAGES.suggestTooLong);
  });

  it('answer at most 6 products and 3 categories', () => {
    const product = { id: 1, name: 'Kemeja', price: 1, image_url: '/uploads/a.webp' };
    const answer = { products: Array(7).fill(product), categories: [], did_you_mean: null };
    expect(SuggestResponseSchema.safeParse(answer).success).toBe(false);
    expect(SuggestResponseSchema.safeParse({ ...answer, products: [product], did_you_mean: 'kemeja' }).success).toBe(true);
  });
});

describe('synonyms', () => {
  it('lower-cases and trims the words, drops repeats and the term itself', () => {
    expect(SynonymInputSchema.parse({ term: ' Kaos ', synonyms: ['T-Shirt', 'tshirt ', 'kaos', 't-shirt'] })).toEqual({
      term: 'kaos',
      synonyms: ['t-shirt', 'tshirt'],
    });
  });

  it('refuses a blank or long term, no synonyms, more than 20, or a long one', () => {
    const bad = (input: object) => firstMessage(SynonymInputSchema.safeParse(input));
    expect(bad({ term: ' ', synonyms: ['a'] })).toBe(SEARCH_MESSAGES.termRequired);
    expect(bad({ term: 'a'.repeat(51), synonyms: ['b'] })).toBe(SEARCH_MESSAGES.termTooLong);
    expect(bad({ term: 'a', synonyms: [] })).toBe(SEARCH_MESSAGES.synonymsRequired);
    expect(bad({ term: 'a', synonyms: ['a'] })).toBe(SEARCH_MESSAGES.synonymsRequired);
    expect(bad({ term: 'a', synonyms: Array.from({ length: 21 }, (_, i) => `w${i}`) })).toBe(SEARCH_MESSAGES.synonymsTooMany);
    expect(bad({ term: 'a', synonyms: ['b'.repeat(51)] })).toBe(SEARCH_MESSAGES.synonymTooLong);
    expect(bad({ term: 'a', synonyms: [' '] })).toBe(SEARCH_MESSAGES.synonymTooLong);
  });

  it('lists a page at a time and routes as the admin calls', () => {
    expect(SynonymListQuerySchema.parse({})).toEqual({ limit: 100, offset: 0 });
    expect(SynonymListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(ROUTES.synonyms.createSynonym).toMatchObject({ method: 'POST', path: '/api/admin/synonyms', access: 'admin', status: 201 });
    expect(ROUTES.search.suggestSearch).toMatchObject({ method: 'GET', path: '/api/search/suggest', access: 'public' });
    expect(ROUTES.products.getProductFacets).toMatchObject({ method: 'GET', path: '/api/products/facets', access: 'public' });
  });
});
