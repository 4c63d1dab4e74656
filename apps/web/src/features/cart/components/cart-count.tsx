import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useSession } from '../../../lib/session.ts';
import { cartQuery } from '../api/queries.ts';

/** How many pieces the signed-in shopper's cart holds (0 when logged out, loading or failed). */
function useCartCount(): number {
  const { loggedIn } = useSession();
  const cart = useQuery({ ...cartQuery(), enabled: loggedIn, select: (lines) => lines.reduce((sum, line) => sum + line.quantity, 0) });
  return loggedIn ? (cart.data ?? 0) : 0;
}

/**
 * The count on a cart link (header, bottom bar): a badge over its icon, and a description for screen
 * readers ('3 barang di keranjang', placed outside the link) that leaves the link's name 'Keranjang'.
 */
export function useCartBadge(): { describedBy: string | undefined; badge: ReactNode; description: ReactNode } {
  const count = useCartCount();
  const id = useId();
  if (count === 0) return { describedBy: undefined, badge: null, description: null };
  return {
    describedBy: id,
    badge: (
      <span
        aria-hidden="true"
        data-testid="cart-count"
        className="absolute -top-0.5 -right-1 flex h-[1.15rem] min-w-[1.15rem] items-center justify-center rounded-full bg-accent px-1 text-2xs leading-none font-semibold text-white ring-2 ring-paper"
      >
        {count > 99 ? '99+' : count}
      </span>
    ),
    description: (
      <span id={id} className="sr-only">
        {count} barang di keranjang
      </span>
    ),
  };
}
