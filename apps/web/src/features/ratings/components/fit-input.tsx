import { FIT_LABELS, FITS, type Fit } from '@gayaku/contract';

/** 'Bagaimana ukurannya?': Kekecilan, Pas or Kebesaran as native radio buttons drawn as chips; optional. */
export function FitInput({ value, onChange, sizeHint }: { value: Fit | null; onChange: (fit: Fit) => void; sizeHint?: string | null }) {
  return (
    <fieldset>
      <legend className="field-label">Bagaimana ukurannya?</legend>
      {sizeHint ? <p className="-mt-1 mb-2 text-xs text-muted">{sizeHint}</p> : null}
      <div className="flex flex-wrap gap-2">
        {FITS.map((fit) => (
          <label key={fit} className="cursor-pointer">
            <input type="radio" name="fit" value={fit} checked={value === fit} onChange={() => onChange(fit)} className="peer sr-only" />
            <span className="inline-flex h-10 items-center rounded-full border border-line bg-surface px-4 text-sm text-ink transition-colors peer-checked:border-ink peer-checked:bg-ink peer-checked:text-paper peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent hover:border-ink/40">
              {FIT_LABELS[fit]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
