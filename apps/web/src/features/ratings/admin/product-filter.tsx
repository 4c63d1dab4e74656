/**
 * The reviews' product filter: a search asked of the server (GET /api/products?q=&limit=20, by
 * name) and a select of what it found; before any search, the 20 newest products. The product
 * chosen stays offered whatever the search shows. Never the whole catalogue: at 50,000 products
 * that was megabytes for one select.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { InputField } from '../../../components/ui/field.tsx';
import { adminPageQuery } from '../../admin/index.ts';
import { productQuery } from '../../products/index.ts';

const PRODUCT_CHOICES = 20;
const SEARCH_PAUSE_MS = 300;

export function ProductFilter({ value, onChange }: { value: string; onChange: (productId: string) => void }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery(
    adminPageQuery(
      'products',
      q
        ? { q, limit: PRODUCT_CHOICES, offset: 0, sort: 'name', order: 'asc' }
        : { limit: PRODUCT_CHOICES, offset: 0, sort: 'created_at', order: 'desc' },
    ),
  );
  const chosen = useQuery({ ...productQuery(Number(value)), enabled: /^[1-9]\d*$/.test(value) });
  const options = (found.data?.rows ?? []).map((p) => ({ id: p.id, name: p.name }));
  if (chosen.data && !options.some((p) => p.id === chosen.data.id)) options.unshift({ id: chosen.data.id, name: chosen.data.name });

  return (
    <div className="grid min-w-0 gap-2 sm:grid-cols-2">
      <InputField label="Cari produk" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
      <div className="min-w-0">
        <label htmlFor={id} className="field-label">
          Produk
        </label>
        <select id={id} className="field-input" value={value} onChange={(e) => onChange(e.target.value)} aria-busy={found.isFetching}>
          <option value="">Semua produk</option>
          {options.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
