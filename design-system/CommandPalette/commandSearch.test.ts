import { describe, expect, it } from 'vitest';
import {
  buildSections,
  groupMatches,
  normalizeRanges,
  pushRecent,
  RECENT_SECTION_ID,
  searchCommands,
  splitHighlights,
  UNGROUPED_SECTION_ID,
} from './commandSearch';

const commands = [
  { id: 'sites', label: 'Sites', group: 'Navigation', keywords: ['cdn', 'domains'] },
  { id: 'dns', label: 'DNS zones', group: 'Navigation' },
  { id: 'certs', label: 'Certificates', group: 'Navigation', keywords: ['tls', 'ssl'] },
  { id: 'create-site', label: 'Create site', group: 'Actions' },
  { id: 'purge', label: 'Purge cache', group: 'Actions', keywords: ['invalidate'] },
  { id: 'docs', label: 'Documentation' },
  { id: 'vi', label: 'Tạo bản ghi DNS', group: 'Hành động' },
];

describe('searchCommands', () => {
  it('returns every command in the given order for a blank query', () => {
    expect(searchCommands(commands, '   ').map((m) => m.item.id)).toEqual(commands.map((c) => c.id));
    expect(searchCommands(commands, '').every((m) => m.ranges.length === 0)).toBe(true);
  });

  it('matches fuzzily, with typos, best first', () => {
    expect(searchCommands(commands, 'certficates')[0]?.item.id).toBe('certs');
    expect(searchCommands(commands, 'purge')[0]?.item.id).toBe('purge');
  });

  it('finds commands by keyword', () => {
    expect(searchCommands(commands, 'tls').map((m) => m.item.id)).toContain('certs');
    expect(searchCommands(commands, 'invalidate')[0]?.item.id).toBe('purge');
  });

  it('ignores case and diacritics, keeping indices on the original label', () => {
    const [match] = searchCommands(commands, 'tao ban ghi');
    expect(match?.item.id).toBe('vi');
    const highlighted = splitHighlights(match?.item.label ?? '', match?.ranges ?? [])
      .filter((run) => run.isMatch)
      .map((run) => run.text)
      .join('');
    expect(highlighted).toContain('Tạo');
  });

  it('returns nothing when nothing is close', () => {
    expect(searchCommands(commands, 'zzzzqqq')).toEqual([]);
  });

  it('reports the matched characters of the label', () => {
    const [match] = searchCommands(commands, 'Purge');
    expect(match?.ranges).toContainEqual([0, 5]);
  });
});

describe('groupMatches', () => {
  it('keeps the order of the items for a blank query', () => {
    const sections = groupMatches(searchCommands(commands, ''));
    expect(sections.map((s) => s.id)).toEqual(['Navigation', 'Actions', UNGROUPED_SECTION_ID, 'Hành động']);
    expect(sections[0]?.title).toBe('Navigation');
  });

  it('puts the section with the best match first, so the first result is the best one', () => {
    const sections = groupMatches(searchCommands(commands, 'create'));
    expect(sections[0]?.id).toBe('Actions');
    expect(sections[0]?.matches[0]?.item.id).toBe('create-site');
  });

  it('puts commands without a group in an untitled section', () => {
    const sections = groupMatches(searchCommands(commands, 'documentation'));
    expect(sections[0]?.id).toBe(UNGROUPED_SECTION_ID);
    expect(sections[0]?.title).toBeUndefined();
  });
});

describe('buildSections', () => {
  it('shows recent commands first while the query is blank, with keys distinct from their group entries', () => {
    const sections = buildSections(commands, '', {
      recentIds: ['purge', 'gone', 'sites'],
      recentTitle: 'Recent',
    });
    expect(sections[0]).toMatchObject({ id: RECENT_SECTION_ID, title: 'Recent' });
    expect(sections[0]?.matches.map((m) => m.item.id)).toEqual(['purge', 'sites']);
    const keys = sections.flatMap((s) => s.matches.map((m) => m.key));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('hides recent commands while searching, and limits them', () => {
    expect(buildSections(commands, 'dns', { recentIds: ['purge'] })[0]?.id).not.toBe(RECENT_SECTION_ID);
    const sections = buildSections(commands, '', { recentIds: ['sites', 'dns', 'purge'], recentLimit: 2 });
    expect(sections[0]?.matches).toHaveLength(2);
  });
});

describe('pushRecent', () => {
  it('moves the id to the front without duplicates and keeps the limit', () => {
    expect(pushRecent(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b']);
    expect(pushRecent(['a', 'b', 'c'], 'd', 3)).toEqual(['d', 'a', 'b']);
  });
});

describe('normalizeRanges and splitHighlights', () => {
  it('merges touching ranges and makes ends exclusive', () => {
    expect(
      normalizeRanges([
        [4, 5],
        [0, 1],
        [2, 3],
        [9, 9],
      ]),
    ).toEqual([
      [0, 6],
      [9, 10],
    ]);
  });

  it('splits a label into matched and unmatched runs', () => {
    expect(
      splitHighlights('Purge cache', [
        [0, 2],
        [6, 7],
      ]),
    ).toEqual([
      { text: 'Pu', isMatch: true },
      { text: 'rge ', isMatch: false },
      { text: 'c', isMatch: true },
      { text: 'ache', isMatch: false },
    ]);
    expect(splitHighlights('Sites', [])).toEqual([{ text: 'Sites', isMatch: false }]);
    expect(splitHighlights('Sites', [[3, 99]])).toEqual([
      { text: 'Sit', isMatch: false },
      { text: 'es', isMatch: true },
    ]);
  });
});
