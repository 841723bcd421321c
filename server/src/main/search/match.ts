// How a record matches what was typed, in SQL: through search_fold (migration 015: case and diacritics do not
// count), an exact match ranks first, then a match at the start, then one at the start of a later word, then
// one anywhere inside. Nothing looser: every letter typed must appear, in order and together.
import { escapeRegex } from './escape.js';

/** The tiers, best first; a hit's `match` in the answer. */
export const MATCH_TIERS = ['exact', 'prefix', 'word_prefix', 'substring'] as const;
export type MatchTier = (typeof MATCH_TIERS)[number];

/** The SQL of one search: the rank (0..3, NULL for no match) and the filter, over the given columns. */
export interface MatchSql {
  /** 0 exact … 3 substring, the best over the columns. */
  rank: string;
  /** True when any column holds the text. */
  where: string;
  /** Bound from `firstParam` on: the text and its word-start pattern. */
  params: unknown[];
}

/**
 * `columns` are SQL column references of the table (code, never input); the text takes the placeholders
 * `$firstParam` and `$firstParam + 1`.
 */
export function matchSql(columns: readonly string[], firstParam: number, text: string): MatchSql {
  const needle = `search_fold($${firstParam})`;
  // A word starts after anything that is not a letter or digit ("shop" in "old-shop.example").
  const wordStart = `('[^[:alnum:]]' || search_fold($${firstParam + 1}))`;
  const tier = (column: string) => {
    const folded = `search_fold(${column})`;
    return `CASE WHEN ${folded} = ${needle} THEN 0 WHEN starts_with(${folded}, ${needle}) THEN 1
      WHEN ${folded} ~ ${wordStart} THEN 2 WHEN strpos(${folded}, ${needle}) > 0 THEN 3 END`;
  };
  return {
    rank: columns.length === 1 ? tier(columns[0] as string) : `LEAST(${columns.map(tier).join(', ')})`,
    where: columns.map((column) => `strpos(search_fold(${column}), ${needle}) > 0`).join(' OR '),
    params: [text, escapeRegex(text)],
  };
}
