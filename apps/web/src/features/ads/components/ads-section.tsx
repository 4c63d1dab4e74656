import { BANNER_IMAGE_SIZES, bannerSrcSet } from '@gayaku/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { preload } from 'react-dom';
import { ErrorState, LOAD_FAILED, Skeleton } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { usePageSettled } from '../../../lib/page-settled.ts';
import { AD_AUTOPLAY_MS } from '../ads.ts';
import { adsQuery } from '../api/queries.ts';
import { AdSlide } from './ad-slide.tsx';

// Swiper loads in its own chunk when it is first needed; until then, and while it loads, the
// section draws the carousel's first frame without it.
const AdCarousel = lazy(() => import('./ad-carousel.tsx'));

/**
 * The ad banners. The first one is drawn as it is (the page's main image); Swiper takes over when
 * the shopper reaches for the banner (a pointer over it, a touch) or when the page has settled and
 * the first banner has had its autoplay interval, and then moves on to the second at once. So the
 * carousel's set-up, the page's biggest piece of work after its first paint, does not compete with
 * the shopper's first taps and scrolls; the second banner's photo is fetched in the meantime.
 */
export function AdsSection() {
  const ads = useQuery(adsQuery());
  const settled = usePageSettled();
  const [carousel, setCarousel] = useState<'off' | 'reached' | 'due'>('off');
  const next = ads.data?.[1];
  useEffect(() => {
    if (!settled || carousel !== 'off') return;
    if (next) {
      // With the srcset and sizes the slide draws it with, or the browser downloads it twice.
      const srcSet = bannerSrcSet(next.image_url);
      preload(next.image_url, { as: 'image', fetchPriority: 'low', imageSrcSet: srcSet, imageSizes: srcSet && BANNER_IMAGE_SIZES });
    }
    const timer = setTimeout(() => setCarousel('due'), AD_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [settled, carousel, next]);

  if (ads.isError) return <ErrorState message={errorText(ads.error, LOAD_FAILED)} onRetry={() => void ads.refetch()} />;
  if (!ads.data) return <Skeleton className="aspect-[8/3] w-full rounded-card" />;
  const first = ads.data[0];
  if (!first) return null;
  const reach = () => setCarousel((c) => (c === 'off' ? 'reached' : c));
  const still = (
    <div className="overflow-hidden rounded-card" onPointerEnter={reach} onTouchStart={reach}>
      <AdSlide ad={first} priority />
    </div>
  );
  if (carousel === 'off') return still;
  return (
    <Suspense fallback={still}>
      <AdCarousel ads={ads.data} advance={carousel === 'due'} />
    </Suspense>
  );
}
