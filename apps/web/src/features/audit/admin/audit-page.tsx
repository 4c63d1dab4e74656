/**
 * /admin/audit, 'Riwayat Perubahan': every admin write, newest first, filtered by kind of record,
 * its id, who made it and the days (WIB), 20 at a time; each entry opens its changes field by
 * field. The filter and the page live in the URL.
 */
import type { AuditQuery } from '@gayaku/contract';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageHeader, Panel } from '../../admin/index.ts';
import { auditQuery } from '../api/queries.ts';
import { AuditList } from '../components/audit-list.tsx';
import { AuditFilters, NO_FILTER, type AuditFilterValues } from './audit-filters.tsx';

const PAGE_SIZE = 20;
const FIELDS = Object.keys(NO_FILTER) as (keyof AuditFilterValues)[];

function filterOf(params: URLSearchParams): AuditFilterValues {
  return Object.fromEntries(FIELDS.map((f) => [f, params.get(f) ?? ''])) as unknown as AuditFilterValues;
}

function queryOf(f: AuditFilterValues, offset: number): AuditQuery {
  const query: Record<string, string | number> = { limit: PAGE_SIZE, offset };
  for (const field of FIELDS) if (f[field]) query[field] = f[field];
  return query as AuditQuery;
}

export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const page = useQuery(auditQuery(queryOf(filter, offset)));
  const go = (next: AuditFilterValues, nextOffset: number) => {
    const search = new URLSearchParams();
    for (const field of FIELDS) if (next[field]) search.set(field, next[field]);
    if (nextOffset > 0) search.set('offset', String(nextOffset));
    setParams(search);
  };
  return (
    <>
      <PageHeader title="Riwayat Perubahan" description="Setiap perubahan oleh admin: siapa, kapan, dan isian apa saja yang berubah." />
      <Panel className="mb-6">
        <AuditFilters value={filter} onApply={(next) => go(next, 0)} />
      </Panel>
      <Panel title="Perubahan" labelledBy="audit-title" flush>
        <AuditList
          page={page}
          offset={offset}
          pageSize={PAGE_SIZE}
          onOffset={(next) => go(filter, next)}
          empty="Tidak ada perubahan yang cocok dengan saringan ini."
        />
      </Panel>
    </>
  );
}
