import { etdLabel, type ShippingOption } from '@gayaku/contract';
import { formatRupiah } from '../../../lib/format.ts';

/**
 * The courier services to the chosen city as native radio buttons (arrow keys move the choice):
 * courier and service, the price for the cart's weight and 'Estimasi 2–3 hari'.
 */
export function ShippingServiceChoice({
  options,
  loading,
  chosen,
  onChoose,
}: {
  options: readonly ShippingOption[] | undefined;
  loading: boolean;
  chosen: string | null;
  onChoose: (code: string) => void;
}) {
  if (loading) return <p className="text-sm text-muted">Memuat layanan kurir...</p>;
  if (!options || options.length === 0) return null;
  return (
    <fieldset className="space-y-2">
      <legend className="field-label">Layanan pengiriman</legend>
      {options.map((option) => (
        <label
          key={option.code}
          className="flex cursor-pointer items-center gap-3 rounded-lg border border-line px-3.5 py-3 has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
        >
          <input
            type="radio"
            name="shipping_service"
            value={option.code}
            checked={chosen === option.code}
            onChange={() => onChoose(option.code)}
            className="size-4 accent-accent"
          />
          <span className="min-w-0 flex-1">
            <span className="block text-sm font-semibold">
              {option.courier} {option.service}
            </span>
            <span className="block text-xs text-muted">{etdLabel(option.etd_min_days, option.etd_max_days)}</span>
          </span>
          <span className="text-sm font-semibold whitespace-nowrap">{formatRupiah(option.cost)}</span>
        </label>
      ))}
    </fieldset>
  );
}
