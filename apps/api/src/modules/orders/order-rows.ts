/** The order row as the API shows it (spec section 3: snake_case, ISO timestamps, whole rupiah). */
import type { Order, OrderStatus } from '@gayaku/contract';
import { orders } from '../../db/schema.ts';

export const orderFields = {
  id: orders.id,
  userId: orders.userId,
  status: orders.status,
  midtransOrderId: orders.midtransOrderId,
  subtotal: orders.subtotal,
  shippingCost: orders.shippingCost,
  totalPrice: orders.totalPrice,
  address: orders.address,
  city: orders.city,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  stockShort: orders.stockShort,
  recipientName: orders.recipientName,
  recipientPhone: orders.recipientPhone,
  courier: orders.courier,
  service: orders.service,
  etdMinDays: orders.etdMinDays,
  etdMaxDays: orders.etdMaxDays,
  waybill: orders.waybill,
  shippedAt: orders.shippedAt,
};

export interface OrderRow {
  id: number;
  userId: number;
  status: OrderStatus;
  midtransOrderId: string | null;
  subtotal: number;
  shippingCost: number;
  totalPrice: number;
  address: string;
  city: string;
  createdAt: Date;
  updatedAt: Date;
  /** Paid after its hold was released, without the stock to take again (docs/shop-rules.md, "Holds"). */
  stockShort: boolean;
  /** docs/shipping.md: the recipient, the courier service chosen at checkout, the resi given when shipping. */
  recipientName: string | null;
  recipientPhone: string | null;
  courier: string | null;
  service: string | null;
  etdMinDays: number | null;
  etdMaxDays: number | null;
  waybill: string | null;
  shippedAt: Date | null;
}

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    user_id: row.userId,
    status: row.status,
    midtrans_order_id: row.midtransOrderId,
    subtotal: row.subtotal,
    total_price: row.totalPrice,
    shipping_cost: row.shippingCost,
    address: row.address,
    city: row.city,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    stock_short: row.stockShort,
    recipient_name: row.recipientName,
    recipient_phone: row.recipientPhone,
    courier: row.courier,
    service: row.service,
    etd_min_days: row.etdMinDays,
    etd_max_days: row.etdMaxDays,
    waybill: row.waybill,
    shipped_at: row.shippedAt?.toISOString() ?? null,
  };
}
