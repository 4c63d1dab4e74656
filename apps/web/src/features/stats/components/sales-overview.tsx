/**
 * The sales part of the dashboard: the range picker, the totals, revenue by day (the chart loads
 * in its own chunk), orders by status, the top products and 'Perlu Tindakan'. The range lives in
 * the URL (?from=&to=).
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState, Skeleton } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { Panel } from '../../admin/index.ts';
import { statsQuery } from '../api/queries.ts';
import { RangePicker, rangeFromParams, type DayRange } from './range-picker.tsx';
import { ByStatus, NeedsAction, Totals, TopProducts } from './stats-panels.tsx';

const SalesChart = lazy(async () => ({ default: (await import('./sales-chart.tsx')).SalesChart }));
const chartPlaceholder = <Skeleton className="h-[240px] w-full" />;

export function SalesOverview() {
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params);
  const stats = useQuery(statsQuery(range.from, range.to));
  const choose = (next: DayRange) => setParams({ from: next.from, to: next.to }, { replace: true, preventScrollReset: true });
  return (
    <section aria-labelledby="sales-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="sales-title" className="text-2xl font-semibold">
          Penjualan
        </h2>
        <RangePicker value={range} onChange={choose} />
      </div>
      {stats.isError && !stats.data ? (
        <ErrorState message={errorText(stats.error, 'Data penjualan gagal dimuat.')} onRetry={() => void stats.refetch()} />
      ) : !stats.data ? (
        <div aria-busy="true" className="space-y-4">
          <Skeleton className="h-24 w-full" />
          {chartPlaceholder}
        </div>
      ) : (
        <div className={`space-y-4 transition-opacity ${stats.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={stats.isFetching}>
          <Totals totals={stats.data.totals} />
          <Panel
            title="Pendapatan per hari"
            description="Pesanan yang dibayar, tanpa ongkos kirim, menurut tanggal pembayaran (WIB)"
            labelledBy="revenue-title"
          >
            <Suspense fallback={chartPlaceholder}>
              <SalesChart days={stats.data.revenue_by_day} />
            </Suspense>
          </Panel>
          <div className="grid gap-4 lg:grid-cols-3">
            <TopProducts products={stats.data.top_products} />
            <ByStatus byStatus={stats.data.by_status} />
            <NeedsAction needs={stats.data.needs_action} />
          </div>
        </div>
      )}
    </section>
  );
}
