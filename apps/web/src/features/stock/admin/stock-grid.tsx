/**
 * The admin's stock grid (sizes × colours) on the product's edit page: the on-hand stock and SKU of
 * every pair, with what unpaid orders hold and what is left to buy. 'Simpan Stok' sets every pair's
 * stock absolutely (PUT /api/products/{id}/stock); a refusal shows the server's text
 * ('Stok tidak boleh kurang dari jumlah yang sedang dipesan (4)').
 */
import type { ProductStock } from '@gayaku/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { formatNumber } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { Panel } from '../../admin/index.ts';
import { useSetProductStock } from '../api/mutations.ts';
import { productStockQuery } from '../api/queries.ts';
import { stockBody, stockCells, type StockCell } from './stock-grid-model.ts';

interface GridProps {
  productId: number;
  sizes: readonly string[];
  colors: readonly string[];
}

export function StockGrid(props: GridProps) {
  const stock = useQuery(productStockQuery(props.productId));
  return (
    <Panel
      title="Stok per Ukuran dan Warna"
      description="Stok fisik di gudang. Dipesan: ditahan pesanan yang belum dibayar."
      labelledBy="stock-grid-title"
    >
      {stock.data ? (
        <StockForm {...props} stock={stock.data} />
      ) : stock.isError ? (
        <ErrorState message={errorText(stock.error, 'Gagal memuat stok.')} onRetry={() => void stock.refetch()} />
      ) : (
        <Spinner label="Memuat stok..." />
      )}
    </Panel>
  );
}

type Problem = { text: string; index: number; field: 'stock' | 'sku' };

function StockForm({ productId, sizes, colors, stock }: GridProps & { stock: ProductStock }) {
  const [cells, setCells] = useState(() => stockCells(sizes, colors, stock));
  const [problem, setProblem] = useState<Problem | null>(null);
  const save = useSetProductStock(productId);

  const edit = (index: number, change: Partial<StockCell>) => setCells((all) => all.map((c, i) => (i === index ? { ...c, ...change } : c)));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = stockBody(cells);
    if ('problem' in checked) {
      setProblem({ text: checked.problem, index: checked.index, field: checked.field });
      return;
    }
    setProblem(null);
    try {
      const saved = await save.mutateAsync(checked.body);
      setCells(stockCells(sizes, colors, saved));
      toast.success('Stok berhasil disimpan');
    } catch (error) {
      setProblem({ text: errorText(error, 'Gagal menyimpan stok'), index: -1, field: 'stock' });
    }
  };

  const invalid = (index: number, field: Problem['field']) => problem?.index === index && problem.field === field;
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Stok per ukuran dan warna" className="space-y-4">
      <div className="overflow-x-auto overscroll-x-contain">
        <table className="min-w-max border-collapse text-left text-sm">
          <caption className="sr-only">Stok per ukuran dan warna</caption>
          <thead className="text-xs text-muted">
            <tr>
              <th scope="col" className="px-2 pb-2 font-medium">
                Ukuran
              </th>
              {colors.map((color) => (
                <th key={color} scope="col" className="px-2 pb-2 font-medium">
                  {color}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line/70">
            {sizes.map((size, si) => (
              <tr key={size} className="align-top">
                <th scope="row" className="px-2 py-3 font-semibold text-ink">
                  {size}
                </th>
                {colors.map((color, ci) => {
                  const index = si * colors.length + ci;
                  const cell = cells[index]!;
                  return (
                    <td key={color} className="px-2 py-3">
                      <div className="flex w-36 flex-col gap-1.5">
                        <input
                          type="number"
                          name="stock"
                          inputMode="numeric"
                          min={0}
                          max={100_000}
                          step={1}
                          aria-label={`Stok ${size} ${color}`}
                          aria-invalid={invalid(index, 'stock') || undefined}
                          value={cell.stock}
                          onChange={(e) => edit(index, { stock: e.target.value })}
                          className={`field-input h-9 tabular-nums ${invalid(index, 'stock') ? 'border-danger' : ''}`}
                        />
                        <input
                          type="text"
                          name="sku"
                          maxLength={64}
                          placeholder="SKU"
                          aria-label={`SKU ${size} ${color}`}
                          aria-invalid={invalid(index, 'sku') || undefined}
                          value={cell.sku}
                          onChange={(e) => edit(index, { sku: e.target.value })}
                          className={`field-input h-9 ${invalid(index, 'sku') ? 'border-danger' : ''}`}
                        />
                        <p className="text-2xs text-muted tabular-nums">
                          Dipesan {formatNumber(cell.held)} · Tersedia {formatNumber(cell.available)}
                        </p>
                      </div>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {problem ? (
        <p role="alert" className="rounded-lg bg-danger-soft px-3.5 py-2.5 text-sm font-medium text-danger">
          {problem.index >= 0 && cells[problem.index] ? `${cells[problem.index]!.size} / ${cells[problem.index]!.color}: ` : ''}
          {problem.text}
        </p>
      ) : null}
      <div className="flex justify-end border-t border-line pt-4">
        <Button type="submit" disabled={save.isPending} className="min-w-32">
          {save.isPending ? 'Menyimpan...' : 'Simpan Stok'}
        </Button>
      </div>
    </form>
  );
}
