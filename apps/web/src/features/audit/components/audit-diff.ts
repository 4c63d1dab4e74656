/**
 * The field-by-field difference of an audit entry's before and after: every field whose value
 * changed (all of them when the record was created or deleted), with both values as text.
 */
import { formatNumber } from '../../../lib/format.ts';

export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** Fields that follow from others and only repeat a change (the rating's twin, the first category). */
const ECHOES = new Set(['rating', 'category', 'in_stock']);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as a person reads it: numbers grouped (150.000), names of named things, variants as 'M / Hitam: 5 (SKU)'. */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'boolean') return value ? 'ya' : 'tidak';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(valueText).join(', ');
  if (isRecord(value)) {
    if ('size_name' in value && 'color_name' in value && 'stock' in value)
      return `${String(value.size_name)} / ${String(value.color_name)}: ${String(value.stock)}${value.sku ? ` (${String(value.sku)})` : ''}`;
    for (const name of ['name', 'size_name', 'color_name']) if (typeof value[name] === 'string') return value[name];
    return JSON.stringify(value);
  }
  return JSON.stringify(value);
}

/** The record's name in an entry, if it has one ('Kemeja Linen'). */
export function recordName(before: unknown, after: unknown): string | null {
  for (const side of [after, before]) {
    if (!isRecord(side)) continue;
    for (const key of ['name', 'title', 'color_name', 'size_name']) if (typeof side[key] === 'string') return side[key];
  }
  return null;
}

export function diffFields(before: unknown, after: unknown): FieldChange[] {
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  if (!isRecord(before) && !isRecord(after)) return [];
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((f) => !ECHOES.has(f));
  return fields.flatMap((field) => {
    const text = (v: unknown) => (field === 'id' || field.endsWith('_id') ? String(v) : valueText(v));
    const was = Object.hasOwn(b, field) ? text(b[field]) : null;
    const now = Object.hasOwn(a, field) ? text(a[field]) : null;
    if (isRecord(before) && isRecord(after) && JSON.stringify(b[field]) === JSON.stringify(a[field])) return [];
    return [{ field, before: isRecord(before) ? was : null, after: isRecord(after) ? now : null }];
  });
}
