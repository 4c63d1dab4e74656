/**
 * The three product attributes the admin manages. They share one lifecycle (list, read, create,
 * rename, delete unless a product still uses them), so one generic service serves all three;
 * this file says what differs: the table, the JSON record, the link table and the texts.
 */
import {
  ATTRIBUTE_MESSAGES,
  MESSAGES,
  type Category,
  type CategoryInput,
  type Color,
  type ColorInput,
  type Size,
  type SizeInput,
} from '@gayaku/contract';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { categories, colors, productCategories, productColors, productSizes, sizes } from '../../db/schema.ts';

export interface AttributeKind<Row extends { id: number }, Input> {
  /** The audit log's entity name. */
  entity: 'category' | 'color' | 'size';
  table: PgTable;
  id: PgColumn;
  /** The name column: what the admin's search looks in. */
  name: PgColumn;
  /** The JSON record, field by field (snake_case as the spec names them). */
  fields: { [K in keyof Row]: PgColumn };
  /** Column values for insert and update; `undefined` leaves a column alone on update. */
  toValues(input: Input): Record<string, unknown>;
  /** The product link table whose rows keep an attribute from being deleted. */
  usedBy: { table: PgTable; column: PgColumn };
  messages: { notFound: string; deleted: string; inUse(n: number): string };
}

export const categoryKind: AttributeKind<Category, CategoryInput> = {
  entity: 'category',
  table: categories,
  id: categories.id,
  name: categories.name,
  fields: { id: categories.id, name: categories.name, image_url: categories.imageUrl },
  toValues: (input) => ({ name: input.name, imageUrl: input.image_url }),
  usedBy: { table: productCategories, column: productCategories.categoryId },
  messages: { notFound: ATTRIBUTE_MESSAGES.categoryNotFound, deleted: ATTRIBUTE_MESSAGES.categoryDeleted, inUse: MESSAGES.categoryInUse },
};

export const colorKind: AttributeKind<Color, ColorInput> = {
  entity: 'color',
  table: colors,
  id: colors.id,
  name: colors.colorName,
  fields: { id: colors.id, color_name: colors.colorName },
  toValues: (input) => ({ colorName: input.color_name }),
  usedBy: { table: productColors, column: productColors.colorId },
  messages: { notFound: ATTRIBUTE_MESSAGES.colorNotFound, deleted: ATTRIBUTE_MESSAGES.colorDeleted, inUse: MESSAGES.colorInUse },
};

export const sizeKind: AttributeKind<Size, SizeInput> = {
  entity: 'size',
  table: sizes,
  id: sizes.id,
  name: sizes.sizeName,
  fields: { id: sizes.id, size_name: sizes.sizeName },
  toValues: (input) => ({ sizeName: input.size_name }),
  usedBy: { table: productSizes, column: productSizes.sizeId },
  messages: { notFound: ATTRIBUTE_MESSAGES.sizeNotFound, deleted: ATTRIBUTE_MESSAGES.sizeDeleted, inUse: MESSAGES.sizeInUse },
};
