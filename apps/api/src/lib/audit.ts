/** The audit trail of admin writes: who changed what, when, and the record before and after. */
import type { Db, Tx } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

export interface AuditEntry {
  actorId: number;
  action: 'create' | 'update' | 'delete' | 'status';
  entity: string;
  entityId: number | null;
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
