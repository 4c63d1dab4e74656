import { z } from 'zod';
import { IdSchema, MessageSchema } from './common.ts';
import { defineRoutes } from './http.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { cartEndpoints } from './endpoints.ts';

/** A cart quantity: a JSON number, whole, 1 to 99 (strings such as '2' are refused, not coerced). */
export const QuantitySchema = z
  .number({ error: MESSAGES.quantityRange })
  .int(MESSAGES.quantityRange)
  .min(LIMITS.cartQuantityMin, MESSAGES.quantityRange)
  .max(LIMITS.cartQuantityMax, MESSAGES.quantityRange);

/** A size's or colour's name as a cart line carries it. */
const variantPart = z.string({ error: MESSAGES.variantUnknown }).trim().min(1, MESSAGES.variantUnknown).max(100, MESSAGES.variantUnknown);

/**
 * POST /api/cart: adding a product × size × colour already in the cart raises that line's quantity
 * (two sizes of one shirt are two lines). `size` and `color` are the names of the product's own
 * (else 400 MESSAGES.variantUnknown); a product with nothing available is 409 MESSAGES.productSoldOut.
 */
export const CartAddBodySchema = z.object({
  product_id: IdSchema,
  quantity: QuantitySchema.default(1),
  size: variantPart.nullish(),
  color: variantPart.nullish(),
});
export type CartAddBody = z.input<typeof CartAddBodySchema>;
/** PUT /api/cart/{cart_id}: sets the line's quantity. */
export const CartUpdateBodySchema = z.object({ quantity: QuantitySchema });
export type CartUpdateBody = z.input<typeof CartUpdateBodySchema>;
export const CartParamsSchema = z.object({ cart_id: IdSchema });

/** One cart line; name, price and image_url are always the catalogue's current values. */
export const CartItemSchema = z.object({
  cart_id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
  image_url: z.string(),
  /** The chosen size and colour; null when the line was added without one. */
  size: z.string().nullable(),
  color: z.string().nullable(),
  /** What can still be bought of the line's variant, or of the product when no size or colour is chosen. */
  available: z.number().int(),
});
export type CartItem = z.infer<typeof CartItemSchema>;
/** GET /api/cart: the user's lines in the order they were first added (cart_id ascending). */
export const CartListSchema = z.array(CartItemSchema);

export const CART_MESSAGES = {
  itemNotFound: 'Item keranjang tidak ditemukan',
  itemRemoved: 'Produk dihapus dari keranjang',
} as const;

export { cartEndpoints };

export const cartRoutes = /*#__PURE__*/ defineRoutes('cart', cartEndpoints, {
  listCart: { summary: 'Isi keranjang sendiri', response: CartListSchema },
  addToCart: {
    summary: 'Tambah produk ke keranjang (produk yang sudah ada: jumlahnya bertambah)',
    body: CartAddBodySchema,
    response: CartItemSchema,
    errors: [404, 409],
  },
  updateCartLine: {
    summary: 'Ubah jumlah satu baris keranjang',
    params: CartParamsSchema,
    body: CartUpdateBodySchema,
    response: CartItemSchema,
  },
  removeCartLine: { summary: 'Hapus satu baris keranjang', params: CartParamsSchema, response: MessageSchema },
});
