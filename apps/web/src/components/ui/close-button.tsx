import type { MouseEvent } from 'react';
import { CloseIcon } from './icons.tsx';

/** A round ✕ button, 44 × 44 px to tap, named by `label` ('Tutup', 'Tutup notifikasi'). */
export function CloseButton({
  label,
  onClick,
  className = '',
}: {
  label: string;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-sand ${className}`}
    >
      <CloseIcon className="size-5" />
    </button>
  );
}
