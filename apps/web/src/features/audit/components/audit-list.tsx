/** A page of audit entries with its paging controls ('Sebelumnya' / 'Berikutnya', 'x–y dari n'). */
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState, Skeleton } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { formatNumber } from '../../../lib/format.ts';
import type { AuditPage } from '../api/queries.ts';
import { AuditEntryItem } from './audit-entry.tsx';

export function AuditList({
  page,
  offset,
  pageSize,
  onOffset,
  showRecord = true,
  empty = 'Belum ada perubahan yang tercatat.',
}: {
  page: UseQueryResult<AuditPage>;
  offset: number;
  pageSize: number;
  onOffset?: (offset: number) => void;
  showRecord?: boolean;
  empty?: string;
}) {
  if (page.isError && !page.data)
    return (
      <div className="p-4 md:p-5">
        <ErrorState message={errorText(page.error, 'Riwayat gagal dimuat.')} onRetry={() => void page.refetch()} />
      </div>
    );
  if (!page.data)
    return (
      <div className="space-y-3 p-5" aria-busy="true">
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-full" />
      </div>
    );
  const { entries, total } = page.data;
  if (entries.length === 0) return <p className="px-5 py-10 text-center text-sm text-muted">{empty}</p>;
  return (
    <div aria-busy={page.isFetching} className={page.isPlaceholderData ? 'opacity-60' : ''}>
      <ul className="divide-y divide-line/70">
        {entries.map((entry) => (
          <AuditEntryItem key={entry.id} entry={entry} showRecord={showRecord} />
        ))}
      </ul>
      {onOffset ? (
        <nav
          aria-label="Halaman riwayat"
          className="flex flex-wrap items-center justify-between gap-3 border-t border-line px-4 py-3 text-sm md:px-5"
        >
          <span className="text-muted" aria-live="polite">
            {formatNumber(offset + 1)}–{formatNumber(offset + entries.length)} dari {formatNumber(total)}
          </span>
          <span className="flex gap-2">
            <Button size="sm" variant="secondary" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - pageSize))}>
              Sebelumnya
            </Button>
            <Button size="sm" variant="secondary" disabled={offset + entries.length >= total} onClick={() => onOffset(offset + pageSize)}>
              Berikutnya
            </Button>
          </span>
        </nav>
      ) : null}
    </div>
  );
}
