import { SizeChartInputSchema } from '@gayaku/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { CloseButton } from '../../../components/ui/close-button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { toast } from '../../../lib/toast.ts';
import { PageHeader, Panel } from '../../admin/index.ts';
import { attributeQuery, sizesQuery } from '../api/admin-queries.ts';
import { useSizeChartWrites } from '../api/mutations.ts';
import { sizeChartsQuery } from '../api/queries.ts';
import { addColumn, addRow, draftOf, inputOf, removeColumn, removeRow, type ChartDraft } from './size-chart-model.ts';

const CELL = 'field-input min-w-20 px-2.5 py-2 text-sm';

function ChartForm({ categoryId, initial, exists }: { categoryId: number; initial: ChartDraft; exists: boolean }) {
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const sizes = useQuery(sizesQuery());
  const { save, remove } = useSizeChartWrites(categoryId);
  const setColumn = (i: number, name: string) => setDraft({ ...draft, columns: draft.columns.map((c, j) => (j === i ? name : c)) });
  const setRow = (i: number, patch: Partial<ChartDraft['rows'][number]>) =>
    setDraft({ ...draft, rows: draft.rows.map((r, j) => (j === i ? { ...r, ...patch } : r)) });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = SizeChartInputSchema.safeParse(inputOf(draft));
    setProblem(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (parsed.success) save.mutate(parsed.data, { onSuccess: () => toast.success('Tabel ukuran disimpan') });
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label="Tabel ukuran">
      <div className="overflow-x-auto">
        <table className="border-separate border-spacing-1.5 text-sm">
          <thead>
            <tr>
              <th scope="col" className="text-left font-semibold">
                Ukuran
              </th>
              {draft.columns.map((column, i) => (
                <th key={i} scope="col" className="text-left font-normal">
                  <div className="flex items-center gap-1">
                    <input
                      aria-label={`Nama kolom ${i + 1}`}
                      className={CELL}
                      value={column}
                      onChange={(e) => setColumn(i, e.target.value)}
                    />
                    <CloseButton label={`Hapus kolom ${column || i + 1}`} onClick={() => setDraft(removeColumn(draft, i))} />
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {draft.rows.map((row, i) => (
              <tr key={i}>
                <td>
                  <select
                    aria-label={`Ukuran baris ${i + 1}`}
                    className={CELL}
                    value={row.size}
                    onChange={(e) => setRow(i, { size: e.target.value })}
                  >
                    <option value="">Pilih</option>
                    {(sizes.data ?? []).map((s) => (
                      <option key={s.id} value={s.size_name}>
                        {s.size_name}
                      </option>
                    ))}
                  </select>
                </td>
                {row.values.map((value, j) => (
                  <td key={j}>
                    <input
                      aria-label={`${draft.columns[j] || `Kolom ${j + 1}`} ukuran ${row.size || `baris ${i + 1}`} (cm)`}
                      inputMode="decimal"
                      className={CELL}
                      value={value}
                      onChange={(e) => setRow(i, { values: row.values.map((v, k) => (k === j ? e.target.value : v)) })}
                    />
                  </td>
                ))}
                <td>
                  <CloseButton label={`Hapus baris ${row.size || i + 1}`} onClick={() => setDraft(removeRow(draft, i))} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => setDraft(addRow(draft))}>
          + Baris
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setDraft(addColumn(draft))}>
          + Kolom
        </Button>
      </div>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2 border-t border-line pt-4">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Menyimpan...' : 'Simpan Tabel Ukuran'}
        </Button>
        {exists ? (
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => {
              if (window.confirm('Hapus tabel ukuran kategori ini?'))
                remove.mutate(undefined, { onSuccess: () => toast.success('Tabel ukuran dihapus') });
            }}
          >
            Hapus Tabel Ukuran
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * /admin/category/{id}/size-chart: the category's size chart ('Panduan Ukuran' of its products),
 * measurement columns in cm and one row per size of the catalogue, saved whole. Reached from the
 * category's edit page.
 */
export function SizeChartPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const category = useQuery({ ...attributeQuery('categories', id), enabled: valid });
  const charts = useQuery(sizeChartsQuery());
  const chart = charts.data?.find((c) => c.category_id === id) ?? null;
  const name = category.data && 'name' in category.data ? category.data.name : '';
  return (
    <>
      <PageHeader
        title={name ? `Tabel Ukuran ${name}` : 'Tabel Ukuran'}
        description="Ukuran pakaian dalam cm; produk kategori ini menampilkannya sebagai Panduan Ukuran."
        back={{ to: valid ? `/admin/category/edit/${id}` : '/admin/attributes', label: 'Edit Kategori' }}
      />
      {!valid || category.isError ? (
        <ErrorState className="max-w-xl" message="Kategori tidak ditemukan." onRetry={() => void category.refetch()} />
      ) : (
        <Panel className="max-w-3xl">
          {charts.data && category.data ? (
            <ChartForm key={chart ? JSON.stringify(chart) : 'new'} categoryId={id} initial={draftOf(chart)} exists={chart !== null} />
          ) : (
            <Spinner label="Memuat tabel ukuran..." />
          )}
        </Panel>
      )}
    </>
  );
}
