import { useState } from 'react';
import { PRODUCT_IMAGE_PLACEHOLDER } from '../../config.ts';

/** Uploaded product images have a 400 px `-thumb.webp` beside the 800 px original. */
export function thumbnailOf(src: string): string | null {
  return /^\/uploads\/[\w./-]+\.webp$/.test(src) && !src.endsWith('-thumb.webp') ? src.replace(/\.webp$/, '-thumb.webp') : null;
}

type Stage = 'responsive' | 'full' | 'placeholder';

/**
 * A product photo in a fixed 4:5 portrait frame. Uses the thumbnail where it is enough, falls back
 * to the original when the thumbnail is missing and to the placeholder when the image is broken.
 */
export function ProductImage({
  src,
  alt,
  className = '',
  sizes = '(min-width: 1280px) 300px, (min-width: 768px) 30vw, 50vw',
  priority = false,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  sizes?: string;
  priority?: boolean;
}) {
  const [stage, setStage] = useState<Stage>('responsive');
  const thumb = src ? thumbnailOf(src) : null;
  const url = !src || stage === 'placeholder' ? PRODUCT_IMAGE_PLACEHOLDER : src;
  const srcSet = src && thumb && stage === 'responsive' ? `${thumb} 400w, ${src} 800w` : undefined;
  return (
    <div className={`relative aspect-[4/5] w-full overflow-hidden bg-sand ${className}`}>
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
    </div>
  );
}
