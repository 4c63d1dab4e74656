/**
 * The admin's synonyms (search_synonyms). Every write runs in a transaction with its audit row and,
 * once committed, empties the catalogue read cache, so the next search uses it. A term that already
 * exists is a 409 (the unique index decides, so two concurrent creates cannot both succeed).
 */
import { SEARCH_MESSAGES, type Synonym, type SynonymInput } from '@gayaku/contract';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { recordAudit } from '../../lib/audit.ts';
import { hasSqlState, SQLSTATE } from '../../lib/db-errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { thenInvalidateCatalogue } from '../../lib/catalogue-cache.ts';

interface SynonymRow extends Record<string, unknown>, Synonym {
  total?: number;
}

const COLUMNS = sql`s.id, s.term, s.synonyms`;
const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}::text`),
    sql`, `,
  )}]::text[]`;
const likeOf = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export async function listSynonyms(
  db: Db,
  query: { q?: string | undefined; limit: number; offset: number },
): Promise<{ rows: Synonym[]; total: number }> {
  const where = query.q
    ? sql`where s.term like ${likeOf(query.q)} escape '\\' or exists (select 1 from unnest(s.synonyms) x where x like ${likeOf(query.q)} escape '\\')`
    : sql``;
  const rows = await selectRows<SynonymRow>(
    db,
    sql`select ${COLUMNS}, count(*) over ()::int as total from search_synonyms s ${where} order by s.term limit ${query.limit} offset ${query.offset}`,
  );
  const total = rows[0]?.total ?? (query.offset > 0 ? await countSynonyms(db) : 0);
  return { rows: rows.map(({ id, term, synonyms }) => ({ id, term, synonyms })), total };
}

async function countSynonyms(db: Db): Promise<number> {
  const [row] = await selectRows<{ total: number }>(db, sql`select count(*)::int as total from search_synonyms`);
  return row?.total ?? 0;
}

async function findSynonym(tx: Tx, id: number): Promise<Synonym> {
  const [row] = await selectRows<SynonymRow>(tx, sql`select ${COLUMNS} from search_synonyms s where s.id = ${id} for update`);
  if (!row) throw notFound(SEARCH_MESSAGES.synonymNotFound);
  return row;
}

/** Runs a write; a term already there becomes 409. */
async function write<T>(db: Db, term: string, run: (tx: Tx) => Promise<T>): Promise<T> {
  const written = db.transaction(run).catch((err: unknown) => {
    if (hasSqlState(err, SQLSTATE.uniqueViolation)) throw conflict(SEARCH_MESSAGES.synonymDuplicate(term));
    throw err;
  });
  return thenInvalidateCatalogue(db, written);
}

export function createSynonym(db: Db, actorId: number, input: SynonymInput): Promise<Synonym> {
  return write(db, input.term, async (tx) => {
    const [row] = await selectRows<SynonymRow>(
      tx,
      sql`insert into search_synonyms as s (term, synonyms) values (${input.term}, ${textArray(input.synonyms)}) returning ${COLUMNS}`,
    );
    await recordAudit(tx, { actorId, action: 'create', entity: 'search_synonym', entityId: row!.id, after: row });
    return row!;
  });
}

export function updateSynonym(db: Db, actorId: number, id: number, input: SynonymInput): Promise<Synonym> {
  return write(db, input.term, async (tx) => {
    const before = await findSynonym(tx, id);
    const [row] = await selectRows<SynonymRow>(
      tx,
      sql`update search_synonyms s set term = ${input.term}, synonyms = ${textArray(input.synonyms)} where s.id = ${id} returning ${COLUMNS}`,
    );
    await recordAudit(tx, { actorId, action: 'update', entity: 'search_synonym', entityId: id, before, after: row });
    return row!;
  });
}

export function deleteSynonym(db: Db, actorId: number, id: number): Promise<void> {
  return write(db, '', async (tx) => {
    const before = await findSynonym(tx, id);
    await tx.execute(sql`delete from search_synonyms where id = ${id}`);
    await recordAudit(tx, { actorId, action: 'delete', entity: 'search_synonym', entityId: id, before });
  });
}
