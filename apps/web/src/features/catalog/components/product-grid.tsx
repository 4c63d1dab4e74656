import type { Product } from '@gayaku/contract';
import { startTransition, useEffect, useState } from 'react';
import { ProductCard } from '../../../components/ui/product-card.tsx';
import { isPageSettled, usePageSettled, whenIdle } from '../../../lib/page-settled.ts';

/** Cards added per idle moment after the first pass. */
const BATCH = 12;

/** The first pass: three rows of the grid's columns (2, 3 from 768 px, 4 from 1280 px; see GRID). */
function firstPass(): number {
  const wider = (px: number) => typeof window.matchMedia === 'function' && window.matchMedia(`(min-width: ${px}px)`).matches;
  return 3 * (wider(1280) ? 4 : wider(768) ? 3 : 2);
}

/**
 * The product list's grid. On the first visit a catalogue of dozens of cards is drawn in steps:
 * the first three rows at once, their photos requested with the render (the first row's first:
 * the page's main image is among them), then, once the page has settled, a batch of cards per
 * idle moment, so that no single step keeps the browser busy for long. Later visits draw every
 * card at once.
 */
export function ProductGrid({ products, className }: { products: readonly Product[]; className: string }) {
  const settled = usePageSettled();
  const [first] = useState(firstPass);
  const [limit, setLimit] = useState(() => (isPageSettled() ? Number.POSITIVE_INFINITY : first));
  useEffect(() => {
    if (!settled || limit >= products.length) return;
    return whenIdle(() => startTransition(() => setLimit((n) => n + BATCH)));
  }, [settled, limit, products.length]);

  return (
    <ul className={className}>
      {products.slice(0, limit).map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} priority={i < 2} eager={i < first} />
        </li>
      ))}
    </ul>
  );
}
