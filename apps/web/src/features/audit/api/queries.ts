import type { AuditEntry, AuditQuery } from '@gayaku/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { auditApi } from './client.ts';

/** The audit trail's query keys (kept here: the storefront's first chunk carries lib/query-keys.ts). */
export const auditKeys = { all: ['audit'] as const, list: (filter: AuditQuery) => ['audit', filter] as const };

export interface AuditPage {
  entries: AuditEntry[];
  /** Entries matching the filter, over every page (X-Total-Count). */
  total: number;
}

/** One page of the audit trail; the page before stays on screen while the next loads. */
export const auditQuery = (filter: AuditQuery) =>
  queryOptions({
    queryKey: auditKeys.list(filter),
    queryFn: async ({ signal }): Promise<AuditPage> => {
      let total = 0;
      const entries = await auditApi.listAudit({
        query: filter,
        signal,
        onHeaders: (headers) => (total = Number(headers.get('X-Total-Count') ?? 0)),
      });
      return { entries, total };
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
