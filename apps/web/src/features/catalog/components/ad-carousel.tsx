import type { Ad } from '@gayaku/contract';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { AdSlide } from './ad-slide.tsx';

/** Ad banners: loop, autoplay every 3000 ms, clickable dots (spec sections 2 and 9). */
export default function AdCarousel({ ads }: { ads: readonly Ad[] }) {
  return (
    <Swiper
      modules={[Autoplay, Pagination, A11y]}
      loop={ads.length > 1}
      autoplay={{ delay: 3000, disableOnInteraction: false, pauseOnMouseEnter: true }}
      pagination={{ clickable: true }}
      a11y={{
        prevSlideMessage: 'Iklan sebelumnya',
        nextSlideMessage: 'Iklan berikutnya',
        paginationBulletMessage: 'Tampilkan iklan {{index}}',
        slideLabelMessage: '{{index}} / {{slidesLength}}',
      }}
      className="overflow-hidden rounded-card"
    >
      {ads.map((ad, i) => (
        <SwiperSlide key={ad.id}>
          <AdSlide ad={ad} priority={i === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
