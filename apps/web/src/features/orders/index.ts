/**
 * What other features may use of the orders: moving an order on (the shopper's 'Konfirmasi
 * Penerimaan Barang'), a shipped order's courier and resi (the 'Telah Dikirim' notification), and
 * one order with its items (the 'Beri Ulasan' notification lists them).
 */
export { useChangeOrderStatus } from './api/mutations.ts';
export { orderDetailQuery } from './api/queries.ts';
export { OrderShipment } from './components/tracking-info.tsx';
