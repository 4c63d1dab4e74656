import { RATING_MESSAGES, type RatingCheck } from '@gayaku/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { myRatingQuery } from '../api/queries.ts';
import { PhotoViewer, type OpenPhotos } from './photo-viewer.tsx';
import { EditReviewForm, RatingForm } from './rating-form.tsx';
import { purchaseLine, ReviewPhotos, VerifiedBadge } from './review-card.tsx';

/** 'Rating kamu', read-only (spec section 4), with 'Ubah Ulasan' while the 30 days last. */
function MyReview({ check, onEdit }: { check: RatingCheck & { review: NonNullable<RatingCheck['review']> }; onEdit: () => void }) {
  const [open, setOpen] = useState<OpenPhotos | null>(null);
  const { review } = check;
  const line = purchaseLine(review);
  return (
    <div>
      <h3 className="text-xl font-semibold">Rating kamu</h3>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Stars value={review.rating} className="size-6" label={`Rating kamu ${review.rating} dari 5`} />
        <span className="text-sm text-muted">{review.rating}/5</span>
        {review.verified_purchase ? <VerifiedBadge /> : null}
      </div>
      {line ? <p className="mt-2 text-xs text-muted">{line}</p> : null}
      {review.comment ? <p className="mt-3 text-sm leading-relaxed text-ink-soft">“{review.comment}”</p> : null}
      <ReviewPhotos photos={review.photos} who="kamu" onOpen={(index) => setOpen({ photos: review.photos, index, who: 'kamu' })} />
      {check.editable_until ? (
        <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2">
          <Button variant="secondary" size="sm" onClick={onEdit}>
            Ubah Ulasan
          </Button>
          <span className="text-xs text-muted">Bisa diubah sampai {formatDate(check.editable_until)}</span>
        </div>
      ) : null}
      {open ? <PhotoViewer open={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

/**
 * The shopper's own part of the reviews: visitors are asked to log in; a buyer who received the
 * product gets the 'Beri Rating' form, and once rated 'Rating kamu' read-only (changeable for 30
 * days); anyone else learns that only buyers review. Opened at #beri-rating (the 'Beri Ulasan'
 * notification links there), it scrolls into view.
 */
export function RatingSection({ productId }: { productId: number }) {
  const { loggedIn, userId } = useSession();
  const mine = useQuery({ ...myRatingQuery(productId, userId ?? 0), enabled: loggedIn && userId !== null });
  const [editing, setEditing] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const ready = !mine.isPending;

  useEffect(() => {
    if (ready && hash === '#beri-rating') box.current?.scrollIntoView?.({ block: 'start' });
  }, [ready, hash]);

  let body;
  if (!loggedIn || userId === null) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-ink-soft">Sudah menerima pesananmu? Bagikan pendapatmu tentang produk ini.</p>
        <Link to={`/auth/login?next=${encodeURIComponent(`/products/${productId}`)}`} className={buttonClasses('secondary', 'sm')}>
          Masuk untuk memberi rating
        </Link>
      </div>
    );
  } else if (mine.isPending) {
    body = <Spinner label="Memuat rating..." />;
  } else if (mine.data?.review && editing) {
    body = <EditReviewForm productId={productId} review={mine.data.review} onDone={() => setEditing(false)} />;
  } else if (mine.data?.review) {
    body = <MyReview check={{ ...mine.data, review: mine.data.review }} onEdit={() => setEditing(true)} />;
  } else if (mine.data?.can_review) {
    body = <RatingForm productId={productId} userId={userId} onSuccess={() => void mine.refetch()} />;
  } else {
    body = (
      <div>
        <h3 className="text-lg font-semibold">Beri Rating</h3>
        <p className="mt-1 text-sm text-ink-soft">{RATING_MESSAGES.notBuyer}. Setelah pesananmu diterima, formnya muncul di sini.</p>
      </div>
    );
  }

  return (
    <div ref={box} className="scroll-mt-24 rounded-card border border-line bg-surface p-5 md:p-6">
      {body}
    </div>
  );
}
