import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/** What a home section shows when its data failed to load (with 'Coba lagi'; never sample data). */
export const LOAD_FAILED = 'Gagal memuat data. Periksa koneksi Anda lalu coba lagi.';

/** A failed load: the message and a 'Coba lagi' button (never made-up data in its place). */
export function ErrorState({ message, onRetry, className = '' }: { message: string; onRetry?: () => void; className?: string }) {
  return (
    <div
      role="alert"
      className={`flex flex-col items-center gap-3 rounded-card border border-line bg-surface px-6 py-10 text-center ${className}`}
    >
      <p className="max-w-md text-sm text-ink-soft">{message}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Coba lagi
        </Button>
      ) : null}
    </div>
  );
}

export function EmptyState({ title, children, className = '' }: { title: string; children?: ReactNode; className?: string }) {
  return (
    <div className={`flex flex-col items-center gap-2 rounded-card border border-dashed border-line px-6 py-12 text-center ${className}`}>
      <p className="font-display text-xl font-semibold">{title}</p>
      {children ? <div className="max-w-md text-sm text-muted">{children}</div> : null}
    </div>
  );
}

export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-sand ${className}`} />;
}

export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-card bg-surface ring-1 ring-line/60">
      <div className="aspect-[4/5] animate-pulse bg-sand" />
      <div className="space-y-2 p-4">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    </div>
  );
}
