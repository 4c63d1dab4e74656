/** One page of synonyms (server paged) with edit and delete per row, and the admin tables' paging texts. */
import type { Synonym } from '@gayaku/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState, Skeleton } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-error.ts';
import type { SynonymPage } from '../api/synonyms.ts';
import { pageTexts, SYNONYM_PAGE_SIZE } from '../synonym-model.ts';

const cell = 'px-3 py-2.5 first:pl-4 last:pr-4 md:px-4 md:first:pl-5 md:last:pr-5';

export function SynonymTable({
  page,
  offset,
  onOffset,
  onEdit,
  onDelete,
}: {
  page: UseQueryResult<SynonymPage>;
  offset: number;
  onOffset: (offset: number) => void;
  onEdit: (synonym: Synonym) => void;
  onDelete: (synonym: Synonym) => void;
}) {
  if (page.isError && !page.data) {
    return (
      <div className="p-4 md:p-5">
        <ErrorState message={errorText(page.error, 'Sinonim gagal dimuat.')} onRetry={() => void page.refetch()} />
      </div>
    );
  }
  if (!page.data) {
    return (
      <div className="space-y-3 p-5" aria-busy="true">
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-full" />
      </div>
    );
  }
  const { synonyms, total } = page.data;
  if (synonyms.length === 0) return <p className="px-5 py-12 text-center text-sm text-muted">Tidak ada data untuk ditampilkan</p>;
  const texts = pageTexts(offset, synonyms.length, total);
  return (
    <div aria-busy={page.isFetching} className={page.isPlaceholderData ? 'opacity-60' : ''}>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">Sinonim pencarian</caption>
          <thead className="border-b border-line bg-paper text-xs text-muted">
            <tr>
              <th scope="col" className={`${cell} font-medium`}>
                Kata
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                Sinonim
              </th>
              <th scope="col" className={`${cell} text-right font-medium`}>
                Aksi
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line/70">
            {synonyms.map((s) => (
              <tr key={s.id}>
                <th scope="row" className={`${cell} font-medium whitespace-nowrap text-ink`}>
                  {s.term}
                </th>
                <td className={`${cell} text-ink-soft`}>{s.synonyms.join(', ')}</td>
                <td className={`${cell} whitespace-nowrap`}>
                  {/* Stacked on a phone, so the table fits its width. */}
                  <div className="flex flex-col items-end gap-1.5 sm:flex-row sm:justify-end">
                    <Button size="sm" variant="secondary" aria-label={`Edit sinonim ${s.term}`} onClick={() => onEdit(s)}>
                      Edit
                    </Button>
                    <Button size="sm" variant="danger" aria-label={`Hapus sinonim ${s.term}`} onClick={() => onDelete(s)}>
                      Hapus
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav
        aria-label="Halaman sinonim"
        className="flex flex-wrap items-center gap-x-4 gap-y-3 border-t border-line px-4 py-3 text-sm md:px-5"
      >
        <p aria-live="polite" className="text-muted tabular-nums">
          {texts.range}
        </p>
        <p className="text-muted tabular-nums sm:ml-auto">{texts.page}</p>
        <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
          <Button size="sm" variant="secondary" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - SYNONYM_PAGE_SIZE))}>
            Sebelumnya
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={offset + synonyms.length >= total}
            onClick={() => onOffset(offset + SYNONYM_PAGE_SIZE)}
          >
            Berikutnya
          </Button>
        </div>
      </nav>
    </div>
  );
}
