import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSession } from '../../../lib/session.ts';
import { orderDetailQuery } from '../../orders/index.ts';
import { myRatingQuery } from '../api/queries.ts';

/** One product of the order: 'Tulis Ulasan' to its review form, or 'Sudah diulas' once reviewed. */
function ItemToReview({
  item,
}: {
  item: { product_id: number; name: string; image_url: string | null; size: string | null; color: string | null };
}) {
  const { userId } = useSession();
  const mine = useQuery({ ...myRatingQuery(item.product_id, userId ?? 0), enabled: userId !== null });
  const reviewed = mine.data?.review != null;
  const variant = [item.size ? `Ukuran ${item.size}` : null, item.color ? `Warna ${item.color}` : null].filter(Boolean).join(' · ');
  return (
    <li className="flex items-center gap-3 py-3">
      <div className="w-14 shrink-0 overflow-hidden rounded-lg">
        <ProductImage src={item.image_url} alt="" sizes="56px" />
      </div>
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-sm font-medium text-ink">{item.name}</p>
        {variant ? <p className="text-xs text-muted">{variant}</p> : null}
      </div>
      {reviewed ? (
        <span className="inline-flex items-center gap-1 text-xs font-medium text-success">
          <CheckIcon className="size-4" />
          Sudah diulas
        </span>
      ) : (
        <Link
          to={`/products/${item.product_id}#beri-rating`}
          className={buttonClasses('accent', 'sm')}
          aria-label={`Tulis ulasan untuk ${item.name}`}
        >
          Tulis Ulasan
        </Link>
      )}
    </li>
  );
}

/** The 'Beri Ulasan' notification's page: each product of the order with the way to its review form. */
export function ReviewInvitation({ orderId }: { orderId: number }) {
  const order = useQuery(orderDetailQuery(orderId));
  if (order.isPending) return <Spinner label="Memuat pesanan..." />;
  if (order.isError) return <p className="text-sm text-muted">Pesanan tidak dapat dimuat.</p>;
  const items = order.data.items.filter(
    (item, i, all): item is typeof item & { product_id: number } =>
      item.product_id !== null && all.findIndex((x) => x.product_id === item.product_id) === i,
  );
  if (items.length === 0) return <p className="text-sm text-muted">Produk pesanan ini sudah tidak dijual.</p>;
  return (
    <section aria-labelledby="review-items-title" className="mt-6">
      <h2 id="review-items-title" className="font-sans text-sm font-semibold tracking-wide text-ink uppercase">
        Produk yang bisa kamu ulas
      </h2>
      <ul className="mt-2 divide-y divide-line">
        {items.map((item) => (
          <ItemToReview key={item.product_id} item={item} />
        ))}
      </ul>
    </section>
  );
}
