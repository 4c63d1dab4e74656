import { PRODUCT_IMAGE_SIZES, type Product } from '@gayaku/contract';
import { Link } from 'react-router';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { SoldOutBadge } from '../../../components/ui/sold-out-badge.tsx';
import { formatRupiah } from '../../../lib/format.ts';

/**
 * An editorial tile for the popular strip: photo, name and price ('Habis' when nothing is left); the whole tile is one link.
 * `photo={false}` keeps the photo's frame empty for now (it loads once the tile gets `photo`).
 */
export function PopularTile({ product, priority = false, photo = true }: { product: Product; priority?: boolean; photo?: boolean }) {
  return (
    <Link to={`/products/${product.id}`} className="group block">
      <div className="relative">
        <ProductImage
          src={product.image_url}
          pending={!photo}
          alt={product.name}
          priority={priority}
          sizes={PRODUCT_IMAGE_SIZES.popular}
          className="[&>img]:transition-transform [&>img]:duration-500 group-hover:[&>img]:scale-[1.04]"
        />
        {product.in_stock ? null : <SoldOutBadge />}
      </div>
      <div className="px-1 pt-2.5 pb-1">
        <p className="truncate text-sm font-medium text-ink">{product.name}</p>
        <p className="mt-0.5 text-sm whitespace-nowrap text-ink-soft">{formatRupiah(product.price)}</p>
      </div>
    </Link>
  );
}
