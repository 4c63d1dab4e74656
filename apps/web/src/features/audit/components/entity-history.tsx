/** 'Riwayat Perubahan' of one record (a product, an order) on its own admin page: its latest changes. */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AuditEntity } from '@gayaku/contract';
import { Panel } from '../../admin/index.ts';
import { auditQuery } from '../api/queries.ts';
import { AuditList } from './audit-list.tsx';

const SHOWN = 5;

export function EntityHistory({ entity, id }: { entity: AuditEntity; id: number }) {
  const page = useQuery(auditQuery({ entity, entity_id: id, limit: SHOWN }));
  const more = (page.data?.total ?? 0) > SHOWN;
  return (
    <Panel
      title="Riwayat Perubahan"
      labelledBy={`history-${entity}-${id}`}
      flush
      actions={
        more ? (
          <Link to={`/admin/audit?entity=${entity}&entity_id=${id}`} className="text-sm text-accent hover:underline">
            Lihat semua
          </Link>
        ) : null
      }
    >
      <AuditList page={page} offset={0} pageSize={SHOWN} showRecord={false} />
    </Panel>
  );
}
