export function NotificationDetailPage() {
  return <div className="container-page py-10"><h1 className="section-title">Notifikasi</h1></div>;
}
