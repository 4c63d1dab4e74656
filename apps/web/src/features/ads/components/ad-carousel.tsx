import type { Ad } from '@gayaku/contract';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { AD_AUTOPLAY_MS } from '../ads.ts';
import { AdSlide } from './ad-slide.tsx';

/**
 * Ad banners: loop, autoplay every 3000 ms, clickable dots (spec sections 2 and 9). `advance`:
 * the first banner has already been shown for its interval (AdsSection), so move on at once.
 */
export default function AdCarousel({ ads, advance = false }: { ads: readonly Ad[]; advance?: boolean }) {
  return (
    <Swiper
      modules={[Autoplay, Pagination, A11y]}
      loop={ads.length > 1}
      autoplay={{ delay: AD_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
      onSwiper={(swiper) => {
        if (advance && ads.length > 1) requestAnimationFrame(() => swiper.slideNext());
      }}
      pagination={{ clickable: true }}
      a11y={{
        prevSlideMessage: 'Iklan sebelumnya',
        nextSlideMessage: 'Iklan berikutnya',
        paginationBulletMessage: 'Tampilkan iklan {{index}}',
        slideLabelMessage: '{{index}} / {{slidesLength}}',
      }}
      className="ad-swiper overflow-hidden rounded-card"
    >
      {ads.map((ad, i) => (
        <SwiperSlide key={ad.id}>
          <AdSlide ad={ad} priority={i === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
