import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { ProductCard } from '../../../components/ui/product-card.tsx';
import { ErrorState, ProductCardSkeleton, Skeleton } from '../../../components/ui/states.tsx';
import { CATEGORY_IMAGE_PLACEHOLDER } from '../../../config.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { adsQuery, categoriesQuery, popularProductsQuery, productsQuery } from '../api/queries.ts';
import { hasMoreToShow, nextVisibleCount, RECOMMENDATIONS_INITIAL } from '../recommendations.ts';
import { AdSlide } from './ad-slide.tsx';
import { PopularTile } from './popular-tile.tsx';

// Swiper loads in its own chunk after the first paint; the fallbacks draw the same first frame.
const AdCarousel = lazy(() => import('./ad-carousel.tsx'));
const PopularCarousel = lazy(() => import('./popular-carousel.tsx'));

const LOAD_FAILED = 'Gagal memuat data. Periksa koneksi Anda lalu coba lagi.';

export function AdsSection() {
  const ads = useQuery(adsQuery());
  if (ads.isError) return <ErrorState message={errorMessage(ads.error, LOAD_FAILED)} onRetry={() => void ads.refetch()} />;
  if (!ads.data) return <Skeleton className="aspect-[8/3] w-full rounded-card" />;
  const first = ads.data[0];
  if (!first) return null;
  return (
    <Suspense
      fallback={
        <div className="overflow-hidden rounded-card">
          <AdSlide ad={first} priority />
        </div>
      }
    >
      <AdCarousel ads={ads.data} />
    </Suspense>
  );
}

export function PopularSection() {
  const popular = useQuery(popularProductsQuery());
  return (
    <section aria-labelledby="popular-title">
      <div className="mb-5 flex items-end justify-between md:mb-6">
        <h2 id="popular-title" className="section-title">
          Produk Terpopuler
        </h2>
      </div>
      {popular.isError ? (
        <ErrorState message={errorMessage(popular.error, LOAD_FAILED)} onRetry={() => void popular.refetch()} />
      ) : !popular.data ? (
        <div className="grid grid-cols-2 gap-0.5 sm:grid-cols-4 lg:grid-cols-6">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className={i >= 2 ? 'hidden sm:block' : ''}>
              <Skeleton className="aspect-[4/5] w-full rounded-none" />
            </div>
          ))}
        </div>
      ) : popular.data.length === 0 ? (
        <p className="text-sm text-muted">Belum ada produk.</p>
      ) : (
        <Suspense
          fallback={
            <div className="flex gap-0.5 overflow-hidden">
              {popular.data.slice(0, 6).map((p, i) => (
                <div key={p.id} className="w-[45%] shrink-0 sm:w-[24.8%] md:w-[19.8%] lg:w-[16.5%]">
                  <PopularTile product={p} priority={i < 2} />
                </div>
              ))}
            </div>
          }
        >
          <PopularCarousel products={popular.data} />
        </Suspense>
      )}
    </section>
  );
}

export function CategorySection() {
  const categories = useQuery(categoriesQuery());
  return (
    <section aria-labelledby="category-title">
      <h2 id="category-title" className="section-title mb-5 md:mb-6">
        Kategori
      </h2>
      {categories.isError ? (
        <ErrorState message={errorMessage(categories.error, LOAD_FAILED)} onRetry={() => void categories.refetch()} />
      ) : !categories.data ? (
        <p className="text-sm text-muted" role="status">
          Memuat kategori...
        </p>
      ) : (
        <ul className="grid grid-cols-4 gap-x-3 gap-y-5 sm:gap-x-4 md:grid-cols-7">
          {categories.data.map((c) => (
            <li key={c.id}>
              <Link to={`/products?category=${encodeURIComponent(c.name)}`} className="group flex flex-col items-center gap-2 text-center">
                <span className="block aspect-square w-full max-w-28 overflow-hidden rounded-full bg-sand ring-1 ring-line transition group-hover:ring-2 group-hover:ring-ink">
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

export function RecommendationsSection() {
  const products = useQuery(productsQuery());
  const [visible, setVisible] = useState<number>(RECOMMENDATIONS_INITIAL);
  const list = products.data ?? [];
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
        <ErrorState message={errorMessage(products.error, LOAD_FAILED)} onRetry={() => void products.refetch()} />
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 lg:gap-6">
            {products.data
              ? list.slice(0, visible).map((p) => (
                  <li key={p.id}>
                    <ProductCard product={p} />
                  </li>
                ))
              : Array.from({ length: 8 }, (_, i) => (
                  <li key={i}>
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
