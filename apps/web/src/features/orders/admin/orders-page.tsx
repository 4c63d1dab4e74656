import { PageHeader, ResourceTable } from '../../admin/index.ts';

/** /admin/orders: every order; edit opens the detail, no delete. */
export function OrdersPage() {
  return (
    <>
      <PageHeader title="Kelola Pesanan" description="Pantau pesanan dan tandai pesanan yang sudah dibayar sebagai dikirim." />
      <ResourceTable resource="orders" description="Pesanan" editPath={(order) => `/admin/order/${order.id}`} />
    </>
  );
}
