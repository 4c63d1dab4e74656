import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { ErrorState, LOAD_FAILED, Skeleton } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { usePageSettled } from '../../../lib/page-settled.ts';
import { popularProductsQuery } from '../api/queries.ts';
import { PopularArrows } from './popular-arrows.tsx';
import type { StripEdges } from './popular-carousel.tsx';
import { PopularTile } from './popular-tile.tsx';

const PopularCarousel = lazy(() => import('./popular-carousel.tsx'));

/** Tile widths of the strip without Swiper, as Swiper lays them out (POPULAR_BREAKPOINTS, 2 px apart). */
const STILL_WIDTHS =
  'w-[calc((100%-2.4px)/2.2)] min-[480px]:w-[calc((100%-4.2px)/3.1)] sm:w-[calc((100%-6px)/4)] md:w-[calc((100%-8px)/5)] lg:w-[calc((100%-10px)/6)]';

/**
 * 'Produk Terpopuler' (spec section 2): a strip of tiles with previous/next arrows. It is drawn
 * first without Swiper, as the carousel's first frame; Swiper is loaded and takes over the strip
 * when the shopper reaches for it (pointer over it, a touch, an arrow), and an arrow pressed
 * before that is carried out then. The arrows stay the same buttons throughout, so keyboard focus
 * on them survives the change. The photos, like all after the banner, wait for the page to settle.
 */
export function PopularSection() {
  const popular = useQuery(popularProductsQuery());
  const settled = usePageSettled();
  const [wanted, setWanted] = useState(false);
  const [edges, setEdges] = useState<StripEdges>({ start: true, end: false });
  const swiper = useRef<SwiperInstance | null>(null);
  const pending = useRef<-1 | 1 | null>(null);

  const move = (s: SwiperInstance, direction: -1 | 1) => (direction < 0 ? s.slidePrev() : s.slideNext());
  const step = (direction: -1 | 1) => {
    if (swiper.current) move(swiper.current, direction);
    else {
      pending.current = direction;
      setWanted(true);
    }
  };
  const onReady = (s: SwiperInstance) => {
    swiper.current = s;
    if (pending.current) move(s, pending.current);
    pending.current = null;
  };

  let body;
  if (popular.isError) body = <ErrorState message={errorText(popular.error, LOAD_FAILED)} onRetry={() => void popular.refetch()} />;
  else if (!popular.data) {
    body = (
      <div className="grid grid-cols-2 gap-0.5 sm:grid-cols-4 lg:grid-cols-6">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className={i >= 2 ? 'hidden sm:block' : ''}>
            <Skeleton className="aspect-[4/5] w-full rounded-none" />
          </div>
        ))}
      </div>
    );
  } else if (popular.data.length === 0) body = <p className="text-sm text-muted">Belum ada produk.</p>;
  else {
    const still = (
      <div className="flex gap-0.5 overflow-hidden">
        {popular.data.slice(0, 6).map((p) => (
          <div key={p.id} className={`shrink-0 ${STILL_WIDTHS}`}>
            <PopularTile product={p} photo={settled} />
          </div>
        ))}
      </div>
    );
    body = (
      <div className="relative" onPointerEnter={() => setWanted(true)} onTouchStart={() => setWanted(true)}>
        {wanted ? (
          <Suspense fallback={still}>
            <PopularCarousel products={popular.data} onReady={onReady} onEdges={setEdges} />
          </Suspense>
        ) : (
          still
        )}
        <PopularArrows onStep={step} atStart={edges.start} atEnd={edges.end} />
      </div>
    );
  }

  return (
    <section aria-labelledby="popular-title">
      <div className="mb-5 flex items-end justify-between md:mb-6">
        <h2 id="popular-title" className="section-title">
          Produk Terpopuler
        </h2>
      </div>
      {body}
    </section>
  );
}
