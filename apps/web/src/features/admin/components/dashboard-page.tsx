/**
 * /admin/dashboard (spec section 2): the counts of users, products, categories, colours and sizes,
 * 'Stok Menipis' (the variants at or below the low-stock threshold, opening their list), the sales
 * figures of a range of days (features/stats: totals, revenue by day, orders by status, top
 * products, 'Perlu Tindakan'), and the generic table with the latest 10 orders. Counts and
 * orders are asked of the server (X-Total-Count; the 10 newest), never whole lists.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { adminCountQuery, lowStockQuery, type AdminResourceName } from '../api/admin-lists.ts';
import { ShirtIcon, TagIcon, UsersIcon } from './admin-icons.tsx';
import { PageHeader } from './page-header.tsx';
import { ResourceTable } from './resource-table.tsx';
import { StatCard, type StatCardProps } from './stat-card.tsx';
import { Icon, PackageIcon } from '../../../components/ui/icons.tsx';
import { SalesOverview } from '../../stats/index.ts';

const PaletteIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M12 3a9 9 0 100 18c1.1 0 1.7-.8 1.7-1.7 0-.5-.2-.9-.5-1.2-.3-.3-.5-.7-.5-1.2 0-.9.8-1.7 1.7-1.7H16a5 5 0 005-5c0-4-4-7.2-9-7.2z" />
    <circle cx="7.5" cy="11" r="1" />
    <circle cx="10.5" cy="7" r="1" />
    <circle cx="15" cy="7.5" r="1" />
  </Icon>
);
const RulerIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M3.5 15.5l12-12 5 5-12 12-5-5z" />
    <path d="M7 12l2 2M10 9l2 2M13 6l2 2" />
  </Icon>
);

const CARDS: readonly { resource: AdminResourceName; label: string; to: string; Icon: StatCardProps['Icon'] }[] = [
  { resource: 'users', label: 'Total User', to: '/admin/users', Icon: UsersIcon },
  { resource: 'products', label: 'Total Produk', to: '/admin/products', Icon: ShirtIcon },
  { resource: 'categories', label: 'Total Kategori', to: '/admin/attributes', Icon: TagIcon },
  { resource: 'colors', label: 'Total Warna', to: '/admin/attributes', Icon: PaletteIcon },
  { resource: 'sizes', label: 'Total Ukuran', to: '/admin/attributes', Icon: RulerIcon },
];

export const LATEST_ORDERS = 10;
/** The latest orders: by creation, newest first (id breaks ties), as the server sorts them. */
const NEWEST_FIRST = { key: 'created_at', direction: 'desc' } as const;

export function DashboardPage() {
  const counts = useQueries({ queries: CARDS.map((card) => adminCountQuery(card.resource)) });
  const lowStock = useQuery(lowStockQuery());
  return (
    <>
      <PageHeader title="Dashboard" description="Ringkasan toko Gayaku hari ini." />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 xl:grid-cols-6" aria-label="Ringkasan">
        {CARDS.map((card, i) => (
          <li key={card.label} className="min-w-0">
            <StatCard label={card.label} to={card.to} Icon={card.Icon} value={counts[i]?.data} failed={Boolean(counts[i]?.isError)} />
          </li>
        ))}
        <li className="min-w-0">
          <StatCard
            label="Stok Menipis"
            to="/admin/stock/low"
            Icon={PackageIcon}
            value={lowStock.data?.variants.length}
            failed={lowStock.isError}
          />
        </li>
      </ul>
      <div className="mt-8">
        <SalesOverview />
      </div>
      <div className="mt-8">
        <ResourceTable
          resource="orders"
          description={`${LATEST_ORDERS} pesanan terbaru`}
          latest={LATEST_ORDERS}
          initialSort={NEWEST_FIRST}
          editPath={(order) => `/admin/order/${order.id}`}
          actions={
            <Link to="/admin/orders" className={buttonClasses('secondary', 'sm')}>
              Semua pesanan
            </Link>
          }
        />
      </div>
    </>
  );
}
