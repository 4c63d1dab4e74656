import { useState } from 'react';
import { StarIcon } from '../../../components/ui/stars.tsx';

const LABELS = ['', 'Buruk', 'Kurang', 'Cukup', 'Bagus', 'Sangat bagus'];

/** The five stars as native radio buttons ('{n} bintang'); hovering previews, 0 means none chosen. */
export function StarInput({ value, onChange }: { value: number; onChange: (stars: number) => void }) {
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset>
      <legend className="field-label">Pilih rating</legend>
      <div className="flex items-center gap-3">
        <div className="flex" onMouseLeave={() => setHover(0)}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer p-0.5" onMouseEnter={() => setHover(n)}>
              <input
                type="radio"
                name="rating"
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                className="peer sr-only"
                aria-label={`${n} bintang`}
              />
              <span className="block rounded peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent">
                <StarIcon kind={n <= shown ? 'full' : 'empty'} className="size-8 transition-transform hover:scale-110" />
              </span>
            </label>
          ))}
        </div>
        <span className="text-sm text-muted" aria-live="polite">
          {shown ? `${shown}/5 · ${LABELS[shown]}` : 'Belum dipilih'}
        </span>
      </div>
    </fieldset>
  );
}
