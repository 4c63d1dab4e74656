/** The orders table's filters, asked of the server: one status, and the days (WIB) the orders were placed, both included. */
import { ORDER_STATUSES, orderStatusLabel, type OrderStatus } from '@gayaku/contract';
import { InputField, SelectField } from '../../../components/ui/field.tsx';

export interface OrderFilter {
  status: OrderStatus | '';
  from: string;
  to: string;
}
export const NO_ORDER_FILTER: OrderFilter = { status: '', from: '', to: '' };

/** The filter as the list's query sends it; a reversed range is not sent (the field says why). */
export function orderFilterParams(filter: OrderFilter): { status?: string; from?: string; to?: string } {
  const reversed = filter.from !== '' && filter.to !== '' && filter.from > filter.to;
  return {
    status: filter.status || undefined,
    from: (!reversed && filter.from) || undefined,
    to: (!reversed && filter.to) || undefined,
  };
}

export function OrderFilters({ filter, onChange }: { filter: OrderFilter; onChange: (filter: OrderFilter) => void }) {
  const reversed = filter.from !== '' && filter.to !== '' && filter.from > filter.to;
  return (
    <>
      <SelectField
        label="Status pesanan"
        className="w-44"
        value={filter.status}
        onChange={(e) => onChange({ ...filter, status: e.target.value as OrderStatus | '' })}
      >
        <option value="">Semua status</option>
        {ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {orderStatusLabel(s)}
          </option>
        ))}
      </SelectField>
      <InputField
        label="Tanggal dari"
        type="date"
        className="w-40"
        value={filter.from}
        onChange={(e) => onChange({ ...filter, from: e.target.value })}
      />
      <InputField
        label="Tanggal sampai"
        type="date"
        className="w-40"
        value={filter.to}
        onChange={(e) => onChange({ ...filter, to: e.target.value })}
        error={reversed ? "Harus setelah 'Tanggal dari'" : undefined}
      />
    </>
  );
}
