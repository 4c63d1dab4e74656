import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { StarIcon } from '../../../components/ui/stars.tsx';
import { useSubmitRating } from '../api/mutations.ts';

const LABELS = ['', 'Buruk', 'Kurang', 'Cukup', 'Bagus', 'Sangat bagus'];

/**
 * 'Beri Rating' (spec sections 2, 4, 5, 8): rating starts at 0; 'Kirim Rating' stays enabled so the
 * missing-rating alert can show; after success the form resets and onSuccess runs.
 */
export function RatingForm({ productId, userId, onSuccess }: { productId: number; userId: number; onSuccess?: () => void }) {
  const [rating, setRating] = useState(0);
  const [hover, setHover] = useState(0);
  const [comment, setComment] = useState('');
  const submit = useSubmitRating(productId);
  const commentId = useId();
  const shown = hover || rating;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating === 0) {
      window.alert('Silakan pilih rating terlebih dahulu');
      return;
    }
    try {
      await submit.mutateAsync({ product_id: productId, user_id: userId, rating, comment: comment.trim() || undefined });
      window.alert('Rating berhasil dikirim!');
      setRating(0);
      setComment('');
      onSuccess?.();
    } catch {
      window.alert('Gagal mengirim rating');
    }
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-labelledby="rating-form-title">
      <h3 id="rating-form-title" className="text-xl font-semibold">
        Beri Rating
      </h3>
      <fieldset>
        <legend className="field-label">Pilih rating</legend>
        <div className="flex items-center gap-3">
          <div className="flex" onMouseLeave={() => setHover(0)}>
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n} className="cursor-pointer p-0.5" onMouseEnter={() => setHover(n)}>
                <input
                  type="radio"
                  name="rating"
                  value={n}
                  checked={rating === n}
                  onChange={() => setRating(n)}
                  className="peer sr-only"
                  aria-label={`${n} bintang`}
                />
                <span className="block rounded peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent">
                  <StarIcon kind={n <= shown ? 'full' : 'empty'} className="size-8 transition-transform hover:scale-110" />
                </span>
              </label>
            ))}
          </div>
          <span className="text-sm text-muted" aria-live="polite">
            {shown ? `${shown}/5 · ${LABELS[shown]}` : 'Belum dipilih'}
          </span>
        </div>
      </fieldset>
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
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          className="field-input resize-y"
        />
      </div>
      <Button type="submit" disabled={submit.isPending}>
        {submit.isPending ? 'Mengirim...' : 'Kirim Rating'}
      </Button>
    </form>
  );
}
