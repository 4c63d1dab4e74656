/** The product list's results: loading, failure, nothing found, or the grid with 'Muat Lebih Banyak'. */
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, ProductCardSkeleton } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { formatNumber } from '../../../lib/format.ts';
import { KEEP_SCROLL } from '../../../lib/keep-scroll.ts';
import { NoSearchResults } from '../../search/index.ts';
import type { useProductPages } from '../api/pages.ts';
import { PAGE_SIZE, paramsFromFilters, type ListFilters } from '../product-filters.ts';
import { ProductGrid } from './product-grid.tsx';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:gap-6 xl:grid-cols-4';

interface LoadMoreProps {
  filters: ListFilters;
  /** What the URL shows, and what is on screen (fewer while the rest loads). */
  shown: number;
  displayed: number;
  total: number;
  loading: boolean;
}

/** 'Muat Lebih Banyak': a link to the same list showing 24 more (it works before the app has loaded too). */
function LoadMore({ filters, shown, displayed, total, loading }: LoadMoreProps) {
  return (
    <div className="mt-8 flex flex-col items-center gap-3">
      <p className="text-sm text-muted" aria-live="polite">
        {loading ? 'Memuat produk...' : `Menampilkan ${formatNumber(displayed)} dari ${formatNumber(total)} produk`}
      </p>
      {shown < total ? (
        <Link
          to={{ search: `?${paramsFromFilters(filters, shown + PAGE_SIZE).toString()}` }}
          replace
          preventScrollReset
          state={KEEP_SCROLL}
          aria-disabled={loading || undefined}
          className={buttonClasses('secondary', 'md', 'min-w-56')}
        >
          Muat Lebih Banyak
        </Link>
      ) : null}
    </div>
  );
}

export function ListResults({ pages, filters, shown }: { pages: ReturnType<typeof useProductPages>; filters: ListFilters; shown: number }) {
  const { query, products, total, loadingMore } = pages;
  if (query.isError && !products) {
    return (
      <ErrorState
        message={errorText(query.error, 'Gagal memuat produk. Periksa koneksi Anda lalu coba lagi.')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!products) {
    return (
      <ul className={GRID}>
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (products.length === 0) {
    return filters.search ? <NoSearchResults search={filters.search} /> : <EmptyState title="No products match the selected filters." />;
  }
  return (
    <>
      <ProductGrid products={products} className={`${GRID} transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`} />
      <LoadMore
        filters={filters}
        shown={shown}
        displayed={products.length}
        total={total}
        loading={loadingMore || query.isFetchingNextPage}
      />
    </>
  );
}
