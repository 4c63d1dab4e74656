import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/states.tsx';
import { formatNumber } from '../../../lib/format.ts';

export interface StatCardProps {
  label: string;
  value: number | undefined;
  failed: boolean;
  to: string;
  Icon: ComponentType<{ className?: string }>;
}

/** One dashboard count ('Total Produk' …) linking to its list. */
export function StatCard({ label, value, failed, to, Icon }: StatCardProps) {
  return (
    <Link
      to={to}
      className="group flex min-w-0 items-center gap-4 rounded-card border border-line bg-surface p-4 shadow-card transition-colors hover:border-ink/25 md:p-5"
    >
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-dark">
        <Icon className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block truncate text-sm text-muted">{label}</span>
        {value !== undefined ? (
          <span className="block font-display text-3xl leading-tight font-semibold text-ink tabular-nums">{formatNumber(value)}</span>
        ) : failed ? (
          <span className="block font-display text-3xl leading-tight font-semibold text-muted" title="Gagal memuat">
            –
          </span>
        ) : (
          <Skeleton className="mt-1.5 h-7 w-14" />
        )}
      </span>
    </Link>
  );
}
