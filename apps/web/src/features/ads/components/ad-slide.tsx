import { BANNER_IMAGE, BANNER_IMAGE_SIZES, bannerSrcSet, type Ad } from '@gayaku/contract';
import { useState } from 'react';
import { Link } from 'react-router';

/**
 * One banner (8:3 artwork); the banner links to the catalogue. The shop's own banners come with a
 * phone-sized copy, which phones get through srcset; if that copy cannot be loaded, the banner
 * itself is drawn.
 */
export function AdSlide({ ad, priority = false }: { ad: Ad; priority?: boolean }) {
  const [plain, setPlain] = useState(false);
  const srcSet = plain ? undefined : bannerSrcSet(ad.image_url);
  return (
    <Link to="/products" className="block aspect-[8/3] w-full overflow-hidden bg-sand" aria-label={`${ad.title} — lihat produk`}>
      <img
        key={srcSet ? 'responsive' : 'plain'}
        src={ad.image_url}
        srcSet={srcSet}
        sizes={srcSet ? BANNER_IMAGE_SIZES : undefined}
        alt={ad.title}
        width={BANNER_IMAGE.width}
        height={BANNER_IMAGE.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        onError={srcSet ? () => setPlain(true) : undefined}
        className="size-full object-cover"
      />
    </Link>
  );
}
