/** Building blocks of the admin forms: a labelled field and the save/cancel row. */
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

/** Save and cancel; `divider` draws a line above when the row sits inside a card. */
export function FormActions({
  busy,
  submitLabel = 'Simpan',
  cancelTo,
  divider = true,
}: {
  busy: boolean;
  submitLabel?: string;
  cancelTo: string;
  divider?: boolean;
}) {
  return (
    <div className={`flex flex-col-reverse gap-2 sm:flex-row sm:justify-end ${divider ? 'border-t border-line pt-5' : ''}`}>
      <Link to={cancelTo} className={buttonClasses('secondary', 'md')}>
        Batal
      </Link>
      <button type="submit" disabled={busy} className={buttonClasses('primary', 'md', 'min-w-32')}>
        {busy ? 'Menyimpan...' : submitLabel}
      </button>
    </div>
  );
}
