/**
 * The catalogue: public product reads, recommendations, and the admin's multipart product form;
 * and the product list's filters as the storefront's /products URL carries them, with the API call
 * the list page makes for them (both live with the endpoints, in endpoints.ts), and the page's first
 * request for its URL, which the server's page preload sends (product-list-page.ts).
 */
import { z } from 'zod';
import { ColorSchema, SizeSchema } from './attributes.ts';
import { IdParamsSchema, MessageSchema, nameField } from './common.ts';
import { defineRoutes } from './http.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import {
  PRODUCT_COLUMN_SORTS,
  PRODUCT_LIST_SORTS,
  PRODUCT_PAGE_MAX,
  productEndpoints,
  type ProductColumnSort,
  type ProductListSort,
} from './endpoints.ts';

export {
  listFiltersOf,
  PRODUCT_COLUMN_SORTS,
  PRODUCT_LIST_SORTS,
  PRODUCT_PAGE_MAX,
  PRODUCT_SORTS,
  productListApiPath,
  type ProductColumnSort,
  type ProductListFilters,
  type ProductListSort,
  type ProductSort,
} from './endpoints.ts';
export { PRODUCT_LIST_PAGE_SIZE, productListFirstRequest, productListFirstRequestSize, productsShownOf } from './product-list-page.ts';

/** The highest `offset` of the product list. */
export const PRODUCT_OFFSET_MAX = 10_000_000;

/** Texts of the product list's page and sort parameters. */
export const PRODUCT_LIST_MESSAGES = {
  limitRange: `Parameter limit harus bilangan bulat 1–${PRODUCT_PAGE_MAX}`,
  offsetRange: 'Parameter offset harus bilangan bulat 0–10.000.000',
  orderInvalid: "Parameter order harus 'asc' atau 'desc'",
} as const;

export const CategoryRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const ProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  image_url: z.string(),
  average_rating: z.number(),
  total_reviews: z.number().int(),
  sold_count: z.number().int(),
  /** Same as average_rating (the spec's cards read `rating`). */
  rating: z.number(),
  /** First category's name, for cards; empty when the product has none. */
  category: z.string(),
  categories: z.array(CategoryRefSchema),
  sizes: z.array(SizeSchema),
  colors: z.array(ColorSchema),
  created_at: z.string(),
  /** Some variant (size × colour) has stock available: false shows the product as 'Habis'. */
  in_stock: z.boolean(),
  /** Units that can still be bought, summed over its variants (the admin's products table). */
  available: z.number().int(),
  /** What one piece weighs packed, in grams: couriers bill the order's weight (docs/shipping.md). */
  weight_grams: z.number().int(),
});
export type Product = z.infer<typeof ProductSchema>;

/** One size × colour of a product as shoppers see it: what can still be bought of it (stock.ts has the rest). */
export const ProductVariantSchema = z.object({
  size_name: z.string(),
  color_name: z.string(),
  sku: z.string().nullable(),
  available: z.number().int(),
});
export type ProductVariant = z.infer<typeof ProductVariantSchema>;

/**
 * GET /api/products/{id}: the product with every size × colour of it (0 available where no stock
 * was set). Lists, popular and recommendations carry no variants, only `in_stock` and `available`.
 */
export const ProductDetailSchema = ProductSchema.extend({ variants: z.array(ProductVariantSchema) });
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** A query parameter that may be repeated (`?color=Hitam&color=Putih`); blank values are dropped. */
const filterName = z.string().max(100, MESSAGES.invalidInput);
const repeatable = z
  .union([filterName, z.array(filterName).max(50, MESSAGES.invalidInput)], { error: MESSAGES.invalidInput })
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]).map((name) => name.trim()).filter(Boolean));

/** A whole number in a query string (canonical decimal digits, or a JSON number), from `min` to `max`. */
const wholeQuery = (message: string, min: number, max: number) =>
  z
    .union([z.number().int(), z.string().regex(/^(0|[1-9][0-9]{0,9})$/, message)], { error: message })
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));
const searchText = z.string({ error: MESSAGES.invalidInput }).max(200, 'Kata pencarian maksimal 200 karakter').optional();

/** The catalogue's filters (the list and its facets): categories and colours by name, and a search (`q` is the same as `search`). */
const filterFields = { category: repeatable, color: repeatable, search: searchText, q: searchText };
/** The search text of a query: `search`, else `q`, trimmed; undefined when blank. */
const searchOf = (f: { search?: string | undefined; q?: string | undefined }) => f.search?.trim() || f.q?.trim() || undefined;

const DESCENDING_COLUMNS: readonly ProductColumnSort[] = ['sold_count', 'average_rating', 'created_at'];
/** The direction of a column sort when `order` is left out. */
export const defaultOrderOf = (sort: ProductColumnSort): 'asc' | 'desc' => (DESCENDING_COLUMNS.includes(sort) ? 'desc' : 'asc');

/**
 * GET /api/products. Without `sort`: `relevance` when there is a search, else `popular`; an explicit
 * sort wins over relevance. `order` applies to the column keys only. Without `limit`: the first
 * PRODUCT_PAGE_MAX products. The header X-Total-Count carries how many products match.
 */
export const ProductListQuerySchema = z
  .object({
    ...filterFields,
    sort: z.enum(PRODUCT_LIST_SORTS, { error: MESSAGES.invalidSort }).optional(),
    order: z.enum(['asc', 'desc'], { error: PRODUCT_LIST_MESSAGES.orderInvalid }).optional(),
    limit: wholeQuery(PRODUCT_LIST_MESSAGES.limitRange, 1, PRODUCT_PAGE_MAX).default(PRODUCT_PAGE_MAX),
    offset: wholeQuery(PRODUCT_LIST_MESSAGES.offsetRange, 0, PRODUCT_OFFSET_MAX).default(0),
  })
  .transform(({ q, ...f }) => {
    const search = searchOf({ search: f.search, q });
    const sort: ProductListSort = f.sort ?? (search ? 'relevance' : 'popular');
    const columnSort = (PRODUCT_COLUMN_SORTS as readonly string[]).includes(sort) ? (sort as ProductColumnSort) : undefined;
    const order = f.order ?? (columnSort ? defaultOrderOf(columnSort) : undefined);
    return { ...f, search, sort, ...(order ? { order } : {}) };
  });
export type ProductListQuery = z.input<typeof ProductListQuerySchema>;
/** The list's query after validation: the search resolved from `search`/`q`, the sort from the search. */
export type ProductListParams = z.output<typeof ProductListQuerySchema>;
export const ProductListSchema = z.array(ProductSchema);

/** GET /api/products/facets: the list's filters, without sort or page. */
export const ProductFacetsQuerySchema = z
  .object(filterFields)
  .transform(({ q, ...f }) => ({ ...f, search: searchOf({ search: f.search, q }) }));
export type ProductFacetsQuery = z.input<typeof ProductFacetsQuerySchema>;
export type ProductFacetsParams = z.output<typeof ProductFacetsQuerySchema>;

/**
 * Per category and colour with matches: how many products picking that chip would give, with every
 * other filter applied (search, the other kind's chips) but the chips of its own kind.
 */
export const ProductFacetsSchema = z.object({
  categories: z.array(CategoryRefSchema.extend({ count: z.number().int() })),
  colors: z.array(ColorSchema.extend({ count: z.number().int() })),
});
export type ProductFacets = z.infer<typeof ProductFacetsSchema>;

export const RecommendationsResponseSchema = z.object({ recommendations: z.array(ProductSchema) });
export type RecommendationsResponse = z.infer<typeof RecommendationsResponseSchema>;

/** Texts of the product calls that the catalogue in messages.ts does not hold. */
export const PRODUCT_MESSAGES = {
  productNotFound: 'Produk tidak ditemukan',
  productDeleted: 'Produk berhasil dihapus',
  notMultipart: 'Kirim formulir produk sebagai multipart/form-data',
  kindCategory: 'Kategori',
  kindColor: 'Warna',
  kindSize: 'Ukuran',
} as const;

/**
 * Product form fields as they arrive in multipart (all strings). Categories, colours and sizes
 * are JSON arrays of names. The image part is handled by the upload module.
 */
const namesArray = (message: string) =>
  z
    .string({ error: message })
    .transform((raw, ctx) => {
      try {
        const parsed: unknown = JSON.parse(raw);
        if (Array.isArray(parsed) && parsed.every((x) => typeof x === 'string')) {
          return [...new Set(parsed.map((x: string) => x.trim()).filter(Boolean))];
        }
      } catch {
        /* reported below */
      }
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    })
    .refine((names) => names.length > 0, message);

const integerField = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);

/** Optional whole grams 1–100,000; left out or sent empty means "not given" (create: 300 g; edit: unchanged). */
const weightField = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  integerField(MESSAGES.weightRange, 1, 100_000).optional(),
);

export const ProductFormSchema = z.object({
  name: nameField(MESSAGES.productNameRequired, 200),
  price: integerField(MESSAGES.productPriceInvalid, 1, LIMITS.maxPrice),
  description: z.string({ error: MESSAGES.productDescriptionRequired }).trim().min(1, MESSAGES.productDescriptionRequired).max(5000),
  sold_count: integerField(MESSAGES.soldCountInvalid, 0, 100_000_000),
  categories: namesArray(MESSAGES.chooseCategory),
  colors: namesArray(MESSAGES.chooseColor),
  sizes: namesArray(MESSAGES.chooseSize),
  weight_grams: weightField,
});
export type ProductForm = z.output<typeof ProductFormSchema>;
/**
 * Edit: name and price required; the rest optional (left out = unchanged). sold_count defaults
 * to 0 (spec section 5), also when sent empty.
 */
export const ProductEditFormSchema = ProductFormSchema.partial({ description: true, categories: true, colors: true, sizes: true }).extend({
  sold_count: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    ProductFormSchema.shape.sold_count.optional().default(0),
  ),
});
export type ProductEditForm = z.output<typeof ProductEditFormSchema>;

export { productEndpoints };

const productImage = { files: ['image'] } as const;
export const productRoutes = /*#__PURE__*/ defineRoutes('products', productEndpoints, {
  listProducts: {
    summary: 'Produk menurut filter, pencarian dan urutan, per halaman (limit, offset); jumlah seluruhnya di header X-Total-Count',
    query: ProductListQuerySchema,
    response: ProductListSchema,
  },
  listPopularProducts: { summary: 'Produk terlaris', response: ProductListSchema },
  getProductFacets: {
    summary: 'Jumlah produk per kategori dan warna untuk filter yang sama dengan daftar produk',
    query: ProductFacetsQuerySchema,
    response: ProductFacetsSchema,
  },
  getProduct: { summary: 'Detail produk dengan stok tersedia tiap ukuran × warna', params: IdParamsSchema, response: ProductDetailSchema },
  getRecommendations: { summary: 'Produk yang mungkin juga disukai', params: IdParamsSchema, response: RecommendationsResponseSchema },
  createProduct: {
    summary: 'Buat produk (formulir dengan gambar)',
    body: ProductFormSchema,
    multipart: productImage,
    response: ProductSchema,
  },
  updateProduct: {
    summary: 'Ubah produk (gambar boleh tidak dikirim)',
    params: IdParamsSchema,
    body: ProductEditFormSchema,
    multipart: productImage,
    response: ProductSchema,
  },
  deleteProduct: { summary: 'Hapus produk', params: IdParamsSchema, response: MessageSchema },
});
