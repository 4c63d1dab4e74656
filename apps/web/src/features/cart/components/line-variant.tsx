import type { CartItem } from '@gayaku/contract';

/** 'Ukuran M · Warna Hitam' of a cart line, or null when it carries neither. */
function variantLabel(line: Pick<CartItem, 'size' | 'color'>): string | null {
  const parts = [line.size ? `Ukuran ${line.size}` : null, line.color ? `Warna ${line.color}` : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** A cart line's size and colour, and a warning when its variant no longer covers the quantity. */
export function LineVariant({ item }: { item: CartItem }) {
  const label = variantLabel(item);
  const short = item.available < item.quantity;
  return (
    <>
      {label ? <p className="mt-0.5 text-xs text-ink-soft">{label}</p> : null}
      {short ? <p className="mt-1 text-xs font-medium text-danger">{item.available > 0 ? `Tersisa ${item.available}` : 'Habis'}</p> : null}
    </>
  );
}
