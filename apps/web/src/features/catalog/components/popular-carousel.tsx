import type { Product } from '@gayaku/contract';
import { useState } from 'react';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { PopularTile } from './popular-tile.tsx';
import 'swiper/css';

/** Slides per view of spec section 9: 6 by default, 2.2 / 3.1 / 4 / 5 / 6 / 6 from 320 / 480 / 640 / 768 / 1024 / 1280 px; spacing 2. */
export const POPULAR_BREAKPOINTS = {
  320: { slidesPerView: 2.2 },
  480: { slidesPerView: 3.1 },
  640: { slidesPerView: 4 },
  768: { slidesPerView: 5 },
  1024: { slidesPerView: 6 },
  1280: { slidesPerView: 6 },
} as const;

export default function PopularCarousel({ products }: { products: readonly Product[] }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const sync = (s: SwiperInstance) => setEdges({ start: s.isBeginning, end: s.isEnd });
  const arrow =
    'absolute top-[38%] z-10 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-surface/95 text-ink shadow-card ring-1 ring-line transition hover:bg-ink hover:text-paper disabled:cursor-default disabled:opacity-40 disabled:hover:bg-surface/95 disabled:hover:text-ink md:size-11';
  return (
    <div className="relative">
      <Swiper
        modules={[A11y]}
        slidesPerView={6}
        spaceBetween={2}
        breakpoints={POPULAR_BREAKPOINTS}
        onSwiper={(s) => {
          setSwiper(s);
          sync(s);
        }}
        onSlideChange={sync}
        onResize={sync}
        a11y={{ slideLabelMessage: '{{index}} / {{slidesLength}}' }}
      >
        {products.map((p, i) => (
          <SwiperSlide key={p.id}>
            <PopularTile product={p} priority={i < 2} />
          </SwiperSlide>
        ))}
      </Swiper>
      <button
        type="button"
        aria-label="Produk sebelumnya"
        onClick={() => swiper?.slidePrev()}
        disabled={edges.start}
        className={`${arrow} left-1 lg:-left-5`}
      >
        <ChevronLeftIcon />
      </button>
      <button
        type="button"
        aria-label="Produk berikutnya"
        onClick={() => swiper?.slideNext()}
        disabled={edges.end}
        className={`${arrow} right-1 lg:-right-5`}
      >
        <ChevronRightIcon />
      </button>
    </div>
  );
}
