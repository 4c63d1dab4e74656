/** How one field of a record is shown in the generic table. */
import { formatDateTime, formatNumber, formatRupiah } from '../../../lib/format.ts';
import { StatusBadge } from './status-badge.tsx';
import { joinNames, nestedName } from '../table-model.ts';

const IMAGE_KEYS = new Set(['image_url', 'image', 'thumbnail', 'photo_url']);
const PHONE_KEYS = new Set(['phone', 'phone_number', 'telepon', 'no_hp', 'whatsapp']);
const MONEY_KEYS = new Set(['price', 'total_price', 'shipping_cost', 'subtotal']);
const RATING_KEYS = new Set(['average_rating', 'rating']);
const LONG_TEXT_KEYS = new Set(['description', 'address']);

const ROLE_LABELS: Record<string, string> = { admin: 'Admin', user: 'Pembeli' };
const ratingFormat = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const Empty = () => <span className="text-muted">—</span>;

export function TableCell({ field, value, rowName }: { field: string; value: unknown; rowName: string }) {
  if (value === null || value === undefined || value === '') return <Empty />;
  if (IMAGE_KEYS.has(field) && typeof value === 'string') {
    return (
      <img
        src={value}
        alt={rowName}
        loading="lazy"
        decoding="async"
        className="h-12 w-10 rounded-md bg-sand object-cover ring-1 ring-line"
      />
    );
  }
  if (field === 'email' && typeof value === 'string') {
    return (
      <a href={`mailto:${value}`} className="text-accent underline-offset-2 hover:underline">
        {value}
      </a>
    );
  }
  if (PHONE_KEYS.has(field) && (typeof value === 'string' || typeof value === 'number')) {
    return (
      <a href={`tel:${String(value).replace(/[^\d+]/g, '')}`} className="text-accent underline-offset-2 hover:underline">
        {value}
      </a>
    );
  }
  if (field === 'status' && typeof value === 'string') return <StatusBadge status={value} />;
  if (field === 'role' && typeof value === 'string') return <>{ROLE_LABELS[value] ?? value}</>;
  if (field === 'id' && typeof value === 'number') return <span className="tabular-nums">#{value}</span>;
  if (typeof value === 'number') {
    if (MONEY_KEYS.has(field)) return <span className="tabular-nums">{formatRupiah(value)}</span>;
    if (RATING_KEYS.has(field)) return <span className="tabular-nums">{ratingFormat.format(value)}</span>;
    return <span className="tabular-nums">{formatNumber(value)}</span>;
  }
  if (typeof value === 'boolean') return <>{value ? 'Ya' : 'Tidak'}</>;
  if (Array.isArray(value))
    return value.length ? (
      <span className="block max-w-[14rem] truncate" title={joinNames(value)}>
        {joinNames(value)}
      </span>
    ) : (
      <Empty />
    );
  if (typeof value === 'object') return <>{nestedName(value) || '—'}</>;
  const text = String(value);
  if (field.endsWith('_at') && !Number.isNaN(Date.parse(text))) return <span className="tabular-nums">{formatDateTime(text)}</span>;
  if (LONG_TEXT_KEYS.has(field) || text.length > 60) {
    return (
      <span className="block max-w-[16rem] truncate" title={text}>
        {text}
      </span>
    );
  }
  return <>{text}</>;
}
