import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Skeleton } from '../../../components/ui/states.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { reviewsQuery, reviewSummaryQuery, type ReviewFilters } from '../api/queries.ts';
import { PhotoViewer, type OpenPhotos } from './photo-viewer.tsx';
import { RatingSection } from './rating-section.tsx';
import { ReviewCard } from './review-card.tsx';
import { ReviewFilterBar } from './review-filters.tsx';
import { ReviewSummaryCard } from './review-summary.tsx';

/** The visible reviews under the filters, five at a time ('Muat Lebih Banyak'). */
function ReviewList({ productId, filters }: { productId: number; filters: ReviewFilters }) {
  const reviews = useInfiniteQuery(reviewsQuery(productId, filters));
  const [open, setOpen] = useState<OpenPhotos | null>(null);
  if (reviews.isPending) return <Spinner label="Memuat ulasan..." />;
  if (reviews.isError) return <p className="text-sm text-muted">Ulasan belum dapat dimuat.</p>;
  const pages = reviews.data.pages;
  // A review written meanwhile shifts the pages by one: the same review may come twice.
  const shown = pages.flatMap((p) => p.reviews).filter((r, i, all) => all.findIndex((x) => x.id === r.id) === i);
  const total = pages[0]?.total ?? null;
  if (shown.length === 0) {
    const filtered = filters.rating !== undefined || filters.withPhotos;
    return <p className="py-6 text-sm text-muted">{filtered ? 'Belum ada ulasan dengan pilihan ini.' : 'Belum ada ulasan.'}</p>;
  }
  return (
    <>
      {total !== null ? (
        <p className="mb-3 text-xs text-muted" aria-live="polite">
          Menampilkan {formatNumber(shown.length)} dari {formatNumber(total)} ulasan
        </p>
      ) : null}
      <div className="divide-y divide-line">
        {shown.map((review) => (
          <ReviewCard
            key={review.id}
            review={review}
            onOpenPhoto={(index) => setOpen({ photos: review.photos, index, who: review.reviewer })}
          />
        ))}
      </div>
      {reviews.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" onClick={() => void reviews.fetchNextPage()} disabled={reviews.isFetchingNextPage}>
            {reviews.isFetchingNextPage ? <Spinner /> : null}
            Muat Lebih Banyak
          </Button>
        </div>
      ) : null}
      {open ? <PhotoViewer open={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

/**
 * 'Ulasan Pembeli' on the product page: the summary (average, stars, fit) and the shopper's own
 * rating form or review beside the reviews with their filters. Hidden reviews never reach it.
 */
export function ProductReviews({ productId }: { productId: number }) {
  const summary = useQuery(reviewSummaryQuery(productId));
  const [filters, setFilters] = useState<ReviewFilters>({ sort: 'newest' });
  const any = (summary.data?.count ?? 0) > 0;
  return (
    <section id="ulasan" aria-labelledby="ulasan-title" className="mt-12 scroll-mt-24 border-t border-line pt-10 md:mt-16">
      <h2 id="ulasan-title" className="mb-6 text-2xl font-semibold md:text-3xl">
        Ulasan Pembeli
      </h2>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-12">
        <div className="flex flex-col gap-6">
          <div className="rounded-card border border-line bg-surface p-5">
            {summary.data ? <ReviewSummaryCard summary={summary.data} /> : <Skeleton className="h-32 w-full" />}
          </div>
          <RatingSection productId={productId} />
        </div>
        <div className="min-w-0">
          {any ? (
            <>
              <ReviewFilterBar filters={filters} onChange={setFilters} />
              <div className="mt-5">
                <ReviewList productId={productId} filters={filters} />
              </div>
            </>
          ) : summary.data ? (
            <p className="text-sm text-muted">Belum ada ulasan untuk produk ini.</p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
