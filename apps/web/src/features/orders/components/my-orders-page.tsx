export function MyOrdersPage() {
  return <div className="container-page py-10"><h1 className="section-title">Pesanan Saya</h1></div>;
}
