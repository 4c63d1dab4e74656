import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { PageHeader, Panel } from '../../admin/index.ts';
import { adminReviewsQuery, useSetReviewHidden } from '../api/admin.ts';
import { PhotoViewer, type OpenPhotos } from '../components/photo-viewer.tsx';
import { AdminReviewRow } from './admin-review-row.tsx';
import { ProductFilter } from './product-filter.tsx';
import { filtersOf, queryOf, searchOf, type AdminFilters } from './admin-review-filters.ts';

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} className="field-input" value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  );
}

function FilterBar({ filters, onChange }: { filters: AdminFilters; onChange: (f: AdminFilters) => void }) {
  const set = (patch: Partial<AdminFilters>) => onChange({ ...filters, ...patch, page: 1 });
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      <ProductFilter value={filters.productId} onChange={(productId) => set({ productId })} />
      <Select label="Rating" value={filters.rating} onChange={(rating) => set({ rating })}>
        <option value="">Semua rating</option>
        {[5, 4, 3, 2, 1].map((n) => (
          <option key={n} value={String(n)}>
            {n} bintang
          </option>
        ))}
      </Select>
      <Select label="Foto" value={filters.photos} onChange={(v) => set({ photos: v as AdminFilters['photos'] })}>
        <option value="">Semua</option>
        <option value="true">Dengan foto</option>
        <option value="false">Tanpa foto</option>
      </Select>
      <Select label="Status" value={filters.hidden} onChange={(v) => set({ hidden: v as AdminFilters['hidden'] })}>
        <option value="">Semua</option>
        <option value="false">Tampil</option>
        <option value="true">Disembunyikan</option>
      </Select>
    </div>
  );
}

/**
 * /admin/reviews: every review, newest first, filtered by product, stars, photos and whether it is
 * hidden, paged on the server (20 per page, X-Total-Count). 'Sembunyikan' takes a review off the
 * product page and out of its average; 'Tampilkan' brings it back. Both are audit-logged.
 */
export function ReviewsPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const query = queryOf(filters);
  const reviews = useQuery(adminReviewsQuery(query));
  const toggle = useSetReviewHidden();
  const [open, setOpen] = useState<OpenPhotos | null>(null);
  const change = (next: AdminFilters) => setParams(searchOf(next));
  const total = reviews.data?.total ?? 0;
  const from = total === 0 ? 0 : query.offset + 1;
  const to = query.offset + (reviews.data?.reviews.length ?? 0);

  return (
    <>
      <PageHeader title="Ulasan" description="Ulasan tersembunyi tidak tampil di halaman produk dan tidak dihitung dalam rating." />
      <Panel className="mb-5">
        <FilterBar filters={filters} onChange={change} />
      </Panel>
      <Panel flush title={`Ulasan (${formatNumber(total)})`} labelledBy="admin-reviews-title">
        {reviews.isError ? (
          <ErrorState className="m-4" message="Gagal memuat ulasan." onRetry={() => void reviews.refetch()} />
        ) : !reviews.data ? (
          <div className="p-5">
            <Spinner label="Memuat ulasan..." />
          </div>
        ) : reviews.data.reviews.length === 0 ? (
          <p className="p-5 text-sm text-muted">Tidak ada ulasan dengan filter ini.</p>
        ) : (
          <ul className="divide-y divide-line" aria-busy={reviews.isFetching}>
            {reviews.data.reviews.map((review) => (
              <AdminReviewRow
                key={review.id}
                review={review}
                busy={toggle.isPending && toggle.variables?.id === review.id}
                onToggle={() => toggle.mutate({ id: review.id, hidden: !review.hidden })}
                onOpenPhoto={(index) => setOpen({ photos: review.photos, index, who: review.username })}
              />
            ))}
          </ul>
        )}
        <nav
          aria-label="Halaman ulasan"
          className="flex flex-wrap items-center justify-between gap-3 border-t border-line px-4 py-3 md:px-5"
        >
          <p className="text-sm text-muted">
            {formatNumber(from)}–{formatNumber(to)} dari {formatNumber(total)}
          </p>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={filters.page <= 1}
              onClick={() => change({ ...filters, page: filters.page - 1 })}
            >
              Sebelumnya
            </Button>
            <Button variant="secondary" size="sm" disabled={to >= total} onClick={() => change({ ...filters, page: filters.page + 1 })}>
              Berikutnya
            </Button>
          </div>
        </nav>
      </Panel>
      {open ? <PhotoViewer open={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
