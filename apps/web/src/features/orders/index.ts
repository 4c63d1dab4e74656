/**
 * What other features may use of the orders: moving an order on (the shopper's 'Konfirmasi
 * Penerimaan Barang'), and a shipped order's courier and resi (the 'Telah Dikirim' notification).
 */
export { useChangeOrderStatus } from './api/mutations.ts';
export { OrderShipment } from './components/tracking-info.tsx';
