import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from './client.js';

/**
 * Typo-tolerant search served by indexes (drizzle/0026_search_words.sql). Each searched table keeps a full-text
 * document (`search_doc`, a GIN index) and every distinct word of its documents is kept once in `search_words`
 * (a trigram index). A search word is first looked up in that small dictionary ("analytcs" -> "analytics",
 * "kubernetis" -> "kubernetes", "intern" -> "intern", "internship"), each with its closeness (pg_trgm's word
 * similarity); the rows are then the documents holding one of those words for every search word, read off the
 * GIN index with the words written into the statement, so the planner sees how common they are. Nothing compares
 * a search word with every row.
 */
export type SearchSource = 'jobs' | 'blogs' | 'books' | 'mentors';

/** A search: lower-cased words, looked up in one table's dictionary at a closeness of `threshold` or more. */
export interface Search {
  source: SearchSource;
  terms: string[];
  /** 0 to 1; 0.5 by default (pg_trgm's `<%` threshold set on every connection, db/client.ts). */
  threshold?: number;
}

/** The dictionary words each search word stands for, closest first, with their closeness (0 to 1). */
export interface ExpandedSearch {
  terms: { term: string; words: string[]; closeness: number[] }[];
  /** Whether every search word stands for at least one word: else no row can match. */
  matchable: boolean;
}

/** How many dictionary words one search word may stand for: the closest ones. */
const WORDS_PER_TERM = 24;

/**
 * A typo the word similarity scores below the threshold still finds the closest words at this closeness or more:
 * "opreating" is 0.43 from "operating", "kubernetis" 0.57 from "kubernetes" (the blog search asks 0.6).
 */
const FALLBACK_CLOSENESS = 0.4;

/** Dictionary words are letters and digits only (the triggers keep no other); a number is matched as it is. */
const PLAIN_WORD = /^[\p{L}\p{N}]{1,40}$/u;
const NUMBER = /^\p{N}+$/u;

/** A PostgreSQL array literal of texts, each element quoted (PGlite takes arrays as literals). */
const arrayLiteral = (values: readonly string[]) => `{${values.map((value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/**
 * Each search word's dictionary words (one statement on the dictionary): those at the threshold or closer, or when
 * there is none, the closest at FALLBACK_CLOSENESS or closer. Candidates come off the dictionary's trigram index
 * (`<%`: word similarity of 0.5, set on every connection, db/client.ts; `%`: whole-word similarity of 0.3).
 */
export async function expandSearch(executor: Db | Tx, search: Search): Promise<ExpandedSearch> {
  const threshold = search.threshold ?? 0.5;
  const result = await executor.execute(sql`
    select t.i::int as i, c.word, c.closeness::float8 as closeness
      from unnest(${arrayLiteral(search.terms)}::text[]) with ordinality as t(term, i)
      cross join lateral (
        select c.word, c.closeness from (
          select d.word, word_similarity(t.term, d.word) as closeness, max(word_similarity(t.term, d.word)) over () as best
            from search_words d where d.source = ${search.source} and (t.term <% d.word or d.word % t.term)
        ) c
        where c.closeness >= ${threshold}::float8 or (c.best < ${threshold}::float8 and c.closeness >= ${FALLBACK_CLOSENESS}::float8)
        order by c.closeness desc, c.word limit ${WORDS_PER_TERM}
      ) c
     order by 1, 3 desc, 2`);
  const rows = (result as unknown as { rows: { i: number; word: string; closeness: number }[] }).rows;
  const terms = search.terms.map((term) => ({
    term,
    // A number is not in the dictionary: it matches itself.
    words: NUMBER.test(term) ? [term] : ([] as string[]),
    closeness: NUMBER.test(term) ? [1] : ([] as number[]),
  }));
  for (const row of rows) {
    const entry = terms[Number(row.i) - 1]!;
    if (PLAIN_WORD.test(row.word)) {
      entry.words.push(row.word);
      entry.closeness.push(Number(row.closeness));
    }
  }
  return { terms, matchable: terms.every((entry) => entry.words.length > 0) };
}

/**
 * The text of a tsquery holding, for every search word, one of its words (in the document part `weight` only, when
 * given). The words are the dictionary's, letters and digits only, so quoting them needs no escape.
 */
export function matchQuery(expanded: ExpandedSearch, weight?: 'A' | 'B' | 'C'): string {
  const suffix = weight ? `:${weight}` : '';
  return expanded.terms.map((entry) => `(${entry.words.map((word) => `'${word}'${suffix}`).join(' | ')})`).join(' & ');
}

/** `doc @@ query`: for every search word, one of its words in the document, through the document's GIN index. */
export function documentMatches(doc: SQL, expanded: ExpandedSearch): SQL {
  return sql`${doc} @@ ${matchQuery(expanded)}::tsquery`;
}

/** Document parts' weights (setweight A, B, C), for documents made of parts. */
export type PartWeights = { A: number; B: number; C: number };

/**
 * How well a document matches one search word: the closeness of the closest of its words the document holds, times
 * the weight of the part holding it (one part when no weights are given). Computed for matching rows only, from
 * queries parsed once per statement; the same words always rank the same way.
 */
function termScore(doc: SQL, entry: ExpandedSearch['terms'][number], weights?: PartWeights): SQL<number> {
  const queries = (suffix: string) => arrayLiteral(entry.words.map((word) => `'${word}'${suffix}`));
  const closeness = `{${entry.closeness.join(',')}}`;
  if (!weights) {
    return sql<number>`(select coalesce(max(x.s), 0) from unnest(${queries('')}::tsquery[], ${closeness}::float8[]) as x(q, s) where ${doc} @@ x.q)`;
  }
  return sql<number>`(select coalesce(max(x.s * case when ${doc} @@ x.a then ${weights.A}::float8 when ${doc} @@ x.b then ${weights.B}::float8 when ${doc} @@ x.c then ${weights.C}::float8 else 0 end), 0)
    from unnest(${queries(':A')}::tsquery[], ${queries(':B')}::tsquery[], ${queries(':C')}::tsquery[], ${closeness}::float8[]) as x(a, b, c, s))`;
}

/** The sum of every search word's score. */
export const searchScore = (doc: SQL, expanded: ExpandedSearch, weights?: PartWeights): SQL<number> =>
  sql<number>`(${sql.join(
    expanded.terms.map((entry) => termScore(doc, entry, weights)),
    sql` + `,
  )})`;
