/**
 * The generic table bound to an admin list (spec section 7: it GETs its list and DELETEs one
 * record, through the route table's calls in admin-lists.ts), inside a card titled 'Tabel
 * Pendataan' and named by its description too, so each card of a screen has its own name. The
 * server sorts, searches, filters and pages (limit, offset, sort, order, q and the list's own
 * filters; the total from X-Total-Count). A record just saved opens the table on its page,
 * highlighted. Deleting asks first, in a dialog that names the kind of record, then shows the
 * server's answer; a failure is toasted by the query client ('Gagal menghapus {noun}', or the
 * server's reason).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { InputField } from '../../../components/ui/field.tsx';
import { ErrorState, Skeleton } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import {
  ADMIN_RESOURCES,
  adminPageQuery,
  deleteAdminRecord,
  type AdminRecords,
  type AdminResourceName,
  type ListParams,
} from '../api/admin-lists.ts';
import { TABLE_COLUMNS } from '../table-columns.ts';
import { offsetOf, PAGE_SIZE, rowLabel, TABLE_TITLE, type SortState, type TableRow } from '../table-model.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { DataTable } from './data-table.tsx';
import { Panel } from './page-header.tsx';
import { useRecordPage, useTableState } from './use-table-state.ts';

export interface ResourceTableProps<N extends AdminResourceName> {
  resource: N;
  /** Shown under the title, e.g. 'Kategori'; part of the card's name. */
  description?: string;
  /** Buttons in the card header (e.g. 'Buat Kategori'). */
  actions?: ReactNode;
  editPath?: (row: AdminRecords[N]) => string;
  /** Show the delete action (never for orders; users have no actions at all). */
  deletable?: boolean;
  /** A record just saved: the table opens on its page and highlights it. */
  highlightId?: number;
  /** The list's own filters (orders: status, from, to); a change goes back to page 1. */
  filters?: ListParams;
  /** Controls for those filters, beside the search. */
  toolbar?: ReactNode;
  /** The first order, by id ascending unless given. */
  initialSort?: SortState;
  /** Only the first `latest` records of the first order, without search or paging (the dashboard's latest orders). */
  latest?: number;
}

/** 'Apakah kamu yakin ingin menghapus produk ini?' with the record's noun. */
const deleteQuestion = (noun: string) => `Apakah kamu yakin ingin menghapus ${noun} ini?`;
const deleteFailed = (noun: string) => `Gagal menghapus ${noun}`;
const defined = (params: ListParams = {}): ListParams =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''));

function TableSkeleton() {
  return (
    <div className="space-y-3 p-5" role="status" aria-live="polite">
      <span className="sr-only">Memuat data...</span>
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-9 w-full" />
      ))}
    </div>
  );
}

export function ResourceTable<N extends AdminResourceName>(props: ResourceTableProps<N>) {
  const { resource, description, actions, editPath, deletable = false, highlightId, filters, toolbar, initialSort, latest } = props;
  const config = ADMIN_RESOURCES[resource];
  const queryClient = useQueryClient();
  const table = useTableState(initialSort);
  const [pending, setPending] = useState<TableRow | null>(null);
  const titleId = `table-${resource}`;

  // A record just saved: its page, until the admin turns a page, sorts or searches.
  const [following, setFollowing] = useState(highlightId !== undefined);
  const recordPage = useRecordPage(resource, following ? highlightId : undefined, PAGE_SIZE);
  const page = following && recordPage !== null ? recordPage : table.view.page;

  // A filter changed: back to page 1.
  const filterKey = JSON.stringify(defined(filters));
  const [seenFilters, setSeenFilters] = useState(filterKey);
  if (seenFilters !== filterKey) {
    setSeenFilters(filterKey);
    table.restart();
  }

  const { sort, q } = table.view;
  const query: ListParams = latest
    ? { limit: latest, offset: 0, sort: sort.key, order: sort.direction }
    : { limit: PAGE_SIZE, offset: offsetOf(page), sort: sort.key, order: sort.direction, ...(q ? { q } : {}), ...defined(filters) };
  const list = useQuery({ ...adminPageQuery(resource, query), enabled: !following || recordPage !== null });

  const remove = useMutation({
    mutationFn: (id: number) => deleteAdminRecord(resource, id),
    meta: { errorToast: deleteFailed(config.noun), serverReason: true },
    onSuccess: (answer) => {
      if (answer.message) toast.success(answer.message);
    },
    onSettled: async () => {
      setPending(null);
      await queryClient.invalidateQueries({ queryKey: config.prefix });
    },
  });

  const leave = () => setFollowing(false);
  const rows = (list.data?.rows ?? []) as unknown as TableRow[];
  const total = latest ? rows.length : (list.data?.total ?? 0);
  const search = latest ? null : (
    <InputField
      label={`Cari ${config.noun}`}
      type="search"
      className="w-full max-w-xs"
      value={table.typed}
      onChange={(event) => {
        leave();
        table.setTyped(event.target.value);
      }}
    />
  );

  return (
    <Panel title={TABLE_TITLE} description={description} actions={actions} flush labelledBy={titleId} descriptionId={`${titleId}-about`}>
      {search || toolbar ? (
        <div className="flex flex-wrap items-end gap-3 border-b border-line px-4 py-3 md:px-5">
          {search}
          {toolbar}
        </div>
      ) : null}
      {list.isPending ? (
        <TableSkeleton />
      ) : list.isError ? (
        <div className="p-4 md:p-5">
          <ErrorState message={errorText(list.error, 'Data gagal dimuat.')} onRetry={() => void list.refetch()} />
        </div>
      ) : (
        <DataTable
          rows={rows}
          columns={TABLE_COLUMNS[resource]}
          total={total}
          page={latest ? 1 : page}
          pageSize={latest ?? PAGE_SIZE}
          sort={sort}
          onSort={(key) => {
            leave();
            table.sortBy(key);
          }}
          onPage={(next) => {
            leave();
            table.setPage(next);
          }}
          noun={config.noun}
          caption={description ? `${TABLE_TITLE}: ${description}` : TABLE_TITLE}
          editPath={editPath ? (row) => editPath(row as unknown as AdminRecords[N]) : undefined}
          onDelete={deletable ? setPending : undefined}
          highlightId={highlightId}
        />
      )}
      <ConfirmDialog
        open={pending !== null}
        title={`Hapus ${config.noun}`}
        confirmLabel="Hapus"
        busyLabel="Menghapus..."
        busy={remove.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && remove.mutate(pending.id)}
      >
        <p>{deleteQuestion(config.noun)}</p>
        {pending ? <p className="mt-2 font-medium text-ink">{rowLabel(pending)}</p> : null}
      </ConfirmDialog>
    </Panel>
  );
}
