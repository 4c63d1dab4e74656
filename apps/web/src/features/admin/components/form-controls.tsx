/** Building blocks of the admin forms: a labelled field, a file picker and the save/cancel row. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';

export function FormField({
  id,
  label,
  hint,
  required = false,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="field-label">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A file input drawn as a button: the input is visually hidden and its label is the button, which
 * shows the keyboard focus. Described by `<id>-hint`. `clearAfterPick` empties the input once the
 * file is handed over, so picking the same file again is seen.
 */
export function FilePicker({
  id,
  name,
  label,
  accept,
  disabled = false,
  clearAfterPick = false,
  onPick,
}: {
  id: string;
  name?: string;
  label: string;
  accept: string;
  disabled?: boolean;
  clearAfterPick?: boolean;
  onPick: (file: File | null) => void;
}) {
  return (
    <>
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          const file = e.target.files?.[0] ?? null;
          if (clearAfterPick) e.target.value = '';
          onPick(file);
        }}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className={buttonClasses(
          'secondary',
          'sm',
          'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
        )}
      >
        {label}
      </label>
    </>
  );
}

/**
 * Save and cancel; `divider` draws a line above when the row sits inside a card. `busy`: saving
 * ('Menyimpan...'); `waiting`: the save button is off while something else runs (an upload).
 */
export function FormActions({
  busy,
  waiting = false,
  submitLabel = 'Simpan',
  cancelTo,
  divider = true,
}: {
  busy: boolean;
  waiting?: boolean;
  submitLabel?: string;
  cancelTo: string;
  divider?: boolean;
}) {
  return (
    <div className={`flex flex-col-reverse gap-2 sm:flex-row sm:justify-end ${divider ? 'border-t border-line pt-5' : ''}`}>
      <Link to={cancelTo} className={buttonClasses('secondary', 'md')}>
        Batal
      </Link>
      <button type="submit" disabled={busy || waiting} className={buttonClasses('primary', 'md', 'min-w-32')}>
        {busy ? 'Menyimpan...' : submitLabel}
      </button>
    </div>
  );
}
