/** Orders: checkout, the shopper's and the admin's lists, an order's detail and its status changes. */
import { z } from 'zod';
import { IdParamsSchema, IdSchema } from './common.ts';
import { defineRoutes } from './http.ts';
import { QuantitySchema } from './cart.ts';
import { MESSAGES } from './messages.ts';
import { ORDER_STATUSES } from './orders-status.ts';
import { courierNamed, normalizePhone, WAYBILL_PATTERN } from './delivery-rules.ts';
import { orderEndpoints } from './endpoints.ts';
import { adminListQuery } from './query-params.ts';
import { dayRangeQuery } from './stats.ts';

/** Text a person typed: no control characters but line breaks and tabs (PostgreSQL cannot even store NUL). */
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const printable = (text: string): boolean => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text);

/** The recipient's name: 2–100 characters once trimmed, nothing unprintable. */
export const recipientNameField = () =>
  z
    .string({ error: MESSAGES.recipientNameLength })
    .trim()
    .min(2, MESSAGES.recipientNameLength)
    .max(100, MESSAGES.recipientNameLength)
    .refine(printable, MESSAGES.recipientNameLength);

/** An Indonesian mobile number, stored as `+628…` (normalizePhone); anything else is 400. */
export const recipientPhoneField = () =>
  z
    .string({ error: MESSAGES.recipientPhoneInvalid })
    .max(40, MESSAGES.recipientPhoneInvalid)
    .transform((value, ctx) => {
      const phone = normalizePhone(value);
      if (phone === null) ctx.addIssue({ code: 'custom', message: MESSAGES.recipientPhoneInvalid });
      return phone ?? '';
    });

/**
 * Who receives the parcel and which courier service carries it (docs/shipping.md). Optional, so
 * the specification's payload still works; our checkout screen always sends them.
 */
const deliveryFields = () => ({
  recipient_name: recipientNameField().nullish(),
  recipient_phone: recipientPhoneField().nullish(),
  shipping_service: z.string({ error: MESSAGES.unknownShippingService }).trim().max(40, MESSAGES.unknownShippingService).nullish(),
});

/**
 * The order-creation payload of spec section 3. The server ignores every number in it except
 * product ids and quantities: prices, subtotals, shipping and totals are recomputed.
 */
export const OrderCreateItemSchema = z.object({
  product_id: IdSchema,
  name: z.string().max(200).optional(),
  price: z.unknown().optional(),
  quantity: QuantitySchema,
  subtotal: z.unknown().optional(),
  size: z.string().trim().max(100).refine(printable, MESSAGES.invalidInput).nullish(),
  color: z.string().trim().max(100).refine(printable, MESSAGES.invalidInput).nullish(),
});
export const OrderCreateBodySchema = z.object({
  items: z.array(OrderCreateItemSchema).max(100),
  subtotal: z.unknown().optional(),
  shipping_cost: z.unknown().optional(),
  total_price: z.unknown().optional(),
  address: z.string().max(500, MESSAGES.addressTooLong).refine(printable, MESSAGES.addressInvalidCharacters).nullish(),
  city: z.string().max(100, MESSAGES.cityTooLong).refine(printable, MESSAGES.invalidInput).nullish(),
  ...deliveryFields(),
});
export type OrderCreateBody = z.input<typeof OrderCreateBodySchema>;
/** The payload after validation, as the server reads it. */
export type OrderCreateInput = z.output<typeof OrderCreateBodySchema>;

export { checkoutProblem, outOfStockLines, type CheckoutDraft } from './checkout-rules.ts';

export const OrderSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  midtrans_order_id: z.string().nullable(),
  subtotal: z.number().int(),
  total_price: z.number().int(),
  shipping_cost: z.number().int(),
  address: z.string(),
  city: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /**
   * Paid after its stock hold was released, when the stock was no longer there: the admin must act
   * (restock or refund). False for every other order.
   */
  stock_short: z.boolean(),
  /** Who receives the parcel and how it travels (docs/shipping.md); null on orders placed without them. */
  recipient_name: z.string().nullable(),
  recipient_phone: z.string().nullable(),
  courier: z.string().nullable(),
  service: z.string().nullable(),
  etd_min_days: z.number().int().nullable(),
  etd_max_days: z.number().int().nullable(),
  /** The resi the admin gave when shipping. */
  waybill: z.string().nullable(),
  shipped_at: z.string().nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderItemSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  name: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  quantity: z.number().int(),
  price: z.number().int(),
  subtotal: z.number().int(),
  size: z.string().nullable(),
  color: z.string().nullable(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** A payment attempt as the admin's order page lists it. */
export const OrderPaymentSchema = z.object({
  midtrans_order_id: z.string(),
  transaction_status: z.string().nullable(),
  gross_amount: z.number().int(),
  created_at: z.string(),
});
export const OrderDetailSchema = z.object({
  order: OrderSchema,
  items: z.array(OrderItemSchema),
  /** Who ordered (username, e-mail) and the order's payment attempts, oldest first. */
  customer: z.object({ username: z.string(), email: z.string() }).optional(),
  payments: z.array(OrderPaymentSchema).optional(),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;
export const OrderCreateResponseSchema = z.object({ snapToken: z.string(), order: OrderSchema });
export const OrderListSchema = z.array(OrderSchema);

/** An order in the admin's list: with who ordered (null once that account is gone; left out by older servers). */
export const AdminOrderSchema = OrderSchema.extend({
  customer: z.object({ username: z.string(), email: z.string() }).nullable().optional(),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;
export const ORDER_LIST_MESSAGES = { statusInvalid: 'Status pesanan tidak dikenal' } as const;
/**
 * GET /api/order (admin), a page at a time (query-params.ts): `q` finds an order by its number,
 * the customer's name or e-mail, the recipient, the Midtrans order id or the resi; `status` one
 * status; `from`/`to` Jakarta days of ordering, both included. By id when no sort is given.
 */
export const AdminOrderListQuerySchema = dayRangeQuery(Number.MAX_SAFE_INTEGER).and(
  adminListQuery(['id', 'created_at', 'status', 'total_price', 'city', 'recipient_name']).extend({
    status: z.enum(ORDER_STATUSES, { error: ORDER_LIST_MESSAGES.statusInvalid }).optional(),
  }),
);
export type AdminOrderListQuery = z.input<typeof AdminOrderListQuerySchema>;
/**
 * PUT /api/order/{id}/status: admin paid -> shipped (with the courier and the resi, optional for the
 * specification's body), owner shipped -> delivered, owner pending -> cancelled.
 */
export const OrderStatusBodySchema = z.object({
  status: z.enum(ORDER_STATUSES),
  courier: z
    .string({ error: MESSAGES.courierUnknown })
    .refine((name) => courierNamed(name) !== null, MESSAGES.courierUnknown)
    .transform((name) => courierNamed(name) ?? name)
    .nullish(),
  waybill: z.string({ error: MESSAGES.waybillInvalid }).trim().regex(WAYBILL_PATTERN, MESSAGES.waybillInvalid).nullish(),
});
export type OrderStatusBody = z.input<typeof OrderStatusBodySchema>;
export const OrderStatusResponseSchema = z.object({ message: z.string(), order: OrderSchema });

/** 'Beli Lagi': how many lines went back to the cart, and why the others did not. */
export const ReorderResponseSchema = z.object({
  message: z.string(),
  added: z.number().int(),
  skipped: z.array(z.object({ name: z.string(), size: z.string().nullable(), color: z.string().nullable(), message: z.string() })),
});
export type ReorderResponse = z.infer<typeof ReorderResponseSchema>;

export { orderEndpoints };

export const orderRoutes = /*#__PURE__*/ defineRoutes('orders', orderEndpoints, {
  createOrder: {
    summary: 'Checkout: buat pesanan dari keranjang (harga dan ongkir dihitung ulang server) dan token Snap-nya',
    body: OrderCreateBodySchema,
    response: OrderCreateResponseSchema,
    // 409 OUT_OF_STOCK: see outOfStockLines (checkout-rules.ts).
    errors: [409, 502],
  },
  listMyOrders: { summary: 'Pesanan sendiri, terbaru dahulu', response: OrderListSchema },
  listOrders: {
    summary: 'Pesanan per halaman (admin): cari, saring status dan tanggal, urutkan; jumlah di header X-Total-Count',
    query: AdminOrderListQuerySchema,
    response: z.array(AdminOrderSchema),
  },
  getOrder: {
    summary: 'Detail pesanan dan barangnya (pemilik atau admin)',
    params: IdParamsSchema,
    response: OrderDetailSchema,
    errors: [404],
  },
  changeOrderStatus: {
    summary: 'Admin: paid → shipped; pemilik: shipped → delivered',
    params: IdParamsSchema,
    body: OrderStatusBodySchema,
    response: OrderStatusResponseSchema,
    errors: [404, 409, 502],
  },
  reorder: {
    summary: "'Beli Lagi': barang pesanan yang diterima atau selesai kembali ke keranjang",
    params: IdParamsSchema,
    response: ReorderResponseSchema,
    errors: [404, 409],
  },
});
