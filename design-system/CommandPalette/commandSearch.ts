// Pure search logic of the command palette: fuzzy matching (fuse.js) over label and keywords, grouping of the
// results into sections, the optional "recent" section and the split of a label into highlighted runs.
// No React here, so it is unit-tested on its own (commandSearch.test.ts).
import Fuse from 'fuse.js';
import type { FuseResult } from 'fuse.js';

/** What the search needs to know about a command. */
export interface SearchableCommand {
  id: string;
  label: string;
  /** Section the command belongs to (e.g. "Navigation"); commands without one form an untitled section. */
  group?: string;
  /** Extra words that should find the command (synonyms, English names, ids). */
  keywords?: readonly string[];
}

/** A half-open range [start, end) of matched characters in a label. */
export type MatchRange = readonly [start: number, end: number];

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
  /** How loose the match is, 0 (exact) … 1 (anything). Default 0.4. */
  threshold?: number;
}

/** Labels are compared in NFC so that fuse's diacritic stripping keeps one character per character (indices stay valid). */
const nfc = (text: string) => text.normalize('NFC');

function createFuse<T extends SearchableCommand>(items: readonly T[], threshold: number) {
  return new Fuse(
    items.map((item) => ({ ...item, label: nfc(item.label) })),
    {
      keys: [
        { name: 'label', weight: 2 },
        { name: 'keywords', weight: 1 },
      ],
      includeMatches: true,
      includeScore: true,
      ignoreLocation: true,
      ignoreDiacritics: true,
      threshold,
    },
  );
}

/** Merges touching or overlapping ranges and converts fuse's inclusive ends to exclusive ones. */
export function normalizeRanges(indices: readonly (readonly [number, number])[]): MatchRange[] {
  const sorted = [...indices].map(([s, e]) => [s, e + 1] as [number, number]).sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

function labelRanges<T>(result: FuseResult<T>): MatchRange[] {
  const labelMatch = result.matches?.find((match) => match.key === 'label');
  return labelMatch ? normalizeRanges(labelMatch.indices) : [];
}

/**
 * The commands matching `query`, best first (all commands in their given order when the query is blank),
 * each with the matched ranges of its label.
 */
export function searchCommands<T extends SearchableCommand>(
  items: readonly T[],
  query: string,
  threshold = 0.4,
): CommandMatch<T>[] {
  const trimmed = query.trim();
  if (!trimmed) return items.map((item) => ({ key: item.id, item, ranges: [] }));
  const byId = new Map(items.map((item) => [item.id, item]));
  return createFuse(items, threshold)
    .search(nfc(trimmed))
    .flatMap((result) => {
      const item = byId.get(result.item.id);
      return item ? [{ key: item.id, item, ranges: labelRanges(result) }] : [];
    });
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
  { recentIds = [], recentTitle, recentLimit = 5, threshold }: SearchOptions = {},
): CommandSection<T>[] {
  const sections = groupMatches(searchCommands(items, query, threshold));
  if (query.trim() || recentIds.length === 0) return sections;
  const byId = new Map(items.map((item) => [item.id, item]));
  const recent = recentIds
    .flatMap((id) => {
      const item = byId.get(id);
      return item ? [{ key: `${RECENT_SECTION_ID}:${id}`, item, ranges: [] }] : [];
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
  const text = nfc(label);
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
