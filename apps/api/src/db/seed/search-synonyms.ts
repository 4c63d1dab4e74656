/**
 * The search's starting synonyms (docs/shop-rules.md "Search"), written when the shop has none, and
 * the words of product names rebuilt when they are missing (a restore leaves schema search out).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { selectRows } from '../rows.ts';
import { searchSynonyms } from '../schema.ts';

const SEARCH_SYNONYMS: readonly { term: string; synonyms: string[] }[] = [
  { term: 'kaos', synonyms: ['t-shirt', 'tshirt', 'tee'] },
  { term: 'jins', synonyms: ['jeans', 'denim'] },
  { term: 'hem', synonyms: ['kemeja'] },
  { term: 'jaket', synonyms: ['jacket'] },
  { term: 'celana panjang', synonyms: ['pants'] },
  { term: 'sepatu', synonyms: ['shoes'] },
];

export async function seedSearch(tx: Tx): Promise<void> {
  const [state] = await selectRows<{ synonyms: boolean; words: boolean }>(
    tx,
    sql`select exists (select 1 from search_synonyms) as synonyms,
      exists (select 1 from search.words) or not exists (select 1 from products) as words`,
  );
  if (!state?.synonyms)
    await tx
      .insert(searchSynonyms)
      .values([...SEARCH_SYNONYMS])
      .onConflictDoNothing();
  if (!state?.words) await tx.execute(sql`select search_words_rebuild()`);
}
