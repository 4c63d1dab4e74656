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

/** POST /api/cart: adding a product already in the cart raises that line's quantity. */
export const CartAddBodySchema = z.object({ product_id: IdSchema, quantity: QuantitySchema.default(1) });
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
    errors: [404],
  },
  updateCartLine: {
    summary: 'Ubah jumlah satu baris keranjang',
    params: CartParamsSchema,
    body: CartUpdateBodySchema,
    response: CartItemSchema,
  },
  removeCartLine: { summary: 'Hapus satu baris keranjang', params: CartParamsSchema, response: MessageSchema },
});
