import type { Product } from '@gayaku/contract';
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { ProductCard } from '../../../components/ui/product-card.tsx';
import { matchesMedia } from '../../../lib/media-query.ts';
import { isPageSettled, usePageSettled, whenIdle } from '../../../lib/page-settled.ts';

/** Cards added per idle moment after the first pass. */
const BATCH = 4;

/** Cards whose photos load at once, and first: the grid's first row on a phone, with the page's main image. */
const PHOTOS_FIRST = 2;
/**
 * The first pass the server renders, not knowing the screen's width: two rows of the widest grid
 * (four rows on a phone), so that the browser has little to take over before the shopper can use the page.
 */
const SERVER_FIRST_PASS = 8;
const noSubscription = () => () => undefined;

/** The first pass: three rows of the grid's columns (2, 3 from 768 px, 4 from 1280 px; see GRID). */
function firstPass(): number {
  const wider = (px: number) => matchesMedia(`(min-width: ${px}px)`);
  return 3 * (wider(1280) ? 4 : wider(768) ? 3 : 2);
}

/**
 * The product list's grid. On the first visit a catalogue of dozens of cards is drawn in steps:
 * the first three rows at once (or what the server rendered), then, once the page has settled, a
 * batch of cards per idle moment, so that no single step keeps the browser busy for long. Later
 * visits draw every card at once. The photos of the first two cards are requested at once and
 * first (the page's main image is among them); the others wait until the page has settled, so the
 * main image has the bandwidth to itself, and then load as the browser sees them come near the
 * screen.
 */
export function ProductGrid({ products, className }: { products: readonly Product[]; className: string }) {
  const settled = usePageSettled();
  const first = useSyncExternalStore(noSubscription, firstPass, () => SERVER_FIRST_PASS);
  const [limit, setLimit] = useState(() => (isPageSettled() ? Number.POSITIVE_INFINITY : first));
  useEffect(() => {
    if (!settled || limit >= products.length) return;
    return whenIdle(() => startTransition(() => setLimit((n) => n + BATCH)));
  }, [settled, limit, products.length]);

  return (
    <ul className={className}>
      {products.slice(0, limit).map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} priority={i < PHOTOS_FIRST} photo={settled || i < PHOTOS_FIRST} />
        </li>
      ))}
    </ul>
  );
}
