import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons.tsx';

const ARROW =
  'absolute top-[38%] z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-surface/95 text-ink shadow-card ring-1 ring-line transition hover:bg-ink hover:text-paper disabled:cursor-default disabled:opacity-40 disabled:hover:bg-surface/95 disabled:hover:text-ink';

/** The popular strip's previous/next buttons (spec section 2), over the strip's edges. */
export function PopularArrows({ onStep, atStart, atEnd }: { onStep: (direction: -1 | 1) => void; atStart: boolean; atEnd: boolean }) {
  return (
    <>
      <button
        type="button"
        aria-label="Produk sebelumnya"
        onClick={() => onStep(-1)}
        disabled={atStart}
        className={`${ARROW} left-1 lg:-left-5`}
      >
        <ChevronLeftIcon />
      </button>
      <button
        type="button"
        aria-label="Produk berikutnya"
        onClick={() => onStep(1)}
        disabled={atEnd}
        className={`${ARROW} right-1 lg:-right-5`}
      >
        <ChevronRightIcon />
      </button>
    </>
  );
}
