/**
 * GET /api/search/suggest: what the header offers while a shopper types. Products whose name has
 * every word (the last one may be unfinished: a word of the name starting with it), misspelt words
 * forgiven, best first (a name starting with the text, then the search's score, then popularity);
 * categories whose name contains the text; and the closest spelling built from the shop's own words.
 * One statement, cached by the folded text.
 */
import { SEARCH_LIMITS, type SuggestResponse } from '@gayaku/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { catalogueCache } from '../../lib/catalogue-cache.ts';
import { closestSpelling } from './did-you-mean.ts';
import { queryWords, searchSql } from './search-terms.ts';

interface SuggestRow extends Record<string, unknown> {
  products: SuggestResponse['products'] | null;
  categories: SuggestResponse['categories'] | null;
  did_you_mean: string | null;
}

function suggestStatement(text: string) {
  const words = queryWords(text);
  const { with: terms, conditions, score } = searchSql(words);
  const like = sql`(replace(replace(replace(search_fold(${text}::text), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')`;
  return sql`with ${terms ?? sql``}${terms ? sql`, ` : sql``}found as (
      select p.id, p.name, p.price, p.image_url from products p where ${sql.join(conditions, sql` and `)}
      order by (p.search_name like ${like} escape '\\') desc, ${score} desc, p.sold_count desc, p.id
      limit ${SEARCH_LIMITS.suggestProducts}
    )
    select
      (select json_agg(json_build_object('id', id, 'name', name, 'price', price, 'image_url', image_url)) from found) as products,
      (select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.pos, c.id) from (
        select c.id, c.name, strpos(search_fold(c.name), search_fold(${text}::text)) as pos from categories c
        where strpos(search_fold(c.name), search_fold(${text}::text)) > 0 order by pos, c.id limit ${SEARCH_LIMITS.suggestCategories}) c) as categories,
      ${closestSpelling(words)} as did_you_mean`;
}

export function suggest(db: Db, text: string): Promise<SuggestResponse> {
  const key = `suggest?${JSON.stringify(queryWords(text.toLowerCase()))}`;
  return catalogueCache(db).get(key, async () => {
    const [row] = await selectRows<SuggestRow>(db, suggestStatement(text));
    return { products: row?.products ?? [], categories: row?.categories ?? [], did_you_mean: row?.did_you_mean ?? null };
  });
}
