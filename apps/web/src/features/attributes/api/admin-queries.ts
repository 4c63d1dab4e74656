/** The admin's reads of one category, colour or size (the storefront's lists are in queries.ts). */
import type { Category, Color, Size } from '@gayaku/contract';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { attributeApi } from './client.ts';

export type AttributeResource = 'categories' | 'colors' | 'sizes';
export type AttributeRecord = Category | Color | Size;

/** One record's read, by kind. */
const READ: Record<AttributeResource, (id: number, signal: AbortSignal) => Promise<AttributeRecord>> = {
  categories: (id, signal) => attributeApi.getCategory({ params: { id }, signal }),
  colors: (id, signal) => attributeApi.getColor({ params: { id }, signal }),
  sizes: (id, signal) => attributeApi.getSize({ params: { id }, signal }),
};

/** One category, colour or size, for the admin's edit form. */
export const attributeQuery = (resource: AttributeResource, id: number) =>
  queryOptions({ queryKey: queryKeys[resource].detail(id), queryFn: ({ signal }) => READ[resource](id, signal) });

/** Every size of the catalogue: the rows a size chart may have. */
export const sizesQuery = () =>
  queryOptions({ queryKey: queryKeys.sizes.all, queryFn: ({ signal }) => attributeApi.listSizes({ signal }) });
