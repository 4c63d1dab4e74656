import { PRODUCT_IMAGE_SIZES } from '@gayaku/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Link, useParams } from 'react-router';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorState, Skeleton } from '../../../components/ui/states.tsx';
import { formatNumber, formatRupiah } from '../../../lib/format.ts';
import { usePageSettled } from '../../../lib/page-settled.ts';
import { productQuery } from '../api/queries.ts';
import { parseProductId } from '../product-id.ts';
import { AddToCartPanel } from './add-to-cart-panel.tsx';
import { Recommendations } from './recommendations.tsx';

const LOAD_FAILED = 'Gagal mengambil detail produk';

// The reviews (their list, summary, form and photo viewer) come in a chunk of their own.
const ProductReviews = lazy(() => import('../../ratings/index.ts').then((m) => ({ default: m.ProductReviews })));

function ReviewsPlaceholder() {
  return (
    <section id="ulasan" aria-busy="true" className="mt-12 border-t border-line pt-10 md:mt-16">
      <Spinner label="Memuat ulasan..." />
    </section>
  );
}

/**
 * 'Ulasan Pembeli', once the page has settled (on the server and while the product's photo comes
 * in, its place only): the catalogue page's first JavaScript stays as it was without reviews.
 */
const noSubscription = () => () => {};

function Reviews({ productId }: { productId: number }) {
  const settled = usePageSettled();
  // Never on the server (a lazy part there would leave the page to the browser), nor while hydrating.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!settled || !inBrowser) return <ReviewsPlaceholder />;
  return (
    <Suspense fallback={<ReviewsPlaceholder />}>
      <ProductReviews productId={productId} />
    </Suspense>
  );
}

/** /products/{id} (spec section 2). */
export function ProductDetailPage() {
  const id = parseProductId(useParams().id);
  if (id === null) {
    return (
      <div className="container-page py-16">
        <ErrorState message={LOAD_FAILED} />
      </div>
    );
  }
  return <ProductDetail key={id} id={id} />;
}

function ProductDetail({ id }: { id: number }) {
  const product = useQuery(productQuery(id));

  if (product.isError) {
    return (
      <div className="container-page py-16">
        <ErrorState message={LOAD_FAILED} onRetry={() => void product.refetch()} />
      </div>
    );
  }
  if (!product.data) return <DetailSkeleton />;
  const p = product.data;

  return (
    <div className="container-page py-5 md:py-8">
      <nav aria-label="Breadcrumb" className="mb-5 text-xs text-muted md:mb-7">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to="/" className="hover:text-ink">
              Beranda
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to="/products" className="hover:text-ink">
              Produk
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="truncate text-ink-soft">
            {p.name}
          </li>
        </ol>
      </nav>

      <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)] lg:gap-14">
        <div className="md:sticky md:top-24 md:self-start">
          <ProductImage src={p.image_url} alt={p.name} priority sizes={PRODUCT_IMAGE_SIZES.detail} className="rounded-card" />
        </div>

        <div className="flex flex-col gap-6">
          <div>
            {p.categories.length > 0 ? (
              <ul
                className="mb-3 flex flex-wrap gap-x-3 gap-y-1 text-2xs font-semibold tracking-[0.16em] text-accent uppercase"
                aria-label="Kategori"
              >
                {p.categories.map((c) => (
                  <li key={c.id}>
                    <Link to={`/products?category=${encodeURIComponent(c.name)}`} className="hover:underline">
                      {c.name}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            <h1 className="text-3xl leading-tight font-semibold md:text-4xl">{p.name}</h1>
            <p className="mt-3 text-2xl font-semibold whitespace-nowrap text-ink">{formatRupiah(p.price)}</p>
            <RatingLine rating={p.average_rating} reviews={p.total_reviews ?? 0} sold={p.sold_count} />
          </div>

          <AddToCartPanel product={p} />

          <div className="border-t border-line pt-6">
            <h2 className="mb-2 font-sans text-sm font-semibold tracking-wide text-ink uppercase">Deskripsi</h2>
            <p className="text-[0.9375rem] leading-relaxed whitespace-pre-line text-ink-soft">{p.description}</p>
          </div>
        </div>
      </div>

      <Reviews productId={id} />
      <Recommendations id={id} />
    </div>
  );
}

const Dot = () => (
  <span aria-hidden="true" className="text-line">
    •
  </span>
);

/** '4,6 / 5 • 23 ulasan • 270 terjual'; an unrated product says 'Belum ada rating' instead of '0,0 / 5'. */
function RatingLine({ rating, reviews, sold }: { rating: number; reviews: number; sold: number }) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-soft">
      {reviews === 0 ? (
        <span>Belum ada rating</span>
      ) : (
        <>
          <Stars value={rating} className="size-[1.1rem]" />
          <span>
            <span className="font-semibold text-ink">{rating.toFixed(1).replace('.', ',')}</span> / 5
          </span>
          <Dot />
          <a href="#ulasan" className="underline-offset-2 hover:underline">
            {formatNumber(reviews)} ulasan
          </a>
        </>
      )}
      <Dot />
      <span>{formatNumber(sold)} terjual</span>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div className="container-page py-8" aria-busy="true">
      <span className="sr-only" role="status">
        Memuat produk...
      </span>
      <div className="grid gap-8 md:grid-cols-2 lg:gap-14">
        <Skeleton className="aspect-[4/5] w-full rounded-card" />
        <div className="space-y-4">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-9 w-3/4" />
          <Skeleton className="h-7 w-32" />
          <Skeleton className="h-4 w-48" />
          <Skeleton className="mt-6 h-12 w-56 rounded-full" />
        </div>
      </div>
    </div>
  );
}
