import type { Ad } from '@gayaku/contract';
import { Link } from 'react-router';

/** One banner (1600×600 artwork, 8:3); the banner links to the catalogue. */
export function AdSlide({ ad, priority = false }: { ad: Ad; priority?: boolean }) {
  return (
    <Link to="/products" className="block aspect-[8/3] w-full overflow-hidden bg-sand" aria-label={`${ad.title} — lihat produk`}>
      <img
        src={ad.image_url}
        alt={ad.title}
        width={1600}
        height={600}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        className="size-full object-cover"
      />
    </Link>
  );
}
