/** 'Ekspor CSV' of the orders page: the order lines of the orders placed on these days (WIB), in this status. */
import { ORDER_STATUSES, orderStatusLabel, type OrderStatus } from '@gayaku/contract';
import { useState } from 'react';
import { InputField, SelectField } from '../../../components/ui/field.tsx';
import { CsvDownloadButton, EXPORT_TIMEOUT_MS, Panel } from '../../admin/index.ts';
import { orderFileApi } from '../api/files.ts';

export function OrdersExport() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const reversed = from !== '' && to !== '' && from > to;
  const name = ['pesanan', from || null, to || null, status || null].filter(Boolean).join('-');
  return (
    <Panel
      title="Ekspor CSV"
      description="Satu baris per barang pesanan, untuk dibuka di spreadsheet"
      className="mb-6"
      labelledBy="orders-export-title"
    >
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[repeat(3,minmax(0,12rem))_auto] lg:items-start">
        <InputField label="Dibuat dari" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        <InputField
          label="Sampai"
          type="date"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={reversed ? "Harus setelah 'Dibuat dari'" : undefined}
        />
        <SelectField
          className="col-span-2 lg:col-span-1"
          label="Status"
          value={status}
          onChange={(e) => setStatus(e.target.value as OrderStatus | '')}
        >
          <option value="">Semua status</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {orderStatusLabel(s)}
            </option>
          ))}
        </SelectField>
        <div className="col-span-2 lg:col-span-1 lg:pt-[1.625rem]">
          {reversed ? null : (
            <CsvDownloadButton
              label="Unduh CSV"
              filename={`${name}.csv`}
              load={() =>
                orderFileApi.exportOrdersCsv({
                  query: { from: from || undefined, to: to || undefined, status: status || undefined },
                  timeoutMs: EXPORT_TIMEOUT_MS,
                })
              }
            />
          )}
        </div>
      </div>
    </Panel>
  );
}
