/**
 * The three attribute kinds of /admin/attributes and their forms, with the spec's texts
 * (sections 5 and 8; update texts of colours and sizes reuse the category ones, spec section 8).
 */
import { CategoryInputSchema, ColorInputSchema, MESSAGES, SizeInputSchema } from '@gayaku/contract';
import type { z } from 'zod';
import type { AttributeRecord, AttributeResource } from '../api/admin-queries.ts';

export type AttributeKind = 'category' | 'color' | 'size';

export interface AttributeKindConfig {
  kind: AttributeKind;
  resource: AttributeResource;
  /** The API field holding the name. */
  field: 'name' | 'color_name' | 'size_name';
  /** Section heading on /admin/attributes. */
  plural: string;
  fieldLabel: string;
  placeholder: string;
  createTitle: string;
  editTitle: string;
  schema: z.ZodType<Record<string, unknown>>;
  blank: string;
  created: string;
  createFailed: string;
  updated: string;
  updateFailed: string;
}

const UPDATE_TEXTS = { updated: 'Category updated successfully!', updateFailed: 'Failed to update category.' } as const;

export const ATTRIBUTE_KINDS: Record<AttributeKind, AttributeKindConfig> = {
  category: {
    kind: 'category',
    resource: 'categories',
    field: 'name',
    plural: 'Kategori',
    fieldLabel: 'Nama Kategori',
    placeholder: 'mis. Kemeja',
    createTitle: 'Buat Kategori',
    editTitle: 'Edit Kategori',
    schema: CategoryInputSchema.pick({ name: true }),
    blank: MESSAGES.categoryNameRequired,
    created: 'Category created successfully!',
    createFailed: 'Failed to create category.',
    ...UPDATE_TEXTS,
  },
  color: {
    kind: 'color',
    resource: 'colors',
    field: 'color_name',
    plural: 'Warna',
    fieldLabel: 'Nama Warna',
    placeholder: 'mis. Hitam',
    createTitle: 'Buat Warna',
    editTitle: 'Edit Warna',
    schema: ColorInputSchema,
    blank: MESSAGES.colorNameRequired,
    created: 'Warna berhasil dibuat!',
    createFailed: 'Gagal membuat warna.',
    ...UPDATE_TEXTS,
  },
  size: {
    kind: 'size',
    resource: 'sizes',
    field: 'size_name',
    plural: 'Ukuran',
    fieldLabel: 'Nama Ukuran',
    placeholder: 'mis. XL',
    createTitle: 'Buat Ukuran',
    editTitle: 'Edit Ukuran',
    schema: SizeInputSchema,
    blank: MESSAGES.sizeNameRequired,
    created: 'Size created successfully!',
    createFailed: 'Failed to create size.',
    ...UPDATE_TEXTS,
  },
};

/** The first problem with a typed name, or null. */
export function validateAttributeName(config: AttributeKindConfig, value: string): string | null {
  const result = config.schema.safeParse({ [config.field]: value });
  return result.success ? null : (result.error.issues[0]?.message ?? config.blank);
}

/** The stored name of a record, whatever its kind calls the field. */
export function attributeName(config: AttributeKindConfig, record: AttributeRecord): string {
  const value = (record as unknown as Record<string, unknown>)[config.field];
  return typeof value === 'string' ? value : '';
}
