import { FIT_LABELS, thumbnailOf, type Review } from '@gayaku/contract';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { formatDate } from '../../../lib/format.ts';

/** The 'Terverifikasi' badge: the reviewer received the product in a delivered order. */
export function VerifiedBadge() {
  return (
    <span
      title="Pembelian terverifikasi: pembeli sudah menerima produk ini"
      className="inline-flex items-center gap-1 rounded-full bg-success-soft px-2 py-0.5 text-2xs font-semibold text-success"
    >
      <CheckIcon className="size-3.5" />
      Terverifikasi
    </span>
  );
}

/** 'Ukuran L · Warna Navy · Ukuran terasa pas', from what the review knows. */
export function purchaseLine(review: Pick<Review, 'size' | 'color' | 'fit'>): string {
  return [
    review.size ? `Ukuran ${review.size}` : null,
    review.color ? `Warna ${review.color}` : null,
    review.fit ? `Ukuran terasa ${FIT_LABELS[review.fit].toLowerCase()}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The photos of a review as thumbnails; each opens the enlarged photo. */
export function ReviewPhotos({ photos, who, onOpen }: { photos: readonly string[]; who: string; onOpen: (index: number) => void }) {
  if (photos.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Foto dari ${who}`}>
      {photos.map((url, i) => (
        <li key={url}>
          <button
            type="button"
            onClick={() => onOpen(i)}
            aria-label={`Perbesar foto ${i + 1} dari ${photos.length} (${who})`}
            className="block size-20 overflow-hidden rounded-lg border border-line bg-sand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent md:size-24"
          >
            <img
              src={thumbnailOf(url) ?? url}
              alt=""
              width={96}
              height={96}
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** One review: who (masked), when, the stars, the verified purchase's size and colour, the fit, the comment and the photos. */
export function ReviewCard({ review, onOpenPhoto }: { review: Review; onOpenPhoto: (index: number) => void }) {
  const line = purchaseLine(review);
  return (
    <article className="py-5 first:pt-0" aria-label={`Ulasan dari ${review.reviewer}`}>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
          {review.reviewer}
          {review.verified_purchase ? <VerifiedBadge /> : null}
        </p>
        <time dateTime={review.created_at} className="text-xs text-muted">
          {formatDate(review.created_at)}
        </time>
      </div>
      <div className="mt-1.5">
        <Stars value={review.rating} className="size-4" label={`${review.rating} dari 5 bintang`} />
      </div>
      {line ? <p className="mt-1.5 text-xs text-muted">{line}</p> : null}
      {review.comment ? <p className="mt-2 text-[0.9375rem] leading-relaxed whitespace-pre-line text-ink-soft">{review.comment}</p> : null}
      <ReviewPhotos photos={review.photos} who={review.reviewer} onOpen={onOpenPhoto} />
    </article>
  );
}
