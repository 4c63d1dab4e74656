import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { useSession } from '../../../lib/session.ts';
import { myRatingQuery } from '../api/queries.ts';
import { RatingForm } from './rating-form.tsx';

/** 'Rating kamu' (read-only) once rated, else the 'Beri Rating' form; visitors are asked to log in. */
export function RatingSection({ productId }: { productId: number }) {
  const { loggedIn, userId } = useSession();
  const mine = useQuery({ ...myRatingQuery(productId, userId ?? 0), enabled: loggedIn && userId !== null });

  let body;
  if (!loggedIn || userId === null) {
    body = (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-soft">Bagikan pendapat Anda tentang produk ini.</p>
        <Link to={`/auth/login?next=${encodeURIComponent(`/products/${productId}`)}`} className={buttonClasses('secondary', 'sm')}>
          Masuk untuk memberi rating
        </Link>
      </div>
    );
  } else if (mine.isPending) {
    body = <Spinner label="Memuat rating..." />;
  } else if (mine.data && typeof mine.data.rating === 'number') {
    body = (
      <div>
        <h3 className="text-xl font-semibold">Rating kamu</h3>
        <div className="mt-2 flex items-center gap-2">
          <Stars value={mine.data.rating} className="size-6" label={`Rating kamu ${mine.data.rating} dari 5`} />
          <span className="text-sm text-muted">{mine.data.rating}/5</span>
        </div>
        {mine.data.comment ? <p className="mt-3 text-sm leading-relaxed text-ink-soft">“{mine.data.comment}”</p> : null}
      </div>
    );
  } else {
    body = <RatingForm productId={productId} userId={userId} onSuccess={() => void mine.refetch()} />;
  }

  return <div className="rounded-card border border-line bg-surface p-5 md:p-6">{body}</div>;
}
