import { PageHeader, ResourceTable } from '../../admin/index.ts';
import { OrdersExport } from './orders-export.tsx';

/** /admin/orders: the CSV export, then every order; edit opens the detail, no delete. */
export function OrdersPage() {
  return (
    <>
      <PageHeader title="Kelola Pesanan" description="Pantau pesanan dan tandai pesanan yang sudah dibayar sebagai dikirim." />
      <OrdersExport />
      <ResourceTable resource="orders" description="Pesanan" editPath={(order) => `/admin/order/${order.id}`} />
    </>
  );
}
