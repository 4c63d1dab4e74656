/**
 * The one generic admin table (spec section 2): a row number, one column per field except id,
 * headers that sort ascending then descending (back to page 1), pages of 10, and per-row actions.
 * Presentational: the rows come in, edit is a link and delete a callback.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { TrashIcon } from '../../../components/ui/icons.tsx';
import { PencilIcon, SortIcon } from './admin-icons.tsx';
import {
  columnKeys,
  EMPTY_TEXT,
  headerLabel,
  INITIAL_SORT,
  nextSort,
  pageOfRecord,
  pageText,
  pageWindow,
  rangeText,
  rowLabel,
  sortRows,
  type SortState,
  type TableRow,
} from '../table-model.ts';
import { TableCell } from './table-cell.tsx';

export interface DataTableProps<T extends TableRow> {
  rows: readonly T[];
  /** Header overrides, e.g. `{ name: 'Nama Produk' }`. */
  labels?: Readonly<Record<string, string>>;
  /** The noun of a record in action labels ('produk', 'pesanan'). */
  noun: string;
  /** Link of the edit action; no edit button when absent. */
  editPath?: (row: T) => string;
  /** Delete action; no delete button when absent. */
  onDelete?: (row: T) => void;
  /** Accessible name of the table. */
  caption: string;
  /** A record just saved: the table opens on its page and highlights its row. */
  highlightId?: number;
}

const cellPad = 'px-3 py-2.5 first:pl-4 last:pr-4 md:first:pl-5 md:last:pr-5';
/** Row actions: icon-only on phones (the accessible name stays), icon and word from 640 px. */
const actionClass =
  'inline-flex h-8 min-w-8 items-center justify-center gap-1.5 rounded-full border bg-surface px-2 text-sm font-medium whitespace-nowrap transition-colors sm:px-3';
/** The actions stay in view at the right edge while a wide table scrolls. */
const stickyEnd = 'sticky right-0 z-[1] shadow-[-10px_0_12px_-12px_rgb(26_23_20/0.25)]';

function SortArrow({ direction }: { direction: SortState['direction'] | null }) {
  if (!direction) return <SortIcon className="size-3.5 text-muted/50 group-hover:text-muted" />;
  return (
    <span aria-hidden="true" data-sort-arrow={direction} className="w-3 text-[0.625rem] text-accent">
      {direction === 'asc' ? '▲' : '▼'}
    </span>
  );
}

export function DataTable<T extends TableRow>({ rows, labels, noun, editPath, onDelete, caption, highlightId }: DataTableProps<T>) {
  const [sort, setSort] = useState<SortState>(INITIAL_SORT);
  const columns = useMemo(() => columnKeys(rows), [rows]);
  const sorted = useMemo(() => sortRows(rows, sort), [rows, sort]);
  const [page, setPage] = useState(() => pageOfRecord(sorted, highlightId));
  const highlightRef = useRef<HTMLTableRowElement>(null);
  // Brought into view, again while the lists above it may still be loading and pushing it down.
  useEffect(() => {
    const timers = [0, 400, 1000].map((ms) => setTimeout(() => highlightRef.current?.scrollIntoView?.({ block: 'center' }), ms));
    return () => timers.forEach(clearTimeout);
  }, []);
  const win = pageWindow(sorted.length, page);
  const visible = sorted.slice(win.from > 0 ? win.from - 1 : 0, win.to);
  const hasActions = Boolean(editPath || onDelete);

  if (rows.length === 0) {
    return <p className="px-5 py-12 text-center text-sm text-muted">{EMPTY_TEXT}</p>;
  }

  const sortBy = (key: string) => {
    setSort((current) => nextSort(current, key));
    setPage(1);
  };

  return (
    <div>
      <div className="overflow-x-auto overscroll-x-contain">
        <table className="w-full min-w-max border-collapse text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-line bg-paper text-xs text-muted">
            <tr>
              <th scope="col" className={`${cellPad} w-12 font-medium`}>
                No
              </th>
              {columns.map((key) => {
                const active = sort.key === key ? sort.direction : null;
                return (
                  <th
                    key={key}
                    scope="col"
                    aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none'}
                    className={`${cellPad} font-medium`}
                  >
                    <button
                      type="button"
                      onClick={() => sortBy(key)}
                      className="group -mx-1 inline-flex items-center gap-1.5 rounded px-1 py-0.5 whitespace-nowrap hover:text-ink"
                    >
                      {headerLabel(key, labels)}
                      <SortArrow direction={active} />
                    </button>
                  </th>
                );
              })}
              {hasActions ? (
                <th scope="col" className={`${cellPad} ${stickyEnd} bg-paper text-right font-medium`}>
                  Aksi
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-line/70">
            {visible.map((row, index) => {
              const name = rowLabel(row);
              const highlighted = row.id === highlightId;
              return (
                <tr
                  key={row.id}
                  ref={highlighted ? highlightRef : undefined}
                  data-highlighted={highlighted || undefined}
                  className={`group/row align-middle transition-colors ${highlighted ? '[&>td]:bg-accent-soft' : 'hover:bg-paper/60'}`}
                >
                  <td className={`${cellPad} text-muted tabular-nums ${highlighted ? 'whitespace-nowrap' : ''}`}>
                    {win.from + index}
                    {highlighted ? (
                      <span className="ml-2 rounded-full bg-accent px-2 py-0.5 text-2xs font-semibold text-white">Baru disimpan</span>
                    ) : null}
                  </td>
                  {columns.map((key) => (
                    <td key={key} className={`${cellPad} whitespace-nowrap`}>
                      <TableCell field={key} value={row[key]} rowName={name} />
                    </td>
                  ))}
                  {hasActions ? (
                    <td className={`${cellPad} ${stickyEnd} bg-surface whitespace-nowrap group-hover/row:bg-[#fcfaf7]`}>
                      <div className="flex justify-end gap-1.5">
                        {editPath ? (
                          <Link
                            to={editPath(row)}
                            aria-label={`Edit ${noun} ${name}`}
                            className={`${actionClass} border-ink/15 text-ink hover:border-ink/40`}
                          >
                            <PencilIcon className="size-4" />
                            <span className="hidden sm:inline">Edit</span>
                          </Link>
                        ) : null}
                        {onDelete ? (
                          <button
                            type="button"
                            onClick={() => onDelete(row)}
                            aria-label={`Hapus ${noun} ${name}`}
                            className={`${actionClass} border-danger/30 text-danger hover:bg-danger-soft`}
                          >
                            <TrashIcon className="size-4" />
                            <span className="hidden sm:inline">Hapus</span>
                          </button>
                        ) : null}
                      </div>
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3 border-t border-line px-4 py-3 text-xs text-muted sm:text-sm md:px-5">
        <p aria-live="polite" className="tabular-nums">
          {rangeText(win)}
        </p>
        <p className="whitespace-nowrap tabular-nums sm:ml-auto">{pageText(win)}</p>
        <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
          <button type="button" className={buttonClasses('secondary', 'sm')} disabled={win.page <= 1} onClick={() => setPage(win.page - 1)}>
            Sebelumnya
          </button>
          <button
            type="button"
            className={buttonClasses('secondary', 'sm')}
            disabled={win.page >= win.pageCount}
            onClick={() => setPage(win.page + 1)}
          >
            Berikutnya
          </button>
        </div>
      </div>
    </div>
  );
}
