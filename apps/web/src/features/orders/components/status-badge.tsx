import { orderStatusLabel } from '@gayaku/contract';
import { STATUS_BADGE } from '../order-tabs.ts';

export function StatusBadge({ status }: { status: string }) {
  const known = status in STATUS_BADGE ? status : 'pending';
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${STATUS_BADGE[known]}`}>
      {orderStatusLabel(status)}
    </span>
  );
}
