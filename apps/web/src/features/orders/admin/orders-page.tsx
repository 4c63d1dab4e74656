import { useState } from 'react';
import { PageHeader, ResourceTable } from '../../admin/index.ts';
import { NO_ORDER_FILTER, OrderFilters, orderFilterParams } from './order-filters.tsx';
import { OrdersExport } from './orders-export.tsx';

/** Newest first: what an admin looks at first, whatever the count of orders. */
const NEWEST_FIRST = { key: 'created_at', direction: 'desc' } as const;

/**
 * /admin/orders: the CSV export, then the orders a page at a time from the server, newest first,
 * searched (number, customer, recipient, Midtrans id, resi) and filtered by status and days;
 * edit opens the detail, no delete.
 */
export function OrdersPage() {
  const [filter, setFilter] = useState(NO_ORDER_FILTER);
  return (
    <>
      <PageHeader title="Kelola Pesanan" description="Pantau pesanan dan tandai pesanan yang sudah dibayar sebagai dikirim." />
      <OrdersExport />
      <ResourceTable
        resource="orders"
        description="Pesanan"
        initialSort={NEWEST_FIRST}
        filters={orderFilterParams(filter)}
        toolbar={<OrderFilters filter={filter} onChange={setFilter} />}
        editPath={(order) => `/admin/order/${order.id}`}
      />
    </>
  );
}
