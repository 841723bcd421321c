// Pure search logic of the command palette: how a text matches a query, ranking, grouping of the results into
// sections, the optional "recent" section and the split of a label into highlighted runs. No React here, so it
// is unit-tested on its own (commandSearch.test.ts).
//
// A match is ranked by where the query sits in the text, case and diacritics aside (fold.ts): the whole text
// (exact), its start (prefix), the start of a later word (word prefix), anywhere inside (substring). Nothing
// looser: every character typed must appear, in order and together, so "purge" never finds "Add resource group".
import { fold, foldWithOrigins } from './fold';

/** Match tiers, best first; records found elsewhere (a server search) carry theirs. */
export const MATCH_TIERS = ['exact', 'prefix', 'wordPrefix', 'substring'] as const;
export type MatchTier = (typeof MATCH_TIERS)[number];

/** What the search needs to know about a command. */
export interface SearchableCommand {
  id: string;
  label: string;
  /** Section the command belongs to (e.g. "Navigation"); commands without one form an untitled section. */
  group?: string;
  /** Extra words that should find the command (synonyms, English names, ids); ranked after label matches. */
  keywords?: readonly string[];
  /**
   * Found elsewhere for the current query (a record the server matched on any of its fields), at this tier:
   * listed whatever its label says, and only while the query is not blank.
   */
  tier?: MatchTier;
}

/** A half-open range [start, end) of matched characters in a label. */
export type MatchRange = readonly [start: number, end: number];

/** How a text matches a query: its tier and the matched characters of the text. */
export interface TextMatch {
  tier: MatchTier;
  ranges: MatchRange[];
}

/** One command in the results, with the characters of its label that matched the query. */
export interface CommandMatch<T extends SearchableCommand> {
  /** Unique key among all results (a command can appear twice: under "recent" and in its own group). */
  key: string;
  item: T;
  ranges: readonly MatchRange[];
}

export interface CommandSection<T extends SearchableCommand> {
  /** Stable id of the section: the group name, `RECENT_SECTION_ID` or `UNGROUPED_SECTION_ID`. */
  id: string;
  /** Visible title; undefined for commands without a group. */
  title?: string;
  matches: CommandMatch<T>[];
}

export const RECENT_SECTION_ID = '__recent__';
export const UNGROUPED_SECTION_ID = '__ungrouped__';

export interface SearchOptions {
  /** Ids of recently used commands, most recent first; shown in their own section while the query is empty. */
  recentIds?: readonly string[];
  /** Title of the recent section. */
  recentTitle?: string;
  /** Most recent commands shown. Default 5. */
  recentLimit?: number;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** The first index ≥ 1 where `needle` starts a word of `haystack` (after a character that is no letter or digit). */
function wordStart(haystack: string, needle: string): number {
  for (let at = haystack.indexOf(needle, 1); at > 0; at = haystack.indexOf(needle, at + 1)) {
    if (!WORD_CHAR.test(haystack.charAt(at - 1))) return at;
  }
  return -1;
}

/** Where `needle` sits in `haystack` (both folded), best tier first; undefined when it is not there. */
function locate(haystack: string, needle: string): { tier: MatchTier; at: number } | undefined {
  if (haystack === needle) return { tier: 'exact', at: 0 };
  if (haystack.startsWith(needle)) return { tier: 'prefix', at: 0 };
  const word = wordStart(haystack, needle);
  if (word > 0) return { tier: 'wordPrefix', at: word };
  const inside = haystack.indexOf(needle);
  return inside > 0 ? { tier: 'substring', at: inside } : undefined;
}

/** How `text` matches `query` (blank → no match): the tier and the matched range in the text, or undefined. */
export function matchText(text: string, query: string): TextMatch | undefined {
  const needle = fold(query.trim());
  if (!needle) return undefined;
  const { folded, starts, ends } = foldWithOrigins(text);
  const found = locate(folded, needle);
  if (!found) return undefined;
  // The range covers whole characters of the text ("ß" when "ss" was typed, "ễ" for "e").
  const range: MatchRange = [starts[found.at] ?? 0, ends[found.at + needle.length - 1] ?? 0];
  return { tier: found.tier, ranges: [range] };
}

/** Sort weight: the tier, and a label match before a keyword match of the same tier. */
const weight = (tier: MatchTier, onKeyword = false) => MATCH_TIERS.indexOf(tier) * 2 + (onKeyword ? 1 : 0);

function bestKeyword(keywords: readonly string[] | undefined, query: string): MatchTier | undefined {
  let best: MatchTier | undefined;
  for (const keyword of keywords ?? []) {
    const found = matchText(keyword, query);
    if (found && (!best || MATCH_TIERS.indexOf(found.tier) < MATCH_TIERS.indexOf(best))) best = found.tier;
  }
  return best;
}

/**
 * The commands matching `query`, best first (ties keep the given order), each with the matched range of its
 * label. A blank query lists every command that was not found elsewhere, in the given order.
 */
export function searchCommands<T extends SearchableCommand>(
  items: readonly T[],
  query: string,
): CommandMatch<T>[] {
  if (!query.trim())
    return items.filter((item) => !item.tier).map((item) => ({ key: item.id, item, ranges: [] }));
  const ranked: { match: CommandMatch<T>; weight: number }[] = [];
  for (const item of items) {
    const onLabel = matchText(item.label, query);
    const ranges = onLabel?.ranges ?? [];
    let sortWeight: number | undefined;
    if (item.tier) sortWeight = weight(item.tier);
    else if (onLabel) sortWeight = weight(onLabel.tier);
    else {
      const keywordTier = bestKeyword(item.keywords, query);
      if (keywordTier) sortWeight = weight(keywordTier, true);
    }
    if (sortWeight !== undefined) ranked.push({ match: { key: item.id, item, ranges }, weight: sortWeight });
  }
  // Array.prototype.sort is stable: equal weights keep the given order.
  return ranked.sort((a, b) => a.weight - b.weight).map((r) => r.match);
}

/**
 * Groups matches into sections, in the order of each section's best match (so the first result, which the
 * palette focuses and Enter runs, is the best match); inside a section matches keep their rank. For a blank
 * query the matches are in the given order, so sections follow the order of the items.
 */
export function groupMatches<T extends SearchableCommand>(
  matches: readonly CommandMatch<T>[],
): CommandSection<T>[] {
  const sections = new Map<string, CommandSection<T>>();
  for (const match of matches) {
    const id = match.item.group ?? UNGROUPED_SECTION_ID;
    let section = sections.get(id);
    if (!section) {
      section = { id, title: match.item.group, matches: [] };
      sections.set(id, section);
    }
    section.matches.push(match);
  }
  return [...sections.values()];
}

/** The sections the palette shows for `query`: recent commands first while the query is blank, then the groups. */
export function buildSections<T extends SearchableCommand>(
  items: readonly T[],
  query: string,
  { recentIds = [], recentTitle, recentLimit = 5 }: SearchOptions = {},
): CommandSection<T>[] {
  const sections = groupMatches(searchCommands(items, query));
  if (query.trim() || recentIds.length === 0) return sections;
  const byId = new Map(items.map((item) => [item.id, item]));
  const recent = recentIds
    .flatMap((id) => {
      const item = byId.get(id);
      return item && !item.tier ? [{ key: `${RECENT_SECTION_ID}:${id}`, item, ranges: [] }] : [];
    })
    .slice(0, recentLimit);
  return recent.length > 0
    ? [{ id: RECENT_SECTION_ID, title: recentTitle, matches: recent }, ...sections]
    : sections;
}

/** Moves `id` to the front of the recent list (no duplicates), keeping at most `limit` ids. */
export function pushRecent(recentIds: readonly string[], id: string, limit = 5): string[] {
  return [id, ...recentIds.filter((other) => other !== id)].slice(0, limit);
}

/** One run of a label: matched or not. */
export interface HighlightRun {
  text: string;
  isMatch: boolean;
}

/** Splits `label` into runs of matched and unmatched characters, for rendering `<mark>`s. */
export function splitHighlights(label: string, ranges: readonly MatchRange[]): HighlightRun[] {
  const text = label.normalize('NFC');
  const runs: HighlightRun[] = [];
  let cursor = 0;
  for (const [start, end] of ranges) {
    const from = Math.max(start, cursor);
    const to = Math.min(end, text.length);
    if (from >= to) continue;
    if (from > cursor) runs.push({ text: text.slice(cursor, from), isMatch: false });
    runs.push({ text: text.slice(from, to), isMatch: true });
    cursor = to;
  }
  if (cursor < text.length) runs.push({ text: text.slice(cursor), isMatch: false });
  return runs;
}
