import { useEffect, useRef, type ReactNode } from 'react';
import { formatRupiah } from '../../../lib/format.ts';
import { useMediaQuery } from '../../../lib/media-query.ts';
import { useOnScreen } from '../../../lib/near-viewport.ts';

const PHONE = '(max-width: 767.98px)';

/**
 * The product page's 'Tambah ke Keranjang' on a phone: in its place when that is on screen, else docked
 * to a bar above the bottom bar with the price (one button either way). While docked, the bar's height
 * is published as --buy-bar-height, so toasts rise above it (index.css).
 */
export function BuyBar({ price, children }: { price: number; children: ReactNode }) {
  const placeRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const phone = useMediaQuery(PHONE);
  const inPlace = useOnScreen(placeRef);
  const docked = phone && !inPlace;

  useEffect(() => {
    if (!docked) return;
    const root = document.documentElement;
    root.style.setProperty('--buy-bar-height', `${barRef.current?.offsetHeight ?? 72}px`);
    return () => {
      root.style.removeProperty('--buy-bar-height');
    };
  }, [docked]);

  return (
    // The place keeps the button's height while the button is docked, so nothing jumps.
    <div ref={placeRef} className={docked ? 'min-h-12' : undefined}>
      <div
        ref={barRef}
        data-buy-bar={docked ? 'docked' : 'inline'}
        className={
          docked
            ? 'fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 flex items-center gap-3 border-t border-line bg-surface/95 px-4 py-2.5 shadow-[0_-8px_20px_-12px_rgb(26_23_20/0.3)] backdrop-blur'
            : 'flex'
        }
      >
        {docked ? <p className="shrink-0 text-base font-semibold whitespace-nowrap text-ink">{formatRupiah(price)}</p> : null}
        <div className={docked ? 'min-w-0 flex-1 [&>button]:w-full' : 'w-full md:w-auto'}>{children}</div>
      </div>
    </div>
  );
}
