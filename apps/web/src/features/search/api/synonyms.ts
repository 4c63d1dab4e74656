/** The admin's synonyms: one page of the list (X-Total-Count), and saving and deleting one. */
import type { Synonym, SynonymInput } from '@gayaku/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { auditKeys } from '../../audit/index.ts';
import { SYNONYM_PAGE_SIZE } from '../synonym-model.ts';
import { synonymApi } from './synonym-client.ts';

const synonymKeys = {
  all: ['search', 'synonyms'] as const,
  page: (q: string, offset: number) => ['search', 'synonyms', q, offset] as const,
};

export interface SynonymPage {
  synonyms: Synonym[];
  /** Synonyms matching `q`, over every page. */
  total: number;
}

export const synonymsQuery = (q: string, offset: number) =>
  queryOptions({
    queryKey: synonymKeys.page(q, offset),
    queryFn: async ({ signal }): Promise<SynonymPage> => {
      let total = 0;
      const synonyms = await synonymApi.listSynonyms({
        query: { q: q || undefined, limit: SYNONYM_PAGE_SIZE, offset },
        signal,
        onHeaders: (headers) => (total = Number(headers.get('X-Total-Count') ?? 0)),
      });
      return { synonyms, total };
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** After a write: the list, and the audit trail that records it. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: synonymKeys.all }), queryClient.invalidateQueries({ queryKey: auditKeys.all })]);
}

/** POST (no id) or PUT /api/admin/synonyms/{id}; the failure is shown by the form (a 409 names the term). */
export function useSaveSynonym() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | undefined; body: SynonymInput }) =>
      id === undefined ? synonymApi.createSynonym({ body }) : synonymApi.updateSynonym({ params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteSynonym() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => synonymApi.deleteSynonym({ params: { id } }),
    meta: { errorToast: 'Gagal menghapus sinonim', serverReason: true },
    onSettled: refresh,
  });
}
