import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { ProductCard } from '../../../components/ui/product-card.tsx';
import { ErrorState, LOAD_FAILED, ProductCardSkeleton } from '../../../components/ui/states.tsx';
import { CATEGORY_IMAGE_PLACEHOLDER } from '../../../config.ts';
import { errorText } from '../../../lib/api-error.ts';
import { usePageSettled } from '../../../lib/page-settled.ts';
import { categoriesQuery } from '../../attributes/index.ts';
import { productsQuery } from '../api/queries.ts';
import { hasMoreToShow, nextVisibleCount, RECOMMENDATIONS_INITIAL } from '../recommendations.ts';

const CATEGORY_GRID = 'grid grid-cols-4 gap-x-3 gap-y-5 sm:gap-x-4 md:grid-cols-7';

/** 'Kategori': a tile per category, leading to its product list. */
export function CategorySection() {
  const categories = useQuery(categoriesQuery());
  const list = useDeferredValue(categories.data);
  // The tiles' photos wait until the page has settled: the banner above gets the bandwidth first.
  const settled = usePageSettled();
  return (
    <section aria-labelledby="category-title">
      <h2 id="category-title" className="section-title mb-5 md:mb-6">
        Kategori
      </h2>
      {categories.isError ? (
        <ErrorState message={errorText(categories.error, LOAD_FAILED)} onRetry={() => void categories.refetch()} />
      ) : !list ? (
        // Blank tiles as the grid will draw them, so the sections below stay where they are.
        <div className="relative">
          <ul aria-hidden="true" className={CATEGORY_GRID}>
            {Array.from({ length: 7 }, (_, i) => (
              <li key={i} className="flex flex-col items-center gap-2">
                <span className="block aspect-square w-full max-w-28 rounded-full bg-sand" />
                <span className="h-4 sm:h-5" />
              </li>
            ))}
          </ul>
          <p className="absolute inset-0 flex items-center justify-center text-sm text-muted" role="status">
            Memuat kategori...
          </p>
        </div>
      ) : (
        <ul className={CATEGORY_GRID}>
          {list.map((c) => (
            <li key={c.id}>
              <Link to={`/products?category=${encodeURIComponent(c.name)}`} className="group flex flex-col items-center gap-2 text-center">
                <span className="block aspect-square w-full max-w-28 overflow-hidden rounded-full bg-sand ring-1 ring-line transition group-hover:ring-2 group-hover:ring-ink">
                  {settled ? (
                    <img
                      src={c.image_url || CATEGORY_IMAGE_PLACEHOLDER}
                      alt=""
                      width={400}
                      height={400}
                      loading="lazy"
                      decoding="async"
                      onError={(e) => {
                        if (!e.currentTarget.src.endsWith(CATEGORY_IMAGE_PLACEHOLDER)) e.currentTarget.src = CATEGORY_IMAGE_PLACEHOLDER;
                      }}
                      className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
                    />
                  ) : null}
                </span>
                <span className="text-xs leading-tight font-medium text-ink sm:text-sm">{c.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** 'Rekomendasi Untuk Anda': 12 products at first, 12 more per 'Muat Lebih Banyak'. */
export function RecommendationsSection() {
  // Below the first screen: asked for once the page has settled, so the first screen loads first,
  // and its cards are built in a background pass that yields to the browser.
  const products = useQuery({ ...productsQuery(), enabled: usePageSettled() });
  const data = useDeferredValue(products.data);
  const [visible, setVisible] = useState<number>(RECOMMENDATIONS_INITIAL);
  const list = data ?? [];
  return (
    <section aria-labelledby="reco-title">
      <div className="mb-5 flex items-end justify-between gap-4 md:mb-6">
        <h2 id="reco-title" className="section-title">
          Rekomendasi Untuk Anda
        </h2>
        <Link
          to="/products"
          className="inline-flex shrink-0 items-center gap-1 pb-1 text-sm font-medium whitespace-nowrap text-ink underline-offset-4 hover:underline"
        >
          Semua produk
          <ChevronRightIcon className="size-4" />
        </Link>
      </div>
      {products.isError ? (
        <ErrorState message={errorText(products.error, LOAD_FAILED)} onRetry={() => void products.refetch()} />
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 lg:gap-6">
            {data
              ? list.slice(0, visible).map((p) => (
                  <li key={p.id}>
                    <ProductCard product={p} />
                  </li>
                ))
              : Array.from({ length: 8 }, (_, i) => (
                  <li key={`skeleton-${i}`}>
                    <ProductCardSkeleton />
                  </li>
                ))}
          </ul>
          {hasMoreToShow(visible, list.length) ? (
            <div className="mt-8 flex justify-center">
              <Button variant="secondary" size="lg" onClick={() => setVisible((v) => nextVisibleCount(v, list.length))}>
                Muat Lebih Banyak
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
