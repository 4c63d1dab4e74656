/**
 * The catalogue's search beyond the product list (whose `search` lives in products.ts): the header's
 * suggestions as a shopper types, and the synonyms the admin keeps so that one word finds another
 * ("jins" finds jeans and denim). Both public reads and admin writes follow docs/shop-rules.md.
 */
import { z } from 'zod';
import { synonymEndpoints } from './admin-endpoints.ts';
import { IdParamsSchema, MessageSchema } from './common.ts';
import { searchEndpoints } from './endpoints.ts';
import { defineRoutes } from './http.ts';
import { MESSAGES } from './messages.ts';

export const SEARCH_LIMITS = {
  suggestMin: 2,
  suggestMax: 100,
  suggestProducts: 6,
  suggestCategories: 3,
  termMax: 50,
  synonymsMax: 20,
  pageMax: 100,
} as const;

export const SEARCH_MESSAGES = {
  suggestTooShort: `Ketik minimal ${SEARCH_LIMITS.suggestMin} karakter untuk mencari`,
  suggestTooLong: `Kata pencarian maksimal ${SEARCH_LIMITS.suggestMax} karakter`,
  termRequired: 'Kata wajib diisi',
  termTooLong: `Kata maksimal ${SEARCH_LIMITS.termMax} karakter`,
  synonymsRequired: 'Isi minimal satu sinonim',
  synonymsTooMany: `Sinonim maksimal ${SEARCH_LIMITS.synonymsMax} kata`,
  synonymTooLong: `Setiap sinonim 1–${SEARCH_LIMITS.termMax} karakter`,
  synonymDuplicate: (term: string) => `Sinonim untuk kata "${term}" sudah ada`,
  synonymNotFound: 'Sinonim tidak ditemukan',
  synonymDeleted: 'Sinonim berhasil dihapus',
  limitRange: `Parameter limit harus bilangan bulat 1–${SEARCH_LIMITS.pageMax}`,
  offsetRange: 'Parameter offset harus bilangan bulat 0–10.000.000',
  queryTooLong: 'Kata pencarian maksimal 200 karakter',
} as const;

/** GET /api/search/suggest?q=: the text typed, trimmed, 2–100 characters. */
export const SuggestQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_MESSAGES.suggestTooShort })
    .trim()
    .min(SEARCH_LIMITS.suggestMin, SEARCH_MESSAGES.suggestTooShort)
    .max(SEARCH_LIMITS.suggestMax, SEARCH_MESSAGES.suggestTooLong),
});
export type SuggestQuery = z.input<typeof SuggestQuerySchema>;

export const SuggestProductSchema = z.object({ id: z.number().int(), name: z.string(), price: z.number().int(), image_url: z.string() });
export type SuggestProduct = z.infer<typeof SuggestProductSchema>;

/**
 * Best first: at most 6 products and 3 categories. `did_you_mean`: the closest spelling of the text
 * built from the shop's own words (product names, categories, colours, synonyms) when it differs
 * from what was typed, else null; the storefront offers it under an empty result.
 */
export const SuggestResponseSchema = z.object({
  products: z.array(SuggestProductSchema).max(SEARCH_LIMITS.suggestProducts),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })).max(SEARCH_LIMITS.suggestCategories),
  did_you_mean: z.string().nullable(),
});
export type SuggestResponse = z.infer<typeof SuggestResponseSchema>;

/** A word as the search compares it: trimmed and lower-cased. */
const word = (blank: string, tooLong: string) =>
  z.string({ error: blank }).trim().toLowerCase().min(1, blank).max(SEARCH_LIMITS.termMax, tooLong);

/**
 * POST and PUT /api/admin/synonyms: a term (a word or a phrase such as "celana panjang") and the words
 * that mean the same, 1–20 of them; each trimmed and lower-cased, repeats and the term itself dropped.
 * A term that already has its synonyms is a 409.
 */
export const SynonymInputSchema = z
  .object({
    term: word(SEARCH_MESSAGES.termRequired, SEARCH_MESSAGES.termTooLong),
    synonyms: z
      .array(word(SEARCH_MESSAGES.synonymTooLong, SEARCH_MESSAGES.synonymTooLong), { error: SEARCH_MESSAGES.synonymsRequired })
      .min(1, SEARCH_MESSAGES.synonymsRequired)
      .max(SEARCH_LIMITS.synonymsMax, SEARCH_MESSAGES.synonymsTooMany),
  })
  .transform(({ term, synonyms }, ctx) => {
    const distinct = [...new Set(synonyms)].filter((s) => s !== term);
    if (distinct.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['synonyms'], message: SEARCH_MESSAGES.synonymsRequired });
      return z.NEVER;
    }
    return { term, synonyms: distinct };
  });
export type SynonymInput = z.output<typeof SynonymInputSchema>;

export const SynonymSchema = z.object({ id: z.number().int(), term: z.string(), synonyms: z.array(z.string()) });
export type Synonym = z.infer<typeof SynonymSchema>;

const pageNumber = (message: string, min: number, max: number) =>
  z
    .union([z.number().int(), z.string().regex(/^(0|[1-9][0-9]{0,9})$/, message)], { error: message })
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));

/** GET /api/admin/synonyms: by term, a page at a time; `q` finds a term or synonym containing it. */
export const SynonymListQuerySchema = z.object({
  q: z.string({ error: MESSAGES.invalidInput }).trim().max(200, SEARCH_MESSAGES.queryTooLong).optional(),
  limit: pageNumber(SEARCH_MESSAGES.limitRange, 1, SEARCH_LIMITS.pageMax).default(SEARCH_LIMITS.pageMax),
  offset: pageNumber(SEARCH_MESSAGES.offsetRange, 0, 10_000_000).default(0),
});
export type SynonymListQuery = z.input<typeof SynonymListQuerySchema>;

export { searchEndpoints, synonymEndpoints };

export const searchRoutes = /*#__PURE__*/ defineRoutes('search', searchEndpoints, {
  suggestSearch: {
    summary: 'Saran pencarian saat mengetik: produk, kategori, dan ejaan terdekat',
    query: SuggestQuerySchema,
    response: SuggestResponseSchema,
  },
});

export const synonymRoutes = /*#__PURE__*/ defineRoutes('synonyms', synonymEndpoints, {
  listSynonyms: {
    summary: 'Sinonim pencarian menurut kata, per halaman; jumlah seluruhnya di header X-Total-Count (admin)',
    query: SynonymListQuerySchema,
    response: z.array(SynonymSchema),
  },
  createSynonym: { summary: 'Tambah sinonim pencarian (admin)', body: SynonymInputSchema, response: SynonymSchema, errors: [409] },
  updateSynonym: {
    summary: 'Ubah sinonim pencarian (admin)',
    params: IdParamsSchema,
    body: SynonymInputSchema,
    response: SynonymSchema,
    errors: [409],
  },
  deleteSynonym: { summary: 'Hapus sinonim pencarian (admin)', params: IdParamsSchema, response: MessageSchema },
});
