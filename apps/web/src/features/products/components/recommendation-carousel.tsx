import type { Product } from '@gayaku/contract';
import { A11y, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { ProductCard } from '../../../components/ui/product-card.tsx';

/** Slides per view of spec section 9: 2; 3 from 640 px; 3.5 from 768 px; 3 from 1024 px. */
const RECOMMENDATION_BREAKPOINTS = {
  640: { slidesPerView: 3 },
  768: { slidesPerView: 3.5 },
  1024: { slidesPerView: 3 },
} as const;

export default function RecommendationCarousel({ products }: { products: readonly Product[] }) {
  return (
    <Swiper
      modules={[A11y, Navigation]}
      slidesPerView={2}
      spaceBetween={16}
      breakpoints={RECOMMENDATION_BREAKPOINTS}
      navigation
      a11y={{
        prevSlideMessage: 'Rekomendasi sebelumnya',
        nextSlideMessage: 'Rekomendasi berikutnya',
        slideLabelMessage: '{{index}} / {{slidesLength}}',
      }}
      className="recommendation-swiper !pb-2"
    >
      {products.map((p) => (
        <SwiperSlide key={p.id} className="!h-auto">
          <ProductCard product={p} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
