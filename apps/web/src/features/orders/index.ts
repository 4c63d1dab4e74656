/** What other features may use of the orders: moving an order on (the shopper's 'Konfirmasi Penerimaan Barang'). */
export { useChangeOrderStatus } from './api/mutations.ts';
