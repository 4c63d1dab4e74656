export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'delivered', 'completed', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Labels of spec section 4; an unknown status shows as pending. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Menunggu Pembayaran',
  paid: 'Sudah Dibayar',
  shipped: 'Sedang Dikirim',
  delivered: 'Sudah Diterima',
  completed: 'Selesai',
  cancelled: 'Dibatalkan',
  expired: 'Kadaluarsa',
};

export function orderStatusLabel(status: string): string {
  return (ORDER_STATUS_LABELS as Record<string, string>)[status] ?? ORDER_STATUS_LABELS.pending;
}

/**
 * Every move an order can ever make: the event, the statuses it applies to, and where it leads.
 * Nothing else, ever. The API decides every change through this table (orders/order-state.ts).
 * - payment:* — what Midtrans reports about a payment attempt (a verified notification, or the
 *   reconciler's own status read); `reversed` is a settlement later denied, before shipping;
 *   `success` of an expired order is a late payment: it takes the stock again if it is there,
 *   else the order is paid with stock_short (docs/shop-rules.md, "Holds");
 * - ship (admin), deliver (the owner confirms receipt), cancel (the owner, before paying; the
 *   payment is cancelled at Midtrans first, docs/shipping.md);
 * - timeout (unpaid past the payment window), complete (delivered long enough ago).
 */
export const ORDER_TRANSITIONS = {
  'payment:success': { from: ['pending', 'expired'], to: 'paid' },
  'payment:reversed': { from: ['paid'], to: 'cancelled' },
  'payment:expired': { from: ['pending'], to: 'expired' },
  'payment:cancelled': { from: ['pending'], to: 'cancelled' },
  ship: { from: ['paid'], to: 'shipped' },
  cancel: { from: ['pending'], to: 'cancelled' },
  deliver: { from: ['shipped'], to: 'delivered' },
  timeout: { from: ['pending'], to: 'expired' },
  complete: { from: ['delivered'], to: 'completed' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;
export type OrderTransitionEvent = keyof typeof ORDER_TRANSITIONS;

/** The edges of ORDER_TRANSITIONS: where an order in each status may go. */
export const ORDER_EDGES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = Object.fromEntries(
  ORDER_STATUSES.map((status) => [
    status,
    [...new Set(Object.values(ORDER_TRANSITIONS).flatMap((t) => ((t.from as readonly OrderStatus[]).includes(status) ? [t.to] : [])))],
  ]),
) as Record<OrderStatus, OrderStatus[]>;

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_EDGES[from].includes(to);
}

/**
 * The shopper's tabs on /myorder: five of the spec plus 'Dibatalkan'
 * (docs/shop-rules.md, "Deviations from the specification").
 */
export const MY_ORDER_TABS = [
  { key: 'pending', label: 'Diproses', statuses: ['pending'] },
  { key: 'paid', label: 'Dibayar', statuses: ['paid'] },
  { key: 'shipped', label: 'Diantar', statuses: ['shipped'] },
  { key: 'delivered', label: 'Diterima', statuses: ['delivered'] },
  { key: 'completed', label: 'Selesai', statuses: ['completed'] },
  { key: 'cancelled', label: 'Dibatalkan', statuses: ['cancelled', 'expired'] },
] as const satisfies readonly { key: string; label: string; statuses: readonly OrderStatus[] }[];

/** Titles of the notifications the server creates on order events. */
export const NOTIFICATION_TITLES = {
  created: 'Pesanan Dibuat',
  paid: 'Pembayaran Berhasil',
  shipped: 'Pesanan Telah Dikirim',
  delivered: 'Pesanan Diterima',
  completed: 'Pesanan Selesai',
  expired: 'Pesanan Kadaluarsa',
  cancelled: 'Pesanan Dibatalkan',
  /** Written beside 'Pesanan Diterima': its page leads to the review form of each product of the order. */
  review: 'Beri Ulasan',
} as const;

export type OrderNotificationKind = keyof typeof NOTIFICATION_TITLES;

/** Messages of those notifications; each names the order as `ID #<order id>` (the receipt button reads it). */
export const ORDER_NOTIFICATION_MESSAGES: Readonly<Record<OrderNotificationKind, (orderId: number) => string>> = {
  created: (id) => `Pesanan ID #${id} telah dibuat. Silakan selesaikan pembayaran.`,
  paid: (id) => `Pembayaran untuk pesanan ID #${id} telah kami terima. Pesanan segera kami proses.`,
  shipped: (id) => `Pesanan ID #${id} sedang dalam perjalanan. Konfirmasi penerimaan setelah barang sampai.`,
  delivered: (id) => `Pesanan ID #${id} telah dikonfirmasi diterima. Terima kasih telah berbelanja!`,
  completed: (id) => `Pesanan ID #${id} telah selesai.`,
  expired: (id) => `Pesanan ID #${id} kadaluarsa karena pembayaran tidak diterima tepat waktu.`,
  cancelled: (id) => `Pesanan ID #${id} dibatalkan karena pembayarannya tidak berhasil.`,
  review: (id) => `Beri ulasan untuk pesanan ID #${id}. Ceritakan ukuran dan bahannya untuk membantu pembeli lain.`,
};

/** The 'Pesanan Dibatalkan' message when the shopper cancelled the order. */
export const ownerCancelledMessage = (id: number): string => `Pesanan ID #${id} telah dibatalkan atas permintaan Anda.`;

/** The 'Pesanan Telah Dikirim' message when the admin gave the courier and the resi. */
export const shippedWithWaybillMessage = (id: number, courier: string, waybill: string): string =>
  `Pesanan ID #${id} sedang dalam perjalanan dengan ${courier}, nomor resi ${waybill}. Konfirmasi penerimaan setelah barang sampai.`;
