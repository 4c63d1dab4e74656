/**
 * Checkout's stock hold (docs/shop-rules.md, "Holds"). Twice: once on what checkout read, before
 * any payment provider is called (a short line is 409 and nothing happens at all), and once in
 * the one statement that writes the order: its first CTEs lock the lines' variants in id order
 * and add each line's quantity to `held`. The variants' CHECK (held between 0 and stock) is the
 * guard: when another shopper was faster and a variant no longer has the quantity, the statement
 * fails on that constraint and leaves nothing behind; the caller then reads what is left and
 * answers the same 409.
 */
import { MESSAGES } from '@gayaku/contract';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { productVariants } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { sqlViolation, SQLSTATE } from '../../lib/db-errors.ts';
import type { PricedOrder } from './order-pricing.ts';

type Line = PricedOrder['lines'][number];

/** The constraint that refuses a hold larger than the stock on hand. */
const HELD_RANGE = 'product_variants_held_range';

/**
 * The 409 OUT_OF_STOCK for the lines whose variant has less available than ordered (`available`
 * gives each line's count), or null: `issues` name every request item of every short line.
 */
function shortage(lines: readonly Line[], available: (line: Line) => number): AppError | null {
  const issues: { path: string; message: string }[] = [];
  for (const line of lines) {
    const left = Math.max(available(line), 0);
    if (left >= line.quantity) continue;
    const message = MESSAGES.outOfStock(line.name, line.size, line.color, left);
    for (const index of line.indices) issues.push({ path: `items.${index}`, message });
  }
  issues.sort((a, b) => Number(a.path.slice(6)) - Number(b.path.slice(6)));
  const [first] = issues;
  return first ? new AppError('OUT_OF_STOCK', first.message, issues) : null;
}

/** Before the provider is called: each line against what checkout read. */
export function checkStock(lines: readonly Line[]): void {
  const short = shortage(lines, (line) => line.available);
  if (short) throw short;
}

/** The holds of the lines, `[{ id, qty }]` as JSON text: the parameter of holdCtes. */
export function holdsJson(lines: readonly Line[]): string {
  return JSON.stringify(lines.flatMap((line) => (line.variantId === null ? [] : [{ id: line.variantId, qty: line.quantity }])));
}

/**
 * CTEs `hold_locked` and `hold` for the order's statement: the lines' variants locked in id order
 * (so two checkouts never deadlock on them), then `held` raised by each variant's summed quantity.
 * `holds` is holdsJson()'s text, or a placeholder for it; `when` a condition they are read under
 * (checkout's: the catalogue check, which fails the statement first when the catalogue changed).
 *
 * Both reach the variants through their primary key. PostgreSQL sizes a JSON parameter at 100
 * rows, and a plain join of that with the variants is a hash join over every variant, twice per
 * checkout: the lock is therefore a lateral subquery per line (a subquery with FOR UPDATE is never
 * merged into the join, so it runs once per line, in the lines' id order), and the update finds
 * its rows by the locked ids as one array (docs/performance.md, "Checkout's holds by key").
 */
export function holdCtes(holds: Placeholder | string, when: SQL = sql`true`): SQL {
  return sql`hold_locked as materialized (
      select v.id, h.qty
      from (select id, sum(qty)::int as qty from json_to_recordset(${holds}::json) as x(id int, qty int) where ${when} group by id order by id) h
      cross join lateral (select id from ${productVariants} where id = h.id for no key update) v),
    hold as (update ${productVariants} v set held = v.held + l.qty, updated_at = now() from hold_locked l
      where v.id = any((select array_agg(id) from hold_locked)::int[]) and v.id = l.id)`;
}

/** True when `err` is the statement refused because a hold would exceed a variant's stock. */
export function isHoldRefused(err: unknown): boolean {
  const violation = sqlViolation(err);
  return violation?.code === SQLSTATE.checkViolation && violation.constraint === HELD_RANGE;
}

/**
 * After a refused hold: the 409 for what is left now, or null when every line fits again (stock
 * came back in the meantime; the caller tries once more). A line without a variant counts as 0.
 */
export async function shortageNow(db: Db, lines: readonly Line[]): Promise<AppError | null> {
  const ids = [...new Set(lines.flatMap((line) => (line.variantId === null ? [] : [line.variantId])))];
  const rows =
    ids.length === 0
      ? []
      : await selectRows<{ id: number; available: number }>(
          db,
          sql`select id, stock - held as available from ${productVariants} where id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
  const available = new Map(rows.map((row) => [row.id, row.available]));
  return shortage(lines, (line) => (line.variantId === null ? 0 : (available.get(line.variantId) ?? 0)));
}
