import type { Product } from '@gayaku/contract';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { PopularTile } from './popular-tile.tsx';

/** Slides per view of spec section 9: 6 by default, 2.2 / 3.1 / 4 / 5 / 6 / 6 from 320 / 480 / 640 / 768 / 1024 / 1280 px; spacing 2. */
const POPULAR_BREAKPOINTS = {
  320: { slidesPerView: 2.2 },
  480: { slidesPerView: 3.1 },
  640: { slidesPerView: 4 },
  768: { slidesPerView: 5 },
  1024: { slidesPerView: 6 },
  1280: { slidesPerView: 6 },
} as const;

export interface StripEdges {
  start: boolean;
  end: boolean;
}

/** The popular strip on Swiper; the arrows are the section's (popular-section.tsx). */
export default function PopularCarousel({
  products,
  onReady,
  onEdges,
}: {
  products: readonly Product[];
  onReady: (swiper: SwiperInstance) => void;
  onEdges: (edges: StripEdges) => void;
}) {
  const sync = (s: SwiperInstance) => onEdges({ start: s.isBeginning, end: s.isEnd });
  return (
    <Swiper
      modules={[A11y]}
      slidesPerView={6}
      spaceBetween={2}
      breakpoints={POPULAR_BREAKPOINTS}
      onSwiper={(s) => {
        onReady(s);
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
  );
}
