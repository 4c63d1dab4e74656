/**
 * The audit trail's kinds of records and actions with the labels the admin reads. Plain values without
 * zod, so the admin's screens take them without the audit call's schemas.
 */
/** The kinds of records the admin changes, as the trail names them, with the screen's labels. */
export const AUDIT_ENTITIES = {
  product: 'Produk',
  product_variant: 'Stok varian',
  order: 'Pesanan',
  category: 'Kategori',
  color: 'Warna',
  size: 'Ukuran',
  ad: 'Papan iklan',
  search_synonym: 'Sinonim pencarian',
} as const;
export type AuditEntity = keyof typeof AUDIT_ENTITIES;

export const AUDIT_ACTIONS = { create: 'Dibuat', update: 'Diubah', delete: 'Dihapus', status: 'Status diubah' } as const;
