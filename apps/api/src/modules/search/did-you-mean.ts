/**
 * "Did you mean": each word of the query replaced by the closest of the shop's own words (the words
 * of product names kept in search_words by migration 0009, category and colour names, synonym terms
 * and synonyms) when it is none of them and one is similar enough (pg_trgm similarity ≥ 0.3);
 * ties go to the word more names use. The words joined again, as SQL; null when that is what was typed.
 */
import { sql, type SQL } from 'drizzle-orm';

/** Every known word with how much it is used: name words by their count, the others once. */
const VOCABULARY = sql`(
  select word, uses from search_words
  union all select w, 1 from categories c, regexp_split_to_table(search_fold(c.name), '[^[:alnum:]]+') w where length(w) >= 3
  union all select w, 1 from colors c, regexp_split_to_table(search_fold(c.color_name), '[^[:alnum:]]+') w where length(w) >= 3
  union all select search_fold(a), 1 from search_synonyms s, unnest(array_append(s.synonyms, s.term)) a
)`;

/** True when a known word is `folded` or starts with it (a word still being typed is no misspelling). */
const known = (folded: SQL) => sql`exists (select 1 from ${VOCABULARY} v where starts_with(v.word, ${folded}))`;

/** The known words similar to `folded` (pg_trgm's `%`), closest and most used first. */
const similar = (folded: SQL, limit: number) =>
  sql`(select v.word from ${VOCABULARY} v where v.word % ${folded} order by similarity(v.word, ${folded}) desc, v.uses desc, v.word limit ${limit})`;

function closestWord(word: string): SQL {
  const folded = sql`search_fold(${word}::text)`;
  return sql`case when ${known(folded)} then ${folded} else coalesce(${similar(folded, 1)}, ${folded}) end`;
}

/**
 * The search's spelling correction of one word (an SQL expression over the folded word `folded`):
 * when no known word is or starts with it, the 5 closest known words as one regular-expression
 * alternation; else (or without any close word) null.
 */
export function nearWordsSql(folded: SQL): SQL {
  return sql`case when not ${known(folded)} then
    (select string_agg(search_re_escape(n.word), '|') from ${similar(folded, 5)} n) end`;
}

export function closestSpelling(words: string[]): SQL {
  if (words.length === 0) return sql`null::text`;
  const typed = sql.join(
    words.map((word) => sql`search_fold(${word}::text)`),
    sql`, `,
  );
  return sql`nullif(concat_ws(' ', ${sql.join(words.map(closestWord), sql`, `)}), concat_ws(' ', ${typed}))`;
}
