/**
 * One service for categories, colours and sizes (see attributes.kinds.ts for what differs).
 * Every write runs in a transaction together with its audit row and, once committed, empties the
 * catalogue read cache (products show their categories, colours and sizes by name).
 */
import { ADMIN_LIST, MESSAGES, type AdminListPage } from '@gayaku/contract';
import { count, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { pageOrder, textMatch, type Page } from '../../lib/admin-list.ts';
import { recordAudit } from '../../lib/audit.ts';
import { hasSqlState, SQLSTATE } from '../../lib/db-errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { catalogueCache, thenInvalidateCatalogue } from '../../lib/catalogue-cache.ts';
import type { AttributeKind } from './attributes.kinds.ts';

/**
 * Runs a write; a duplicate name becomes 409. Relying on the unique index (instead of checking
 * first) keeps two concurrent creates of the same name from both succeeding.
 */
async function conflictOnDuplicateName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (hasSqlState(err, SQLSTATE.uniqueViolation)) throw conflict(MESSAGES.nameTaken);
    throw err;
  }
}

// Drizzle cannot type a query over "one of three tables"; the kind's `fields` fix the row shape.
type AnyKind<Row extends { id: number }> = AttributeKind<Row, never>;

/** The storefront's plain list (no parameters): by id, at most 100, kept in the catalogue cache with the count of all. */
export function listAttributes<Row extends { id: number }>(db: Db, kind: AnyKind<Row>): Promise<Page<Row>> {
  return catalogueCache(db).get(`${kind.entity}:all`, () => listAttributePage(db, kind, { limit: ADMIN_LIST.maxLimit, offset: 0 }));
}

/** The admin's page: sorted by a field of the record (then id), `q` searching the name. */
export async function listAttributePage<Row extends { id: number }>(db: Db, kind: AnyKind<Row>, page: AdminListPage): Promise<Page<Row>> {
  const where = page.q ? textMatch(page.q, [kind.name]) : undefined;
  const fields = kind.fields as Record<string, PgColumn>;
  const [rows, [counted]] = await Promise.all([
    db
      .select(fields)
      .from(kind.table)
      .where(where)
      .orderBy(...pageOrder(page, fields, kind.id, { sort: 'id', order: 'asc' }))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(kind.table).where(where),
  ]);
  return { rows: rows as Row[], total: counted?.n ?? 0 };
}

async function findAttribute<Row extends { id: number }>(db: Db | Tx, kind: AnyKind<Row>, id: number, lock = false): Promise<Row> {
  const query = db.select(kind.fields).from(kind.table).where(eq(kind.id, id)).$dynamic();
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(kind.messages.notFound);
  return row as Row;
}

export function getAttribute<Row extends { id: number }>(db: Db, kind: AnyKind<Row>, id: number): Promise<Row> {
  return catalogueCache(db).get(`${kind.entity}:${id}`, () => findAttribute(db, kind, id));
}

export function createAttribute<Row extends { id: number }, Input>(
  db: Db,
  kind: AttributeKind<Row, Input>,
  input: Input,
  actorId: number,
): Promise<Row> {
  const created = conflictOnDuplicateName(() =>
    db.transaction(async (tx) => {
      const [row] = (await tx
        .insert(kind.table)
        .values(kind.toValues(input) as never)
        .returning(kind.fields)) as Row[];
      if (!row) throw new Error(`${kind.entity} insert returned no row`);
      await recordAudit(tx, { actorId, action: 'create', entity: kind.entity, entityId: row.id, after: row });
      return row;
    }),
  );
  return thenInvalidateCatalogue(db, created);
}

export function updateAttribute<Row extends { id: number }, Input>(
  db: Db,
  kind: AttributeKind<Row, Input>,
  id: number,
  input: Input,
  actorId: number,
): Promise<Row> {
  const updated = conflictOnDuplicateName(() =>
    db.transaction(async (tx) => {
      const before = await findAttribute(tx, kind, id, true);
      const [after] = (await tx
        .update(kind.table)
        .set(kind.toValues(input) as never)
        .where(eq(kind.id, id))
        .returning(kind.fields)) as Row[];
      await recordAudit(tx, { actorId, action: 'update', entity: kind.entity, entityId: id, before, after });
      return after ?? before;
    }),
  );
  return thenInvalidateCatalogue(db, updated);
}

/**
 * Deletes an attribute no product uses; otherwise 409 with the number of products. The row lock
 * (FOR UPDATE) conflicts with the key-share lock a concurrent product link takes on it, so no
 * link can appear between the count and the delete.
 */
export function deleteAttribute<Row extends { id: number }>(
  db: Db,
  kind: AnyKind<Row>,
  id: number,
  actorId: number,
): Promise<{ message: string }> {
  const deleted = db.transaction(async (tx) => {
    const before = await findAttribute(tx, kind, id, true);
    const [usage] = await tx.select({ n: count() }).from(kind.usedBy.table).where(eq(kind.usedBy.column, id));
    const n = usage?.n ?? 0;
    if (n > 0) throw conflict(kind.messages.inUse(n));
    await tx.delete(kind.table).where(eq(kind.id, id));
    await recordAudit(tx, { actorId, action: 'delete', entity: kind.entity, entityId: id, before });
    return { message: kind.messages.deleted };
  });
  return thenInvalidateCatalogue(db, deleted);
}
