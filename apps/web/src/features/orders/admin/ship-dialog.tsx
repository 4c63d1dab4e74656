/**
 * 'Tandai sebagai Shipped' on the admin's order page (docs/shipping.md): a dialog asks the courier
 * (the one the shopper chose, preselected) and the resi, then a confirmation step repeats them
 * before PUT /api/order/{id}/status { status: 'shipped', courier, waybill }.
 */
import { COURIERS, MESSAGES, WAYBILL_PATTERN, type Order } from '@gayaku/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { InputField, SelectField } from '../../../components/ui/field.tsx';
import { PackageIcon } from '../../../components/ui/icons.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { toast } from '../../../lib/toast.ts';
import { useChangeOrderStatus } from '../api/mutations.ts';

const SHIP_LABEL = 'Tandai sebagai Shipped';
const SHIP_FAILED = 'Gagal memperbarui status';

function ShipForm({ order, onClose }: { order: Order; onClose: () => void }) {
  const ship = useChangeOrderStatus(SHIP_FAILED);
  const [courier, setCourier] = useState(order.courier ?? '');
  const [waybill, setWaybill] = useState('');
  const [problem, setProblem] = useState<{ courier?: string; waybill?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const resi = waybill.trim();

  const check = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(courier ? {} : { courier: MESSAGES.courierRequired }),
      ...(WAYBILL_PATTERN.test(resi) ? {} : { waybill: MESSAGES.waybillInvalid }),
    };
    setProblem(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  };
  const confirm = () =>
    ship.mutate(
      { id: order.id, status: 'shipped', courier, waybill: resi },
      {
        onSuccess: () => {
          toast.success(MESSAGES.orderStatusUpdated('shipped'));
          onClose();
        },
      },
    );

  if (confirming) {
    return (
      <div className="space-y-5">
        <p className="text-sm">
          Kirim pesanan #{order.id} dengan <strong>{courier}</strong>, nomor resi <strong className="font-mono">{resi}</strong>? Pembeli
          langsung mendapat notifikasi berisi resi ini.
        </p>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={ship.isPending}>
            Ubah
          </Button>
          <Button variant="accent" onClick={confirm} disabled={ship.isPending}>
            {ship.isPending ? 'Memproses...' : 'Ya, Tandai Shipped'}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={check} className="space-y-5">
      <SelectField label="Kurir" name="courier" value={courier} error={problem.courier} onChange={(e) => setCourier(e.target.value)}>
        <option value="">Pilih kurir</option>
        {COURIERS.map((c) => (
          <option key={c.name} value={c.name}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <InputField
        label="Nomor resi"
        name="waybill"
        autoComplete="off"
        maxLength={40}
        value={waybill}
        error={problem.waybill}
        hint={order.service ? `Layanan pilihan pembeli: ${order.courier ?? ''} ${order.service}` : undefined}
        onChange={(e) => setWaybill(e.target.value)}
      />
      <div className="flex justify-end">
        <Button type="submit" variant="accent">
          Lanjut
        </Button>
      </div>
    </form>
  );
}

/** The button (only while the order is paid) and its dialog. */
export function ShipButton({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  if (order.status !== 'paid') return null;
  return (
    <>
      <Button variant="accent" onClick={() => setOpen(true)}>
        <PackageIcon className="size-4" />
        {SHIP_LABEL}
      </Button>
      {open ? (
        <Modal title={`Kirim Pesanan #${order.id}`} onClose={() => setOpen(false)}>
          <ShipForm order={order} onClose={() => setOpen(false)} />
        </Modal>
      ) : null}
    </>
  );
}
