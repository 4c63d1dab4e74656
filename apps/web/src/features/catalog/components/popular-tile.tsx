import type { Product } from '@gayaku/contract';
import { Link } from 'react-router';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { formatRupiah } from '../../../lib/format.ts';

/** An editorial tile for the popular strip: photo, name and price; the whole tile is one link. */
export function PopularTile({ product, priority = false }: { product: Product; priority?: boolean }) {
  return (
    <Link to={`/products/${product.id}`} className="group block">
      <ProductImage
        src={product.image_url}
        alt={product.name}
        priority={priority}
        sizes="(min-width: 1024px) 200px, (min-width: 640px) 25vw, 45vw"
        className="[&>img]:transition-transform [&>img]:duration-500 group-hover:[&>img]:scale-[1.04]"
      />
      <div className="px-1 pt-2.5 pb-1">
        <p className="truncate text-sm font-medium text-ink">{product.name}</p>
        <p className="mt-0.5 text-sm whitespace-nowrap text-ink-soft">{formatRupiah(product.price)}</p>
      </div>
    </Link>
  );
}
