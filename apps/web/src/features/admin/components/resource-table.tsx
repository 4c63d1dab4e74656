/**
 * The generic table bound to an admin list (spec section 7: it GETs its list and DELETEs one
 * record, through the route table's calls in admin-lists.ts), inside a card titled 'Tabel
 * Pendataan'. Deleting asks first, in a dialog that names the kind of record, then shows the
 * server's answer; a failure is toasted by the query client ('Gagal menghapus {noun}', or the
 * server's reason).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ErrorState, Skeleton } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { ADMIN_RESOURCES, adminListQuery, deleteAdminRecord, type AdminRecords, type AdminResourceName } from '../api/admin-lists.ts';
import { rowLabel, TABLE_TITLE, type TableRow } from '../table-model.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { DataTable } from './data-table.tsx';
import { Panel } from './page-header.tsx';

export interface ResourceTableProps<N extends AdminResourceName> {
  resource: N;
  /** Shown under the title, e.g. 'Kategori'. */
  description?: string;
  /** Buttons in the card header (e.g. 'Buat Kategori'). */
  actions?: ReactNode;
  labels?: Readonly<Record<string, string>>;
  editPath?: (row: AdminRecords[N]) => string;
  /** Show the delete action (never for orders; users have no actions at all). */
  deletable?: boolean;
  /** Narrows the list before it is shown (the dashboard's latest 10 orders). */
  select?: (rows: AdminRecords[N][]) => AdminRecords[N][];
  /** A record just saved: the table opens on its page and highlights it. */
  highlightId?: number;
}

/** 'Apakah kamu yakin ingin menghapus produk ini?' with the record's noun. */
const deleteQuestion = (noun: string) => `Apakah kamu yakin ingin menghapus ${noun} ini?`;
const deleteFailed = (noun: string) => `Gagal menghapus ${noun}`;

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

export function ResourceTable<N extends AdminResourceName>({
  resource,
  description,
  actions,
  labels,
  editPath,
  deletable = false,
  select,
  highlightId,
}: ResourceTableProps<N>) {
  const config = ADMIN_RESOURCES[resource];
  const queryClient = useQueryClient();
  const list = useQuery(adminListQuery(resource));
  const [pending, setPending] = useState<TableRow | null>(null);
  const titleId = `table-${resource}`;

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

  const rows = list.data ? (select ? select(list.data) : list.data) : [];

  return (
    <Panel title={TABLE_TITLE} description={description} actions={actions} flush labelledBy={titleId}>
      {list.isPending ? (
        <TableSkeleton />
      ) : list.isError ? (
        <div className="p-4 md:p-5">
          <ErrorState message={errorText(list.error, 'Data gagal dimuat.')} onRetry={() => void list.refetch()} />
        </div>
      ) : (
        <DataTable
          rows={rows as unknown as TableRow[]}
          labels={labels}
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
