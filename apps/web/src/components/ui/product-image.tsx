import { PRODUCT_IMAGE_SIZES, productImageSrcSet } from '@gayaku/contract';
import { useState } from 'react';
import { PRODUCT_IMAGE_PLACEHOLDER } from '../../config.ts';

type Stage = 'responsive' | 'full' | 'placeholder';

/**
 * A product photo in a fixed 4:5 portrait frame. Uses the thumbnail where it is enough, falls back
 * to the original when the thumbnail is missing and to the placeholder when the image is broken.
 * `priority` asks for the photo at once and first (the page's main image; any other is requested
 * once layout finds it near the viewport); `pending` draws the empty frame only (the photo is not
 * requested yet).
 */
export function ProductImage({
  src,
  alt,
  className = '',
  sizes = PRODUCT_IMAGE_SIZES.card,
  priority = false,
  pending = false,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  sizes?: string;
  priority?: boolean;
  pending?: boolean;
}) {
  const [stage, setStage] = useState<Stage>('responsive');
  const url = !src || stage === 'placeholder' ? PRODUCT_IMAGE_PLACEHOLDER : src;
  const srcSet = src && stage === 'responsive' ? productImageSrcSet(src) : undefined;
  return (
    <div className={`relative aspect-[4/5] w-full overflow-hidden bg-sand ${className}`}>
      {pending ? null : (
        <img
          key={stage}
          src={url}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          alt={alt}
          width={800}
          height={1000}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : 'auto'}
          onError={() => setStage((s) => (s === 'responsive' && srcSet ? 'full' : 'placeholder'))}
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </div>
  );
}
