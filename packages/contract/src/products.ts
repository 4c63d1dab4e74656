/**
 * The catalogue: public product reads, recommendations, and the admin's multipart product form;
 * and the product list's filters as the storefront's /products URL carries them, with the API call
 * the list page makes for them (the server's page preload sends that very URL; both live with the
 * endpoints, in endpoints.ts).
 */
import { z } from 'zod';
import { ColorSchema, SizeSchema } from './attributes.ts';
import { IdParamsSchema, MessageSchema, nameField } from './common.ts';
import { defineRoutes } from './http.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { PRODUCT_SORTS, productEndpoints } from './endpoints.ts';

export { listFiltersOf, PRODUCT_SORTS, productListApiPath, type ProductListFilters, type ProductSort } from './endpoints.ts';

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

export const ProductListQuerySchema = z.object({
  category: repeatable,
  color: repeatable,
  search: z.string().max(200, 'Kata pencarian maksimal 200 karakter').optional(),
  sort: z.enum(PRODUCT_SORTS, { error: MESSAGES.invalidSort }).default('popular'),
});
export type ProductListQuery = z.input<typeof ProductListQuerySchema>;
export const ProductListSchema = z.array(ProductSchema);

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
  listProducts: { summary: 'Produk menurut filter, pencarian dan urutan', query: ProductListQuerySchema, response: ProductListSchema },
  listPopularProducts: { summary: 'Produk terlaris', response: ProductListSchema },
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
