/**
 * Revenue by day as bars, drawn by uPlot (decision 012: ~23 kB gzip, loaded with this component only,
 * in the admin area). The canvas is a picture to screen readers; the same figures are in a table
 * beside it that only they read.
 */
import type { Stats } from '@gayaku/contract';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatRupiah } from '../../../lib/format.ts';

type Day = Stats['revenue_by_day'][number];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];
/** `2025-03-09` → `9 Mar`. */
export const shortDay = (day: string) => `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]}`;
/** `1250000` → `1,3 jt` on the axis. */
const compactRupiah = (v: number) =>
  v >= 1e9
    ? `${(v / 1e9).toFixed(1).replace('.', ',')} M`
    : v >= 1e6
      ? `${(v / 1e6).toFixed(1).replace('.', ',')} jt`
      : v >= 1e3
        ? `${Math.round(v / 1e3)} rb`
        : String(v);

const HEIGHT = 240;

function options(days: Day[], width: number): uPlot.Options {
  const step = Math.max(1, Math.ceil(days.length / Math.max(2, Math.floor(width / 70))));
  return {
    width,
    height: HEIGHT,
    scales: { x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] } },
    cursor: { y: false, points: { show: false } },
    legend: { show: true, live: true },
    axes: [
      {
        stroke: '#6f675e',
        grid: { show: false },
        ticks: { show: false },
        splits: () => days.flatMap((_, i) => (i % step === 0 ? [i] : [])),
        values: (_u, splits) => splits.map((i) => (days[i] ? shortDay(days[i].date) : '')),
      },
      {
        stroke: '#6f675e',
        grid: { stroke: '#e4ddd2', width: 1 },
        ticks: { show: false },
        size: 56,
        values: (_u, splits) => splits.map(compactRupiah),
      },
    ],
    series: [
      { label: 'Tanggal', value: (_u, i) => (i == null || !days[i] ? '–' : shortDay(days[i].date)) },
      {
        label: 'Pendapatan',
        stroke: '#a8462b',
        fill: 'rgba(168, 70, 43, 0.75)',
        paths: uPlot.paths.bars?.({ size: [0.7, 48] }),
        points: { show: false },
        value: (_u, v) => (v == null ? '–' : formatRupiah(v)),
      },
    ],
  };
}

export function SalesChart({ days }: { days: Day[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const data: uPlot.AlignedData = [days.map((_, i) => i), days.map((d) => d.revenue)];
    // Without a canvas (an old or headless browser) the figures stay in the table beside it.
    if (!document.createElement('canvas').getContext?.('2d')) return;
    let plot = new uPlot(options(days, el.clientWidth || 320), data, el);
    const resize = new ResizeObserver(() => {
      const width = el.clientWidth;
      if (width > 0 && Math.abs(width - plot.width) > 1) {
        plot.destroy();
        plot = new uPlot(options(days, width), data, el);
      }
    });
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days]);
  const total = days.reduce((sum, d) => sum + d.revenue, 0);
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure className="m-0">
      <div
        ref={box}
        role="img"
        aria-label={
          first && last
            ? `Grafik pendapatan per hari, ${shortDay(first.date)} sampai ${shortDay(last.date)}: total ${formatRupiah(total)}`
            : 'Grafik pendapatan'
        }
        className="sales-chart min-h-[240px] w-full"
      />
      <table className="sr-only">
        <caption>Pendapatan per hari</caption>
        <thead>
          <tr>
            <th scope="col">Tanggal</th>
            <th scope="col">Pendapatan</th>
            <th scope="col">Pesanan</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <td>{d.date}</td>
              <td>{formatRupiah(d.revenue)}</td>
              <td>{d.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
