import { sizeChartFor, type SizeChart } from '@gayaku/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { sizeChartsQuery } from '../api/queries.ts';

/** `96.5` → `96,5`. */
const cm = (value: number) => String(value).replace('.', ',');

/** The chart as a table: one row per size of the product, one column per measurement. */
function SizeChartTable({ chart, chosen }: { chart: SizeChart; chosen?: string | null }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[20rem] border-collapse text-sm">
        <caption className="mb-3 text-left text-xs text-muted">
          Ukuran pakaian dalam {chart.unit} (kategori {chart.category_name}). Bandingkan dengan pakaian yang pas di badanmu.
        </caption>
        <thead>
          <tr className="border-b border-line text-left">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Ukuran
            </th>
            {chart.columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 text-right font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.rows.map((row) => {
            const isChosen = chosen != null && row.size_name.toLowerCase() === chosen.toLowerCase();
            return (
              <tr key={row.size_name} className={`border-b border-line/70 ${isChosen ? 'bg-accent-soft' : ''}`}>
                <th scope="row" className="py-2 pr-3 text-left font-semibold">
                  {row.size_name}
                  {isChosen ? <span className="ml-1 text-2xs font-medium text-accent-dark">(dipilih)</span> : null}
                </th>
                {row.values.map((value, i) => (
                  <td key={chart.columns[i] ?? i} className="px-3 py-2 text-right tabular-nums">
                    {cm(value)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

interface ChartedProduct {
  name: string;
  categories: readonly { id: number }[];
  sizes: readonly { size_name: string }[];
}

/**
 * 'Panduan Ukuran' beside a size chooser: opens the product's size chart (its first category's that
 * has its sizes, only those rows) in a dialog; nothing when the product has no chart.
 */
export function SizeChartButton({
  product,
  chosen,
  className = '',
}: {
  product: ChartedProduct;
  chosen?: string | null;
  className?: string;
}) {
  const charts = useQuery(sizeChartsQuery());
  const [open, setOpen] = useState(false);
  const chart = charts.data ? sizeChartFor(product, charts.data) : null;
  if (!chart) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className={`inline-flex min-h-11 items-center text-sm font-medium text-accent-dark underline decoration-accent/40 underline-offset-4 hover:decoration-accent ${className}`}
      >
        Panduan Ukuran
      </button>
      {open ? (
        <Modal title={`Panduan Ukuran: ${product.name}`} onClose={() => setOpen(false)}>
          <SizeChartTable chart={chart} chosen={chosen} />
        </Modal>
      ) : null}
    </>
  );
}
