/** The orders' CSV file (admin): GET /api/admin/orders.csv, one row per order line (csv.ts has its columns). */
import { z } from 'zod';
import { orderFileEndpoints } from './admin-endpoints.ts';
import { CSV_MESSAGES } from './csv.ts';
import { defineRoutes } from './http.ts';
import { ORDER_STATUSES } from './orders-status.ts';
import { dayRangeQuery } from './stats.ts';

/** GET /api/admin/orders.csv: orders placed on these Jakarta days (any length), in this status. */
export const OrdersCsvQuerySchema = dayRangeQuery(Number.MAX_SAFE_INTEGER).and(
  z.object({ status: z.enum(ORDER_STATUSES, { error: CSV_MESSAGES.statusInvalid }).optional() }),
);

export { orderFileEndpoints };

/** The orders' CSV file (admin). */
export const orderFileRoutes = /*#__PURE__*/ defineRoutes('orders', orderFileEndpoints, {
  exportOrdersCsv: {
    summary: 'Pesanan sebagai CSV, satu baris per barang pesanan (UTF-8 dengan BOM; admin)',
    query: OrdersCsvQuerySchema,
    response: z.string(),
  },
});
