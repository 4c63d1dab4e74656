/** One audit entry: when, who, what was done to which record, and its changes field by field. */
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditEntry } from '@gayaku/contract';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { diffFields, recordName } from './audit-diff.ts';

const FIELD_LABELS: Record<string, string> = {
  id: 'ID',
  name: 'Nama',
  title: 'Judul',
  price: 'Harga',
  description: 'Deskripsi',
  sold_count: 'Terjual',
  weight_grams: 'Berat (gram)',
  image_url: 'Gambar',
  categories: 'Kategori',
  sizes: 'Ukuran',
  colors: 'Warna',
  variants: 'Stok per varian',
  available: 'Tersedia',
  average_rating: 'Rating',
  total_reviews: 'Ulasan',
  created_at: 'Dibuat',
  updated_at: 'Diubah',
  status: 'Status',
  courier: 'Kurir',
  waybill: 'Resi',
  stock: 'Stok',
  held: 'Dipesan',
  sku: 'SKU',
  size_name: 'Ukuran',
  color_name: 'Warna',
  product_id: 'ID produk',
};

/** Where the changed record is shown in the admin area, if anywhere. */
function recordPath(entry: AuditEntry): string | null {
  if (entry.entity_id === null || entry.action === 'delete') return null;
  if (entry.entity === 'product') return `/admin/products/edit/${entry.entity_id}`;
  if (entry.entity === 'order') return `/admin/order/${entry.entity_id}`;
  if (entry.entity === 'ad') return `/admin/ads/edit/${entry.entity_id}`;
  if (entry.entity === 'category' || entry.entity === 'color' || entry.entity === 'size')
    return `/admin/${entry.entity}/edit/${entry.entity_id}`;
  return null;
}

const entityLabel = (entity: string) => (AUDIT_ENTITIES as Record<string, string>)[entity] ?? entity;
const actionLabel = (action: string) => (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;

export function AuditEntryItem({ entry, showRecord = true }: { entry: AuditEntry; showRecord?: boolean }) {
  const changes = diffFields(entry.before, entry.after);
  const path = recordPath(entry);
  const name = recordName(entry.before, entry.after);
  const record = `${entityLabel(entry.entity)}${entry.entity_id === null ? '' : ` #${entry.entity_id}`}${name ? ` · ${name}` : ''}`;
  return (
    <li className="px-4 py-3 md:px-5">
      <details className="group">
        <summary className="flex cursor-pointer list-none flex-wrap items-baseline gap-x-3 gap-y-1 rounded-sm text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent">
          <span aria-hidden="true" className="inline-block w-3 text-muted transition-transform group-open:rotate-90">
            ›
          </span>
          <span className="font-medium">{actionLabel(entry.action)}</span>
          {showRecord ? <span>{record}</span> : null}
          <span className="text-muted">
            oleh {entry.actor ? entry.actor.username : 'akun terhapus'} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </span>
          <span className="text-xs text-muted">
            {changes.length} isian:{' '}
            {changes
              .slice(0, 3)
              .map((c) => FIELD_LABELS[c.field] ?? c.field)
              .join(', ')}
            {changes.length > 3 ? ', …' : ''}
          </span>
        </summary>
        <div className="mt-3 pl-6">
          {changes.length === 0 ? (
            <p className="text-sm text-muted">Tidak ada isian yang berubah.</p>
          ) : (
            <table className="w-full table-fixed border-collapse text-left text-sm">
              <caption className="sr-only">Perubahan {record}</caption>
              <thead className="text-xs text-muted">
                <tr>
                  <th scope="col" className="w-24 py-1.5 pr-3 font-medium sm:w-40">
                    Isian
                  </th>
                  <th scope="col" className="py-1.5 pr-3 font-medium">
                    Sebelum
                  </th>
                  <th scope="col" className="py-1.5 font-medium">
                    Sesudah
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line/70 align-top">
                {changes.map((c) => (
                  <tr key={c.field}>
                    <th scope="row" className="py-1.5 pr-3 font-medium">
                      {FIELD_LABELS[c.field] ?? c.field}
                    </th>
                    <td className="py-1.5 pr-3 break-words text-danger">
                      {c.before === null ? <span className="text-muted">—</span> : <del>{c.before}</del>}
                    </td>
                    <td className="py-1.5 break-words text-success">
                      {c.after === null ? <span className="text-muted">—</span> : <ins className="no-underline">{c.after}</ins>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {path && showRecord ? (
            <Link to={path} className="mt-2 inline-block text-sm text-accent hover:underline">
              Buka {entityLabel(entry.entity).toLowerCase()}
            </Link>
          ) : null}
        </div>
      </details>
    </li>
  );
}
