import { orderStatusLabel } from '@gayaku/contract';

const STATUS_TONES: Record<string, string> = {
  pending: 'bg-sand text-ink-soft',
  paid: 'bg-accent-soft text-accent-dark',
  shipped: 'bg-[#e6eef8] text-[#24507f]',
  delivered: 'bg-success-soft text-success',
  completed: 'bg-success-soft text-success',
  cancelled: 'bg-danger-soft text-danger',
  expired: 'bg-danger-soft text-danger',
};

/** An order status as its Indonesian label (spec section 4; unknown shows as pending). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${STATUS_TONES[status] ?? STATUS_TONES.pending}`}
    >
      {orderStatusLabel(status)}
    </span>
  );
}
