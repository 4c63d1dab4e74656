import { SelectField, TextareaField } from '../../../components/ui/field.tsx';
import { formatRupiah } from '../../../lib/format.ts';
import { ShippingServiceChoice } from '../../shipping/index.ts';
import { RecipientFields } from '../../users/index.ts';
import type { CheckoutDelivery } from './use-checkout-delivery.ts';

/** /order's 'Pengiriman': the city, the courier service, the recipient and phone, the address. */
export function DeliverySection({ delivery }: { delivery: CheckoutDelivery }) {
  return (
    <section aria-labelledby="shipping-title" className="space-y-5 rounded-card border border-line bg-surface p-5 md:p-6">
      <h2 id="shipping-title" className="text-xl font-semibold">
        Pengiriman
      </h2>
      <SelectField label="Kota pengiriman" name="city" value={delivery.knownCity} onChange={(e) => delivery.chooseCity(e.target.value)}>
        <option value="">Pilih Kota</option>
        {delivery.rates?.map((r) => (
          <option key={r.city} value={r.city}>
            {r.city} — {formatRupiah(r.shipping_cost)}
          </option>
        ))}
      </SelectField>
      <ShippingServiceChoice
        options={delivery.options}
        loading={delivery.optionsLoading}
        chosen={delivery.service?.code ?? null}
        onChoose={delivery.chooseService}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <RecipientFields
          name={delivery.recipientName}
          phone={delivery.recipientPhone}
          onName={(value) => delivery.type('recipientName', value)}
          onPhone={(value) => delivery.type('recipientPhone', value)}
        />
      </div>
      <TextareaField
        label="Alamat pengiriman"
        name="address"
        required
        rows={4}
        autoComplete="street-address"
        placeholder="Masukkan alamat lengkap..."
        value={delivery.address}
        onChange={(e) => delivery.type('address', e.target.value)}
      />
    </section>
  );
}
