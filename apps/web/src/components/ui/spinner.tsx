export function Spinner({ label, className = '' }: { label?: string; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 text-sm text-muted ${className}`}>
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-line border-t-ink" />
      {label ? <span>{label}</span> : <span className="sr-only">Memuat...</span>}
    </span>
  );
}
