import { listFiltersOf, type ProductListFilters } from '@gayaku/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { EmptyState, ErrorState, ProductCardSkeleton } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { formatNumber } from '../../../lib/format.ts';
import { KEEP_SCROLL } from '../../../lib/keep-scroll.ts';
import { useMediaQuery } from '../../../lib/media-query.ts';
import { categoriesQuery, colorsQuery } from '../../attributes/index.ts';
import { productsQuery } from '../api/queries.ts';
import { listParams, paramsFromFilters, SORT_OPTIONS, toggle } from '../product-filters.ts';
import { FilterGroup } from './filter-group.tsx';
import { ProductGrid } from './product-grid.tsx';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:gap-6 xl:grid-cols-4';

type Sort = ProductListFilters['sort'];
const isSort = (value: string): value is Sort => SORT_OPTIONS.some((o) => o.value === value);

/**
 * The sort select is uncontrolled, and this keeps it showing the URL's sort (Back, Forward,
 * 'Tampilkan Semua Produk'). A choice made on the page the server drew, before the app has taken
 * it over, changes the select without React seeing a change event (React takes the select over
 * as it finds it): on its first run this applies such a choice instead of undoing it.
 */
function useSortSelect(sort: Sort, choose: (sort: Sort) => void) {
  const select = useRef<HTMLSelectElement>(null);
  const firstRun = useRef(true);
  const chooseEarly = useEffectEvent(choose);
  useEffect(() => {
    const element = select.current;
    if (!element) return;
    const chosenEarly = firstRun.current && element.value !== sort && isSort(element.value);
    firstRun.current = false;
    if (chosenEarly) chooseEarly(element.value as Sort);
    else element.value = sort;
  }, [sort]);
  return select;
}

function listTitle(f: ProductListFilters): string {
  if (f.search) return `Hasil pencarian “${f.search}”`;
  if (f.category.length === 1 && f.color.length === 0) return f.category[0] ?? 'Semua Produk';
  return 'Semua Produk';
}

/** /products (spec section 2): sort, Kategori and Warna chips, search from the header. */
export function ProductListPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = listFiltersOf(params);
  // The filter groups start open on wide screens (closed on the server, which cannot know the width).
  const openByDefault = useMediaQuery('(min-width: 1024px)');
  const products = useQuery({ ...productsQuery(listParams(filters)), placeholderData: keepPreviousData });
  const categories = useQuery(categoriesQuery());
  const colors = useQuery(colorsQuery());

  const update = (next: Partial<ProductListFilters>) => setParams(paramsFromFilters({ ...filters, ...next }), { state: KEEP_SCROLL });
  const sortSelect = useSortSelect(filters.sort, (sort) => update({ sort }));
  const hasFilters = filters.category.length > 0 || filters.color.length > 0 || filters.search !== '' || filters.sort !== 'popular';

  return (
    <div className="container-page py-6 md:py-10">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4 md:mb-8">
        <div>
          <p className="text-2xs font-semibold tracking-[0.2em] text-accent uppercase">Katalog</p>
          <h1 className="mt-1 text-3xl font-semibold md:text-4xl">{listTitle(filters)}</h1>
          {/* Always there (blank while loading), so the list below does not move when the count arrives. */}
          <p className="mt-1.5 text-sm text-muted" aria-live="polite">
            {products.data ? `${formatNumber(products.data.length)} produk` : '\u00a0'}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor="sort" className="text-sm font-medium text-ink-soft">
            Urutkan
          </label>
          <div className="relative">
            <select
              id="sort"
              name="sort"
              ref={sortSelect}
              defaultValue={filters.sort}
              onChange={(e) => update({ sort: e.target.value as Sort })}
              className="h-10 appearance-none rounded-full border border-line bg-surface pr-9 pl-4 text-sm text-ink focus:border-ink focus:outline-none"
            >
              {SORT_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted" />
          </div>
        </div>
      </div>

      <div className="lg:grid lg:grid-cols-[15rem_1fr] lg:gap-10">
        <aside aria-label="Filter produk" className="mb-6 lg:mb-0">
          <FilterGroup
            title="Kategori"
            options={(categories.data ?? []).map((c) => c.name)}
            selected={filters.category}
            onToggle={(v) => update({ category: toggle(filters.category, v) })}
            defaultOpen={openByDefault}
            loading={!categories.data && !categories.isError}
          />
          <FilterGroup
            title="Warna"
            options={(colors.data ?? []).map((c) => c.color_name)}
            selected={filters.color}
            onToggle={(v) => update({ color: toggle(filters.color, v) })}
            defaultOpen={openByDefault}
            loading={!colors.data && !colors.isError}
          />
          <Button
            variant={hasFilters ? 'primary' : 'secondary'}
            size="sm"
            className="mt-4 w-full"
            onClick={() => void navigate('/products')}
          >
            Tampilkan Semua Produk
          </Button>
        </aside>

        <section aria-label="Daftar produk" aria-busy={products.isFetching}>
          {products.isError ? (
            <ErrorState
              message={errorText(products.error, 'Gagal memuat produk. Periksa koneksi Anda lalu coba lagi.')}
              onRetry={() => void products.refetch()}
            />
          ) : !products.data ? (
            <ul className={GRID}>
              {Array.from({ length: 8 }, (_, i) => (
                <li key={i}>
                  <ProductCardSkeleton />
                </li>
              ))}
            </ul>
          ) : products.data.length === 0 ? (
            <EmptyState title="No products match the selected filters." />
          ) : (
            <ProductGrid
              products={products.data}
              className={`${GRID} transition-opacity ${products.isPlaceholderData ? 'opacity-60' : ''}`}
            />
          )}
        </section>
      </div>
    </div>
  );
}
