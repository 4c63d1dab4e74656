/** Category, colour and size records of the admin forms: one detail query and the two writes. */
import type { Category, Color, Size } from '@gayaku/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { ADMIN_RESOURCES } from '../../admin-common/api/admin-lists.ts';
import type { AttributeKindConfig } from '../attribute-kinds.ts';

export type AttributeRecord = Category | Color | Size;

const detailKey = (config: AttributeKindConfig, id: number) => queryKeys[config.resource].detail(id);
const pathOf = (config: AttributeKindConfig) => ADMIN_RESOURCES[config.resource].path;

export function attributeQuery(config: AttributeKindConfig, id: number) {
  return queryOptions({
    queryKey: detailKey(config, id),
    queryFn: ({ signal }) => api.get<AttributeRecord>(`${pathOf(config)}/${id}`, { signal }),
  });
}

/** The stored name of a record, whatever its kind calls the field. */
export function attributeName(config: AttributeKindConfig, record: AttributeRecord): string {
  const value = (record as unknown as Record<string, unknown>)[config.field];
  return typeof value === 'string' ? value : '';
}

/** POST (no id) or PUT (id) `{ [field]: name }`; a category keeps its image on update. */
export function useSaveAttribute(config: AttributeKindConfig, id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => {
      const body = { [config.field]: name.trim() };
      return id === undefined ? api.post<AttributeRecord>(pathOf(config), body) : api.put<AttributeRecord>(`${pathOf(config)}/${id}`, body);
    },
    onSuccess: async () => {
      // Products embed attribute names, so a rename shows there too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_RESOURCES[config.resource].prefix }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
      ]);
    },
  });
}
