/**
 * The catalogue search as SQL over `products p` (migration 0009; docs/shop-rules.md "Search").
 *
 * Every word of the query must match: as typed (folded by search_fold: no accents, lower case)
 * anywhere in the product's search document (name, category and colour names, description), or
 * misspelt (pg_trgm word similarity, for words of 4 letters or more), or as one of its synonyms, a
 * whole word (a synonym of a two-word phrase such as "celana panjang" counts for both words). Each
 * alternative is a condition the trigram index on `search_doc` serves; the synonyms' regular
 * expression is read from search_synonyms once per statement (an init plan), so the index sees
 * its value.
 *
 * The score adds up per word the best of: a whole word in the name (100), a word of the name
 * starting with it (80), a whole category or colour name word (60) or its start (50), inside the
 * name (40), misspelt in the name (up to 30) or the tags (up to 20), in the description (10), and
 * misspelt there (5).
 */
import { sql, type SQL } from 'drizzle-orm';
import { nearWordsSql } from './did-you-mean.ts';

/** The words of a query: split on white space, at most 10 (a longer query adds nothing but cost). */
export function queryWords(search: string | undefined): string[] {
  return (search ?? '').split(/\s+/).filter(Boolean).slice(0, 10);
}

/** Misspellings are looked for in words of 4 letters or digits and more; shorter ones match too much. */
const fuzzyWord = (word: string) => /^[\p{L}\p{N}]{4,}$/u.test(word);

/** The folded word as a LIKE pattern matching it anywhere; `%`, `_` and `\` are plain characters. */
const likeOf = (word: string) =>
  sql`('%' || replace(replace(replace(search_fold(${word}::text), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')`;

/** A text array as one SQL value. */
const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}::text`),
    sql`, `,
  )}]::text[]`;

/** The words the synonyms are looked up by for the word at `index`: itself and the phrases it forms with its neighbours. */
function synonymKeys(words: string[], index: number): string[] {
  const word = words[index]!;
  const keys = [word];
  if (index > 0) keys.push(`${words[index - 1]} ${word}`);
  if (index < words.length - 1) keys.push(`${word} ${words[index + 1]}`);
  return keys;
}

/**
 * The CTE `search_terms (i, syn)`: per word, its synonyms as one regular-expression alternation of
 * escaped words, or null when it has none. Read once per statement.
 */
function termsCte(words: string[]): SQL {
  const rows = words.map(
    (word, i) => sql`(${i}::int, search_fold(${word}::text), ${textArray(synonymKeys(words, i))}, ${fuzzyWord(word)}::boolean)`,
  );
  return sql`search_terms as materialized (
    select t.i, (select string_agg(distinct search_re_escape(search_fold(a)), '|')
      from search_synonyms s, unnest(array_append(s.synonyms, s.term)) a
      where exists (select 1 from unnest(array_append(s.synonyms, s.term)) x, unnest(t.keys) k where search_fold(x) = search_fold(k))) as syn,
      case when t.fuzzy then ${nearWordsSql(sql`t.f`)} end as near
    from (values ${sql.join(rows, sql`, `)}) as t(i, f, keys, fuzzy))`;
}

interface WordSql {
  match: SQL;
  score: SQL;
}

function wordSql(words: string[], index: number): WordSql {
  const word = words[index]!;
  const like = likeOf(word);
  const escaped = sql`search_re_escape(search_fold(${word}::text))`;
  const synonyms = sql`(select syn from search_terms where i = ${index}::int)`;
  const alternatives = sql`(${escaped} || coalesce('|' || ${synonyms}, ''))`;
  const whole = sql`('\\m(' || ${alternatives} || ')\\M')`;
  const start = sql`('\\m(' || ${alternatives} || ')')`;
  const fuzzy = fuzzyWord(word);
  const near = sql`('\\m(' || (select near from search_terms where i = ${index}::int) || ')\\M')`;
  const misspelt = fuzzy ? sql` or ${word}::text <% p.search_doc or p.search_doc ~ ${near}` : sql``;
  const match = sql`(p.search_doc like ${like} escape '\\'${misspelt}
    or p.search_doc ~ ('\\m(' || ${synonyms} || ')\\M'))`;
  const fuzzyScore = fuzzy
    ? sql`greatest(case when p.search_name ~ ${near} then 30 when p.search_tags ~ ${near} then 20 else 0 end,
        30 * word_similarity(search_fold(${word}::text), p.search_name), 20 * word_similarity(search_fold(${word}::text), p.search_tags))`
    : sql`0`;
  const score = sql`case
    when p.search_name ~ ${whole} then 100
    when p.search_name ~ ${start} then 80
    when p.search_tags ~ ${whole} then 60
    when p.search_tags ~ ${start} then 50
    when p.search_name like ${like} escape '\\' then 40
    else greatest(${fuzzyScore}, case when p.search_doc like ${like} escape '\\' or p.search_doc ~ ${start} then 10 else 5 end)
  end`;
  return { match, score };
}

export interface SearchSql {
  /** The common table expression the conditions and score read (without `with`), or null. */
  with: SQL | null;
  /** Every word's condition, to be joined with `and`. */
  conditions: SQL[];
  /** The relevance of `p`: higher is better. */
  score: SQL;
}

/** The search's CTE, conditions and score for these query words (none: no conditions, score 0). */
export function searchSql(words: string[]): SearchSql {
  const parts = words.map((_, i) => wordSql(words, i));
  return {
    with: words.length > 0 ? termsCte(words) : null,
    conditions: parts.map((part) => part.match),
    score:
      parts.length > 0
        ? sql.join(
            parts.map((part) => sql`(${part.score})`),
            sql` + `,
          )
        : sql`0`,
  };
}
