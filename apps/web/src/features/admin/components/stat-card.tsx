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
      className="group flex h-full min-w-0 flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card transition-colors hover:border-ink/25 md:p-5"
    >
      <span className="flex items-start justify-between gap-2">
        <span className="text-sm leading-snug text-muted">{label}</span>
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-dark">
          <Icon className="size-[1.1rem]" />
        </span>
      </span>
      {value !== undefined ? (
        <span className="mt-auto font-display text-3xl leading-none font-semibold text-ink tabular-nums md:text-4xl">
          {formatNumber(value)}
        </span>
      ) : failed ? (
        <span className="mt-auto font-display text-3xl leading-none font-semibold text-muted md:text-4xl" title="Gagal memuat">
          –
        </span>
      ) : (
        <Skeleton className="mt-auto h-8 w-14" />
      )}
    </Link>
  );
}
