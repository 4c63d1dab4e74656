import { NOTIFICATION_TITLES, orderIdFromMessage } from '@gayaku/contract';

/** 'Konfirmasi Penerimaan Barang' shows only when the title contains 'Telah Dikirim' (spec section 2). */
export const canConfirmReceipt = (title: string): boolean => title.includes('Telah Dikirim');

/** The 'Beri Ulasan' notification written with a receipt: its page lists the order's products to review. */
export const invitesReview = (title: string): boolean => title === NOTIFICATION_TITLES.review;

/** The order named in the message ('ID #<number>'), or null: then confirming does nothing (spec section 5). */
export const confirmTarget = (message: string): number | null => orderIdFromMessage(message);

export const CONFIRM_SUCCESS = 'Terima kasih! Barang dikonfirmasi telah diterima.';
export const CONFIRM_FAILED = 'Gagal konfirmasi penerimaan.';
export const CONFIRM_QUESTION = 'Yakin barang sudah diterima?';
