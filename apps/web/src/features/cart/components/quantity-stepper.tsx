import { canDecrease, canIncrease, stepQuantity } from '../../../lib/money.ts';
import { MinusIcon, PlusIcon } from '../../../components/ui/icons.tsx';

/** Minus at 1 does nothing; plus is disabled at 99 (spec section 4). */
export function QuantityStepper({ name, quantity, onChange }: { name: string; quantity: number; onChange: (next: number) => void }) {
  const down = canDecrease(quantity);
  const up = canIncrease(quantity);
  const btn =
    'inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-sand disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent';
  return (
    <div className="inline-flex items-center rounded-full border border-line bg-surface p-0.5" role="group" aria-label={`Jumlah ${name}`}>
      <button
        type="button"
        aria-label={`Kurangi jumlah ${name}`}
        aria-disabled={!down}
        onClick={() => {
          if (down) onChange(stepQuantity(quantity, -1));
        }}
        className={`${btn} ${down ? '' : 'cursor-not-allowed opacity-35 hover:bg-transparent'}`}
      >
        <MinusIcon className="size-4" />
      </button>
      <output aria-live="polite" className="w-8 text-center text-sm font-semibold tabular-nums">
        {quantity}
      </output>
      <button
        type="button"
        aria-label={`Tambah jumlah ${name}`}
        disabled={!up}
        onClick={() => onChange(stepQuantity(quantity, 1))}
        className={btn}
      >
        <PlusIcon className="size-4" />
      </button>
    </div>
  );
}
