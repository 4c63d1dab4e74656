import { REVIEW_LIMITS, type Fit, type Rating } from '@gayaku/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { useSubmitRating, useUpdateRating } from '../api/mutations.ts';
import { FitInput } from './fit-input.tsx';
import { PhotoInput, releasePhotos, type PickedPhoto } from './photo-input.tsx';
import { StarInput } from './star-input.tsx';

const EDIT_FAILED = 'Gagal mengubah ulasan';

interface Draft {
  rating: number;
  comment: string;
  fit: Fit | null;
  photos: PickedPhoto[];
}

const draftOf = (review?: Rating): Draft => ({
  rating: review?.rating ?? 0,
  comment: review?.comment ?? '',
  fit: review?.fit ?? null,
  photos: [],
});

/** The stars, the fit, the comment and the photos: the fields both forms share. */
function ReviewFields({ draft, onChange, photoSlots }: { draft: Draft; onChange: (draft: Draft) => void; photoSlots: number }) {
  const commentId = useId();
  return (
    <>
      <StarInput value={draft.rating} onChange={(rating) => onChange({ ...draft, rating })} />
      <FitInput value={draft.fit} onChange={(fit) => onChange({ ...draft, fit })} />
      <div>
        <label htmlFor={commentId} className="field-label">
          Komentar
        </label>
        <textarea
          id={commentId}
          name="comment"
          rows={3}
          maxLength={1000}
          placeholder="Tulis komentar (opsional)"
          value={draft.comment}
          onChange={(e) => onChange({ ...draft, comment: e.target.value })}
          className="field-input resize-y"
        />
      </div>
      {photoSlots > 0 ? <PhotoInput files={draft.photos} onChange={(photos) => onChange({ ...draft, photos })} slots={photoSlots} /> : null}
    </>
  );
}

/**
 * 'Beri Rating' (spec sections 2, 4, 5, 8): rating starts at 0; 'Kirim Rating' stays enabled so the
 * missing-rating alert can show; after success the form resets and onSuccess runs. With it: how the
 * size fitted, and up to three photos, sent after the review (a refused photo is toasted; the review stays).
 */
export function RatingForm({ productId, userId, onSuccess }: { productId: number; userId: number; onSuccess?: () => void }) {
  const [draft, setDraft] = useState<Draft>(draftOf);
  const submit = useSubmitRating(productId);
  const titleId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (draft.rating === 0) {
      window.alert('Silakan pilih rating terlebih dahulu');
      return;
    }
    try {
      const { rating, comment, fit, photos } = draft;
      const done = await submit.mutateAsync({
        product_id: productId,
        user_id: userId,
        rating,
        comment: comment.trim() || undefined,
        ...(fit ? { fit } : {}),
        photos: photos.map((p) => p.file),
      });
      window.alert('Rating berhasil dikirim!');
      if (done.photoProblem) toast.error(done.photoProblem);
      releasePhotos(photos);
      setDraft(draftOf());
      onSuccess?.();
    } catch {
      window.alert('Gagal mengirim rating');
    }
  };

  return (
    <form id="beri-rating" onSubmit={onSubmit} className="scroll-mt-24 space-y-5" aria-labelledby={titleId}>
      <h3 id={titleId} className="text-xl font-semibold">
        Beri Rating
      </h3>
      <ReviewFields draft={draft} onChange={setDraft} photoSlots={REVIEW_LIMITS.photosPerReview} />
      <Button type="submit" disabled={submit.isPending}>
        {submit.isPending ? 'Mengirim...' : 'Kirim Rating'}
      </Button>
    </form>
  );
}

/** 'Ubah Ulasan': the author's review as written, changeable for 30 days; more photos while fewer than three. */
export function EditReviewForm({ productId, review, onDone }: { productId: number; review: Rating; onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(review));
  const update = useUpdateRating(productId, review.id);
  const titleId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { rating, comment, fit, photos } = draft;
      const done = await update.mutateAsync({ rating, comment: comment.trim() || null, fit, photos: photos.map((p) => p.file) });
      toast.success(done.message);
      if (done.photoProblem) toast.error(done.photoProblem);
      releasePhotos(photos);
      onDone();
    } catch (error) {
      toast.error(errorText(error, EDIT_FAILED, { quoteRefusal: true }));
    }
  };

  return (
    <form onSubmit={onSubmit} className="space-y-5" aria-labelledby={titleId}>
      <h3 id={titleId} className="text-xl font-semibold">
        Ubah Ulasan
      </h3>
      <ReviewFields draft={draft} onChange={setDraft} photoSlots={REVIEW_LIMITS.photosPerReview - review.photos.length} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Menyimpan...' : 'Simpan Ulasan'}
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={update.isPending}>
          Batal
        </Button>
      </div>
    </form>
  );
}
