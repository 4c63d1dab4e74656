/**
 * /admin/stock/low: the variants whose available stock is at or below the shop's threshold (the
 * dashboard's 'Stok Menipis'), fewest first as the server lists them; each opens its product's edit
 * page, where the stock grid is.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorState, Skeleton } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { formatNumber } from '../../../lib/format.ts';
import { lowStockQuery, PageHeader, Panel } from '../../admin/index.ts';

const BACK = { to: '/admin/dashboard', label: 'Dashboard' };
const COLUMNS = ['Produk', 'Ukuran', 'Warna', 'SKU', 'Stok', 'Dipesan', 'Tersedia'] as const;
const cell = 'px-3 py-2.5 first:pl-4 last:pr-4 md:first:pl-5 md:last:pr-5';

export function LowStockPage() {
  const low = useQuery(lowStockQuery());
  const threshold = low.data?.threshold;
  return (
    <>
      <PageHeader
        title="Stok Menipis"
        description={threshold === undefined ? undefined : `Varian dengan stok tersedia ${formatNumber(threshold)} atau kurang.`}
        back={BACK}
      />
      <Panel title="Varian" flush labelledBy="low-stock-title">
        {low.isError ? (
          <div className="p-4 md:p-5">
            <ErrorState message={errorText(low.error, 'Data gagal dimuat.')} onRetry={() => void low.refetch()} />
          </div>
        ) : !low.data ? (
          <div className="space-y-3 p-5" aria-busy="true">
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-full" />
          </div>
        ) : low.data.variants.length === 0 ? (
          <p className="px-5 py-12 text-center text-sm text-muted">Tidak ada varian dengan stok menipis.</p>
        ) : (
          <div className="overflow-x-auto overscroll-x-contain">
            <table className="w-full min-w-max border-collapse text-left text-sm">
              <caption className="sr-only">Varian dengan stok menipis</caption>
              <thead className="border-b border-line bg-paper text-xs text-muted">
                <tr>
                  {COLUMNS.map((c) => (
                    <th key={c} scope="col" className={`${cell} font-medium`}>
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-line/70">
                {low.data.variants.map((v) => (
                  <tr key={`${v.product_id}-${v.size_name}-${v.color_name}`}>
                    <td className={cell}>
                      <Link to={`/admin/products/edit/${v.product_id}`} className="font-medium text-accent hover:underline">
                        {v.product_name}
                      </Link>
                    </td>
                    <td className={cell}>{v.size_name}</td>
                    <td className={cell}>{v.color_name}</td>
                    <td className={cell}>{v.sku ?? <span className="text-muted">—</span>}</td>
                    <td className={`${cell} tabular-nums`}>{formatNumber(v.stock)}</td>
                    <td className={`${cell} tabular-nums`}>{formatNumber(v.held)}</td>
                    <td className={`${cell} font-semibold tabular-nums ${v.available === 0 ? 'text-danger' : ''}`}>
                      {formatNumber(v.available)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>
    </>
  );
}
