import type { ComponentType } from 'react';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { GridIcon, HistoryIcon, MegaphoneIcon, ReceiptIcon, ShirtIcon, StarIcon, TagIcon, UsersIcon } from './components/admin-icons.tsx';

export interface AdminNavItem {
  to: string;
  label: string;
  Icon: ComponentType<{ className?: string }>;
  /** Other paths that belong to the same section (forms, detail). */
  also: readonly string[];
  /** Drawn under the item before it, as a part of its section. */
  nested?: boolean;
}

/** The sidebar of spec section 2, in its order (the search's synonyms under Kelola Atribut), then the reviews' moderation and the audit trail. */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard', Icon: GridIcon, also: [] },
  { to: '/admin/users', label: 'Pengguna', Icon: UsersIcon, also: [] },
  { to: '/admin/products', label: 'Kelola Produk', Icon: ShirtIcon, also: ['/admin/stock/'] },
  { to: '/admin/ads', label: 'Kelola Papan Iklan', Icon: MegaphoneIcon, also: [] },
  { to: '/admin/attributes', label: 'Kelola Atribut', Icon: TagIcon, also: ['/admin/category/', '/admin/color/', '/admin/size/'] },
  { to: '/admin/synonyms', label: 'Sinonim Pencarian', Icon: SearchIcon, also: [], nested: true },
  { to: '/admin/orders', label: 'Kelola Pesanan', Icon: ReceiptIcon, also: ['/admin/order/'] },
  { to: '/admin/reviews', label: 'Ulasan', Icon: StarIcon, also: [] },
  { to: '/admin/audit', label: 'Riwayat Perubahan', Icon: HistoryIcon, also: [] },
];

export function isActive(item: AdminNavItem, pathname: string): boolean {
  return pathname === item.to || pathname.startsWith(`${item.to}/`) || item.also.some((prefix) => pathname.startsWith(prefix));
}

/** Admin footer year: the spec fixes it at 2025. */
export const ADMIN_FOOTER = '© 2025 Gayaku';
