/** A group of checkboxes (categories, colours or sizes) filled from an admin list. */
import { Link } from 'react-router';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/states.tsx';

export interface ChoiceGroupProps {
  legend: string;
  name: string;
  options: readonly string[] | undefined;
  selected: readonly string[];
  onChange: (next: string[]) => void;
  loadFailed: boolean;
  onRetry: () => void;
  emptyHint: string;
}

export function ChoiceGroup({ legend, name, options, selected, onChange, loadFailed, onRetry, emptyHint }: ChoiceGroupProps) {
  const toggle = (value: string, checked: boolean) => onChange(checked ? [...selected, value] : selected.filter((v) => v !== value));
  return (
    <fieldset className="min-w-0">
      <legend className="field-label">
        {legend}
        {selected.length > 0 ? <span className="ml-1.5 text-xs font-normal text-muted">({selected.length} dipilih)</span> : null}
      </legend>
      {options === undefined ? (
        loadFailed ? (
          <p className="text-sm text-danger">
            Gagal memuat {legend.toLowerCase()}.{' '}
            <button type="button" className="font-medium underline" onClick={onRetry}>
              Coba lagi
            </button>
          </p>
        ) : (
          <div className="flex gap-2" aria-hidden="true">
            <Skeleton className="h-9 w-20" />
            <Skeleton className="h-9 w-24" />
            <Skeleton className="h-9 w-16" />
          </div>
        )
      ) : options.length === 0 ? (
        <p className="text-sm text-muted">
          {emptyHint}{' '}
          <Link to="/admin/attributes" className="font-medium text-accent underline">
            Kelola Atribut
          </Link>
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {options.map((option) => {
            const checked = selected.includes(option);
            return (
              <label
                key={option}
                className={`relative inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3.5 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent ${
                  checked ? 'border-ink bg-ink text-paper' : 'border-line bg-surface text-ink hover:border-ink/40'
                }`}
              >
                <input
                  type="checkbox"
                  name={name}
                  value={option}
                  checked={checked}
                  onChange={(e) => toggle(option, e.target.checked)}
                  className="sr-only"
                />
                {checked ? <CheckIcon className="size-3.5" /> : null}
                {option}
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
