/**
 * Checkout's stock hold (docs/shop-rules.md, "Holds"). Twice: once on what checkout read, before
 * any payment provider is called (a short line is 409 and nothing happens at all), and once in
 * the transaction that writes the order, on the variants locked in id order: only then is the
 * hold taken (held += quantity), in the same transaction as the order. A shortage found only
 * there (another shopper was faster) is the same 409, and the transaction leaves nothing behind.
 */
import { MESSAGES } from '@gayaku/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { productVariants } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { PricedOrder } from './order-pricing.ts';

type Line = PricedOrder['lines'][number];

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

/**
 * In the order's transaction: locks the lines' variants in id order, checks them again, then
 * holds each line's quantity. Throws the 409 (the caller's transaction rolls back) on a shortage.
 */
export async function holdStock(tx: Tx, lines: readonly Line[]): Promise<void> {
  const ids = [...new Set(lines.flatMap((line) => (line.variantId === null ? [] : [line.variantId])))].sort((a, b) => a - b);
  const rows =
    ids.length === 0
      ? []
      : await selectRows<{ id: number; available: number }>(
          tx,
          sql`select id, stock - held as available from ${productVariants}
            where id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )}) order by id for no key update`,
        );
  const available = new Map(rows.map((row) => [row.id, row.available]));
  const short = shortage(lines, (line) => (line.variantId === null ? 0 : (available.get(line.variantId) ?? 0)));
  if (short) throw short;
  const holds = JSON.stringify(lines.map((line) => ({ id: line.variantId, qty: line.quantity })));
  await tx.execute(sql`update ${productVariants} v set held = v.held + h.qty, updated_at = now()
    from (select id, sum(qty)::int as qty from json_to_recordset(${holds}::json) as x(id int, qty int) group by id) h
    where v.id = h.id`);
}
