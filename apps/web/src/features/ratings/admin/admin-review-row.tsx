import type { AdminReview } from '@gayaku/contract';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { formatDate } from '../../../lib/format.ts';
import { purchaseLine, ReviewPhotos, VerifiedBadge } from '../components/review-card.tsx';

/** One review for the admin: product, author, stars, text, photos, whether it shows, and the switch. */
export function AdminReviewRow({
  review,
  busy,
  onToggle,
  onOpenPhoto,
}: {
  review: AdminReview;
  busy: boolean;
  onToggle: () => void;
  onOpenPhoto: (index: number) => void;
}) {
  const line = purchaseLine(review);
  return (
    <li className={`grid gap-3 px-4 py-4 md:grid-cols-[minmax(0,1fr)_auto] md:px-5 ${review.hidden ? 'bg-sand/50' : ''}`}>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <Link to={`/products/${review.product_id}`} className="font-semibold text-ink hover:underline">
            {review.product_name}
          </Link>
          <span className="text-muted">·</span>
          <span className="text-ink-soft">{review.username}</span>
          {review.verified_purchase ? <VerifiedBadge /> : null}
          <span
            className={`rounded-full px-2 py-0.5 text-2xs font-semibold ${review.hidden ? 'bg-danger-soft text-danger' : 'bg-success-soft text-success'}`}
          >
            {review.hidden ? 'Disembunyikan' : 'Tampil'}
          </span>
        </div>
        <div className="mt-1.5 flex flex-wrap items-center gap-2 text-xs text-muted">
          <Stars value={review.rating} className="size-3.5" label={`${review.rating} dari 5 bintang`} />
          <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
          {line ? <span>· {line}</span> : null}
        </div>
        {review.comment ? <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-ink-soft">{review.comment}</p> : null}
        <ReviewPhotos photos={review.photos} who={review.username} onOpen={onOpenPhoto} />
      </div>
      <div className="md:self-center">
        <Button variant={review.hidden ? 'secondary' : 'danger'} size="sm" onClick={onToggle} disabled={busy}>
          {review.hidden ? 'Tampilkan' : 'Sembunyikan'}
        </Button>
      </div>
    </li>
  );
}
