/**
 * The one generic admin table (spec section 2): a row number, the table's columns with their
 * Indonesian headers, headers that sort ascending then descending (back to page 1), pages of 10,
 * and per-row actions. Presentational: the server sorts and pages, so one page of rows, the total
 * and the sort come in, and header clicks and page buttons go out; edit is a link and delete a
 * callback. A wide table scrolls inside its card.
 */
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { TrashIcon } from '../../../components/ui/icons.tsx';
import { PencilIcon, SortIcon } from './admin-icons.tsx';
import { EMPTY_TEXT, pageText, pageWindow, rangeText, rowLabel, type Columns, type SortState, type TableRow } from '../table-model.ts';
import { TableCell } from './table-cell.tsx';

export interface DataTableProps<T extends TableRow> {
  /** The rows of the current page. */
  rows: readonly T[];
  columns: Columns;
  /** Records matching over all pages. */
  total: number;
  /** The current page, 1-based. */
  page: number;
  pageSize: number;
  sort: SortState;
  /** A sortable header was clicked. */
  onSort: (key: string) => void;
  onPage: (page: number) => void;
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

function HeaderCell({ label, sortKey, sort, onSort }: { label: string; sortKey?: string; sort: SortState; onSort: (key: string) => void }) {
  if (!sortKey) {
    return (
      <th scope="col" className={`${cellPad} font-medium whitespace-nowrap`}>
        {label}
      </th>
    );
  }
  const active = sort.key === sortKey ? sort.direction : null;
  return (
    <th
      scope="col"
      aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none'}
      className={`${cellPad} font-medium`}
    >
      <button
        type="button"
        onClick={() => onSort(sortKey)}
        className="group -mx-1 inline-flex items-center gap-1.5 rounded px-1 py-0.5 whitespace-nowrap hover:text-ink"
      >
        {label}
        <SortArrow direction={active} />
      </button>
    </th>
  );
}

export function DataTable<T extends TableRow>(props: DataTableProps<T>) {
  const { rows, columns, total, page, pageSize, sort, onSort, onPage, noun, editPath, onDelete, caption, highlightId } = props;
  const highlightRef = useRef<HTMLTableRowElement>(null);
  const highlightShown = rows.some((row) => row.id === highlightId);
  // Brought into view once its page is shown, again while the lists above it may still be loading and pushing it down.
  useEffect(() => {
    if (!highlightShown) return;
    const timers = [0, 400, 1000].map((ms) => setTimeout(() => highlightRef.current?.scrollIntoView?.({ block: 'center' }), ms));
    return () => timers.forEach(clearTimeout);
  }, [highlightShown]);
  const win = pageWindow(total, page, pageSize);
  const hasActions = Boolean(editPath || onDelete);

  if (total === 0 || rows.length === 0) {
    return <p className="px-5 py-12 text-center text-sm text-muted">{EMPTY_TEXT}</p>;
  }

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
              {columns.map((column) => (
                <HeaderCell
                  key={column.key}
                  label={column.label}
                  sortKey={column.sortable ? column.key : undefined}
                  sort={sort}
                  onSort={onSort}
                />
              ))}
              {hasActions ? (
                <th scope="col" className={`${cellPad} ${stickyEnd} bg-paper text-right font-medium`}>
                  Aksi
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-line/70">
            {rows.map((row, index) => {
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
                  {columns.map(({ key }) => (
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
          <button type="button" className={buttonClasses('secondary', 'sm')} disabled={win.page <= 1} onClick={() => onPage(win.page - 1)}>
            Sebelumnya
          </button>
          <button
            type="button"
            className={buttonClasses('secondary', 'sm')}
            disabled={win.page >= win.pageCount}
            onClick={() => onPage(win.page + 1)}
          >
            Berikutnya
          </button>
        </div>
      </div>
    </div>
  );
}
