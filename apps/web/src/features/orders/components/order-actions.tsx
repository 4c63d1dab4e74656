import type { Order } from '@gayaku/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { toast } from '../../../lib/toast.ts';
import { useChangeOrderStatus, useReorder } from '../api/mutations.ts';

/**
 * 'Batalkan Pesanan' on the owner's pending order, after a confirmation: the payment is cancelled
 * at Midtrans and the stock released (docs/shipping.md).
 */
export function CancelOrderButton({ order }: { order: Order }) {
  const [asking, setAsking] = useState(false);
  const cancel = useChangeOrderStatus('Gagal membatalkan pesanan');
  if (order.status !== 'pending') return null;
  const confirm = () =>
    cancel.mutate(
      { id: order.id, status: 'cancelled' },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          setAsking(false);
        },
      },
    );
  return (
    <>
      <Button variant="danger" size="sm" onClick={() => setAsking(true)}>
        Batalkan
      </Button>
      {asking ? (
        <Modal
          title={`Batalkan Pesanan #${order.id}?`}
          onClose={() => setAsking(false)}
          footer={
            <div className="flex flex-wrap justify-end gap-3">
              <Button variant="secondary" onClick={() => setAsking(false)} disabled={cancel.isPending}>
                Tidak
              </Button>
              <Button variant="danger" onClick={confirm} disabled={cancel.isPending}>
                {cancel.isPending ? 'Memproses...' : 'Ya, Batalkan'}
              </Button>
            </div>
          }
        >
          <p className="text-sm text-ink-soft">
            Pembayaran yang belum selesai ikut dibatalkan dan barang kembali tersedia untuk pembeli lain.
          </p>
        </Modal>
      ) : null}
    </>
  );
}

/** 'Beli Lagi' on a delivered or completed order: its lines go back to the cart, then the cart opens. */
export function BuyAgainButton({ order }: { order: Order }) {
  const reorder = useReorder();
  const navigate = useNavigate();
  if (order.status !== 'delivered' && order.status !== 'completed') return null;
  const onClick = () =>
    reorder.mutate(order.id, {
      onSuccess: (res) => {
        if (res.added > 0) toast.success(res.message);
        for (const line of res.skipped) toast.warning(`${line.name}: ${line.message}`);
        if (res.added > 0) void navigate('/shopping-cart');
      },
    });
  return (
    <Button variant="accent" size="sm" onClick={onClick} disabled={reorder.isPending}>
      {reorder.isPending ? 'Memproses...' : 'Beli Lagi'}
    </Button>
  );
}
