/**
 * GET /api/admin/audit: the audit trail (lib/audit.ts writes it), newest first, filtered and paged.
 * Answers the page and how many entries match (the route sends that as X-Total-Count).
 */
import { addDays, jakartaDayStart, type AuditEntry } from '@gayaku/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';

export interface AuditFilter {
  entity?: string;
  entity_id?: number;
  actor?: string;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

interface EntryRow extends Record<string, unknown> {
  id: number;
  at: string;
  actor_id: number | null;
  username: string | null;
  email: string | null;
  action: string;
  entity: string;
  entity_id: number | null;
  before: unknown;
  after: unknown;
}

/** The actor as typed: an account id, or its e-mail or username (any case). */
function actorCondition(actor: string): SQL {
  if (/^\d{1,9}$/.test(actor)) return sql`a.actor_id = ${Number(actor)}`;
  return sql`(lower(u.email) = lower(${actor}) or lower(u.username) = lower(${actor}))`;
}

function conditions(f: AuditFilter): SQL {
  const where: SQL[] = [sql`true`];
  if (f.entity) where.push(sql`a.entity = ${f.entity}`);
  if (f.entity_id !== undefined) where.push(sql`a.entity_id = ${f.entity_id}`);
  if (f.actor) where.push(actorCondition(f.actor));
  if (f.from) where.push(sql`a.created_at >= ${jakartaDayStart(f.from).toISOString()}::timestamptz`);
  if (f.to) where.push(sql`a.created_at < ${jakartaDayStart(addDays(f.to, 1)).toISOString()}::timestamptz`);
  return sql.join(where, sql` and `);
}

const toEntry = (row: EntryRow): AuditEntry => ({
  id: row.id,
  at: row.at,
  actor: row.actor_id === null || row.username === null ? null : { id: row.actor_id, username: row.username, email: row.email ?? '' },
  action: row.action,
  entity: row.entity,
  entity_id: row.entity_id,
  before: row.before,
  after: row.after,
});

export async function listAudit(db: Db, filter: AuditFilter): Promise<{ entries: AuditEntry[]; total: number }> {
  const from = sql`audit_log a left join users u on u.id = a.actor_id where ${conditions(filter)}`;
  const [count] = await selectRows<{ total: number }>(db, sql`select count(*)::int as total from ${from}`);
  const rows = await selectRows<EntryRow>(
    db,
    sql`select a.id, to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, u.id as actor_id, u.username, u.email,
      a.action, a.entity, a.entity_id, a.before, a.after
      from ${from} order by a.id desc limit ${filter.limit} offset ${filter.offset}`,
  );
  return { entries: rows.map(toEntry), total: count?.total ?? 0 };
}
