/**
 * The owner's sales figures: GET /api/admin/stats?from=&to= (Jakarta days, both included, at most
 * 366; the last 30 days when left out). Revenue counts orders paid, shipped, delivered or completed,
 * on the Jakarta day they were paid, net of shipping (the orders' subtotals). `by_status` counts
 * the orders placed in the range by their status now. `needs_action` does not depend on the range:
 * paid orders waiting more than 2 days to be shipped, and paid orders short of stock.
 */
import { z } from 'zod';
import { addDays, DEFAULT_RANGE_DAYS, daysBetween, isDay, jakartaDay, MAX_RANGE_DAYS } from './days.ts';

export { SHIP_WITHIN_DAYS } from './days.ts';
import { statsEndpoints } from './admin-endpoints.ts';
import { defineRoutes } from './http.ts';
import { ORDER_STATUSES, type OrderStatus } from './orders-status.ts';

export const STATS_MESSAGES = {
  dayInvalid: 'Tanggal harus berformat YYYY-MM-DD dan ada di kalender',
  rangeReversed: "Tanggal 'dari' tidak boleh setelah tanggal 'sampai'",
  rangeTooLong: `Rentang tanggal maksimal ${MAX_RANGE_DAYS} hari`,
} as const;

/** The statuses whose orders count as sales. */
export const REVENUE_STATUSES = ['paid', 'shipped', 'delivered', 'completed'] as const satisfies readonly OrderStatus[];

/** A Jakarta calendar day, YYYY-MM-DD. */
export const DaySchema = z.string({ error: STATS_MESSAGES.dayInvalid }).refine(isDay, STATS_MESSAGES.dayInvalid);

/** `from`/`to` of a query, both optional: checked in order, never reversed, at most `maxDays` long. */
export const dayRangeQuery = (maxDays = MAX_RANGE_DAYS) =>
  z
    .object({ from: DaySchema.optional(), to: DaySchema.optional() })
    .refine((q) => !q.from || !q.to || q.from <= q.to, { message: STATS_MESSAGES.rangeReversed, path: ['from'] })
    .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) <= maxDays, {
      message: `Rentang tanggal maksimal ${maxDays} hari`,
      path: ['to'],
    });

/** The range a stats call answers: `to` defaults to today, `from` to 29 days before `to`. */
export function statsRange(query: { from?: string; to?: string }, today: string = jakartaDay()): { from: string; to: string } {
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  return { from, to };
}

const money = z.number().int();
const OrderRefSchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  username: z.string().nullable(),
  total_price: money,
  paid_at: z.string().nullable(),
});

export const StatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({ revenue: money, orders: z.number().int(), average_order_value: money, items_sold: z.number().int() }),
  revenue_by_day: z.array(z.object({ date: z.string(), revenue: money, orders: z.number().int() })),
  by_status: z.object(Object.fromEntries(ORDER_STATUSES.map((s) => [s, z.number().int()])) as Record<OrderStatus, z.ZodNumber>),
  top_products: z.array(
    z.object({ product_id: z.number().int().nullable(), name: z.string(), quantity: z.number().int(), revenue: money }),
  ),
  needs_action: z.object({
    late_to_ship: z.object({ count: z.number().int(), orders: z.array(OrderRefSchema) }),
    stock_short: z.object({ count: z.number().int(), orders: z.array(OrderRefSchema) }),
  }),
});
export type Stats = z.infer<typeof StatsSchema>;
export type StatsOrderRef = z.infer<typeof OrderRefSchema>;

export { statsEndpoints };

export const statsRoutes = /*#__PURE__*/ defineRoutes('stats', statsEndpoints, {
  getStats: {
    summary: 'Penjualan per hari (Asia/Jakarta), total, pesanan per status, produk terlaris dan pesanan yang perlu tindakan (admin)',
    query: dayRangeQuery(),
    response: StatsSchema,
  },
});
