import { z } from 'zod';
import { IdSchema } from './common.ts';
import { QuantitySchema } from './cart.ts';
import { ORDER_STATUSES } from './orders-status.ts';

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
  size: z.string().trim().max(100).nullish(),
  color: z.string().trim().max(100).nullish(),
});
export const OrderCreateBodySchema = z.object({
  items: z.array(OrderCreateItemSchema).max(100),
  subtotal: z.unknown().optional(),
  shipping_cost: z.unknown().optional(),
  total_price: z.unknown().optional(),
  address: z.string().max(500).nullish(),
  city: z.string().max(100).nullish(),
});
export type OrderCreateBody = z.input<typeof OrderCreateBodySchema>;
/** The payload after validation, as the server reads it. */
export type OrderCreateInput = z.output<typeof OrderCreateBodySchema>;

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

export const OrderDetailSchema = z.object({ order: OrderSchema, items: z.array(OrderItemSchema) });
export type OrderDetail = z.infer<typeof OrderDetailSchema>;
export const OrderCreateResponseSchema = z.object({ snapToken: z.string(), order: OrderSchema });
export const OrderListSchema = z.array(OrderSchema);
/** PUT /api/order/{id}/status: admin paid -> shipped, owner shipped -> delivered. */
export const OrderStatusBodySchema = z.object({ status: z.enum(ORDER_STATUSES) });
export const OrderStatusResponseSchema = z.object({ message: z.string(), order: OrderSchema });
/** A payment attempt's id as sent to Midtrans: at most 50 characters of A-Z a-z 0-9 - _ ~ . */
export const PaymentParamsSchema = z.object({
  midtrans_order_id: z.string().regex(/^[A-Za-z0-9\-_~.]{1,50}$/, 'ID pembayaran tidak valid'),
});
export const PaymentTokenResponseSchema = z.object({ success: z.literal(true), snap_token: z.string(), message: z.string() });
export const PaymentConfigSchema = z.object({ snap_js_url: z.string(), client_key: z.string() });
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;
/** Answer to every authentic Midtrans notification (repeats and ignored ones included). */
export const PaymentNotificationAckSchema = z.object({ message: z.string() });
