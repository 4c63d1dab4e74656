import type { Product } from '@gayaku/contract';
import { Link } from 'react-router';
import { formatRupiah } from '../../lib/format.ts';
import { ProductImage } from './product-image.tsx';
import { SoldOutBadge } from './sold-out-badge.tsx';
import { Stars } from './stars.tsx';

type CardProduct = Pick<Product, 'id' | 'name' | 'price' | 'image_url' | 'category' | 'average_rating' | 'total_reviews' | 'in_stock'>;

/**
 * A product card: the whole card is one link to /products/{id}; 'Habis' when nothing is left. `priority`: see ProductImage.
 * `photo={false}` keeps the photo's frame empty for now (it loads once the card gets `photo`).
 */
export function ProductCard({
  product,
  priority = false,
  photo = true,
  className = '',
}: {
  product: CardProduct;
  priority?: boolean;
  photo?: boolean;
  className?: string;
}) {
  return (
    <Link
      to={`/products/${product.id}`}
      className={`group flex h-full flex-col overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line/60 transition hover:-translate-y-0.5 hover:shadow-lg ${className}`}
    >
      <div className="relative">
        <ProductImage
          src={product.image_url}
          alt={product.name}
          priority={priority}
          pending={!photo}
          className="transition-transform duration-500 [&>img]:group-hover:scale-[1.03] [&>img]:transition-transform [&>img]:duration-500"
        />
        {product.in_stock ? null : <SoldOutBadge />}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 md:p-4">
        {product.category ? <p className="text-2xs font-medium tracking-[0.14em] text-muted uppercase">{product.category}</p> : null}
        <h3 className="line-clamp-2 font-sans text-sm leading-snug font-medium text-ink md:text-[0.9375rem]">{product.name}</h3>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-2 gap-y-1 pt-1.5">
          <p className="text-sm font-semibold whitespace-nowrap text-ink md:text-base">{formatRupiah(product.price)}</p>
          <span className="inline-flex items-center gap-1 text-xs text-muted">
            <Stars value={product.average_rating} className="size-3.5" />
            <span aria-hidden="true">({product.total_reviews})</span>
          </span>
        </div>
      </div>
    </Link>
  );
}
