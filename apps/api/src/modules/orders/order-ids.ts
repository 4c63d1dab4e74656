/**
 * New order ids, taken from the orders' sequence a block at a time: checkout needs its order's id
 * before its one write (the first payment attempt's Midtrans id is made from it), and asking the
 * sequence for each order was a round trip to PostgreSQL of its own. One block per database handle;
 * checkouts that find it empty share one refill. Ids of a block the process never hands out (it
 * stopped) are simply never used, as with any sequence; with several instances, ids follow the
 * order of creation per instance only.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';

const BLOCK = 20;

interface Block {
  ids: number[];
  refill: Promise<void> | null;
}

const blocks = new WeakMap<Db, Block>();

async function refill(db: Db, block: Block): Promise<void> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id from generate_series(1, ${BLOCK}) order by 1`,
  );
  block.ids.push(...rows.map((row) => row.id));
}

/** The next order id of this handle's block (one statement per BLOCK orders). */
export async function nextOrderId(db: Db): Promise<number> {
  let block = blocks.get(db);
  if (!block) blocks.set(db, (block = { ids: [], refill: null }));
  for (;;) {
    const id = block.ids.shift();
    if (id !== undefined) return id;
    const current = block;
    block.refill ??= refill(db, block).finally(() => (current.refill = null));
    await block.refill;
  }
}
