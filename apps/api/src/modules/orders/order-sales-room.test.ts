/**
 * A sale raises sold_count of its products (order-transitions.ts). Product rows are wide, so that
 * update stays on the row's page, touching none of the products' indexes, only when the page was
 * left room (migration 0017): on a full page every sale added keys to the trigram indexes too.
 */
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { selectRows } from '../../db/rows.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

/** Products as wide as a real catalogue's (a few hundred words of description), enough to fill pages. */
async function wideProducts(count: number): Promise<number[]> {
  const description = 'Kemeja katun lengan panjang dengan kancing kayu, nyaman dipakai seharian. '.repeat(12);
  const rows = await t.db
    .insert(products)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Kemeja Lebar ${i}`,
        description,
        price: 150_000,
        imageUrl: `/uploads/lebar-${i}.webp`,
      })),
    )
    .returning({ id: products.id });
  return rows.map((row) => row.id);
}

describe('room on the products pages', () => {
  it('keeps the sales update of every wide product on its own page', async () => {
    const ids = await wideProducts(24);
    const counts = await t.db.transaction(async (tx) => {
      // The update a sale makes (order-transitions.ts, `sold`), one product at a time.
      for (const id of ids)
        await tx
          .update(products)
          .set({ soldCount: sql`${products.soldCount} + 1`, updatedAt: new Date() })
          .where(inArray(products.id, [id]));
      const [row] = await selectRows<{ updated: number; hot: number }>(
        tx,
        sql`select pg_stat_get_xact_tuples_updated('products'::regclass)::int as updated,
          pg_stat_get_xact_tuples_hot_updated('products'::regclass)::int as hot`,
      );
      return row!;
    });
    expect(counts).toEqual({ updated: ids.length, hot: ids.length });
  });
});
