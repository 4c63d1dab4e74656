import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { KEEP_SCROLL } from '../../../lib/keep-scroll.ts';
import { useMediaQuery } from '../../../lib/media-query.ts';
import { categoriesQuery, colorsQuery } from '../../attributes/index.ts';
import { useProductPages } from '../api/pages.ts';
import { facetsQuery } from '../api/queries.ts';
import { filtersOf, listParams, paramsFromFilters, shownOf, toggle, type ListFilters } from '../product-filters.ts';
import { FilterGroup } from './filter-group.tsx';
import { ListResults } from './list-results.tsx';
import { SortSelect } from './sort-select.tsx';

function listTitle(f: ListFilters): string {
  if (f.search) return `Hasil pencarian “${f.search}”`;
  if (f.category.length === 1 && f.color.length === 0) return f.category[0] ?? 'Semua Produk';
  return 'Semua Produk';
}

/**
 * /products (spec section 2): sort, Kategori and Warna chips, search from the header; 24 products
 * at a time with 'Muat Lebih Banyak'. Filters, sort and how many are shown live in the URL, so
 * Back returns to the same list, as long, at the same place.
 */
export function ProductListPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersOf(params);
  const shown = shownOf(params);
  // The filter groups start open on wide screens (closed on the server, which cannot know the width).
  const openByDefault = useMediaQuery('(min-width: 1024px)');
  const pages = useProductPages(listParams(filters), shown);
  const categories = useQuery(categoriesQuery());
  const colors = useQuery(colorsQuery());
  const facets = useQuery(facetsQuery(listParams(filters)));
  const categoryCounts = facets.data ? new Map(facets.data.categories.map((c) => [c.name, c.count])) : undefined;
  const colorCounts = facets.data ? new Map(facets.data.colors.map((c) => [c.color_name, c.count])) : undefined;

  // A new filter or sort starts again from the first 24.
  const update = (next: Partial<ListFilters>) => setParams(paramsFromFilters({ ...filters, ...next }), { state: KEEP_SCROLL });
  const hasFilters = filters.category.length > 0 || filters.color.length > 0 || filters.search !== '' || params.has('sort');

  return (
    <div className="container-page py-6 md:py-10">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4 md:mb-8">
        <div>
          <p className="text-2xs font-semibold tracking-[0.2em] text-accent uppercase">Katalog</p>
          <h1 className="mt-1 text-3xl font-semibold md:text-4xl">{listTitle(filters)}</h1>
          {/* Always there (blank while loading), so the list below does not move when the count arrives. */}
          <p className="mt-1.5 text-sm text-muted" aria-live="polite">
            {pages.products ? `${formatNumber(pages.total)} produk` : '\u00a0'}
          </p>
        </div>
        <SortSelect sort={filters.sort} search={filters.search} onChange={(sort) => update({ sort })} />
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
            counts={categoryCounts}
          />
          <FilterGroup
            title="Warna"
            options={(colors.data ?? []).map((c) => c.color_name)}
            selected={filters.color}
            onToggle={(v) => update({ color: toggle(filters.color, v) })}
            defaultOpen={openByDefault}
            loading={!colors.data && !colors.isError}
            counts={colorCounts}
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

        <section aria-label="Daftar produk" aria-busy={pages.query.isFetching}>
          <ListResults pages={pages} filters={filters} shown={shown} />
        </section>
      </div>
    </div>
  );
}
