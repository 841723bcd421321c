import { describe, expect, it } from 'vitest';
import {
  buildSections,
  groupMatches,
  matchText,
  pushRecent,
  RECENT_SECTION_ID,
  searchCommands,
  splitHighlights,
  UNGROUPED_SECTION_ID,
} from './commandSearch';
import type { SearchableCommand } from './commandSearch';
import { fold, foldWithOrigins } from './fold';

const commands: SearchableCommand[] = [
  { id: 'sites', label: 'Sites', group: 'Navigation', keywords: ['cdn', 'domains'] },
  { id: 'dns', label: 'DNS zones', group: 'Navigation' },
  { id: 'certs', label: 'Certificates', group: 'Navigation', keywords: ['tls', 'ssl'] },
  { id: 'create-site', label: 'Create site', group: 'Actions' },
  { id: 'purge', label: 'Purge cache', group: 'Actions', keywords: ['invalidate'] },
  { id: 'add-group', label: 'Add resource group', group: 'Actions', keywords: ['resource_group'] },
  { id: 'docs', label: 'Documentation' },
  { id: 'vi', label: 'Tạo bản ghi DNS', group: 'Hành động' },
];

const ids = (query: string, items = commands) => searchCommands(items, query).map((m) => m.item.id);
const marked = (label: string, query: string) =>
  splitHighlights(label, matchText(label, query)?.ranges ?? [])
    .filter((run) => run.isMatch)
    .map((run) => run.text)
    .join('');

describe('fold', () => {
  it('drops case and diacritics, as Vietnamese and German are often typed', () => {
    expect(fold('Nguyễn Văn Đức')).toBe('nguyen van duc');
    expect(fold('MÜNCHEN Straße')).toBe('munchen strasse');
    expect(fold('Ørsted Łódź')).toBe('orsted lodz');
    // Decomposed input (a combining mark after its letter) folds like the composed letter.
    expect(fold('Nguye\u0302\u0303n')).toBe('nguyen');
  });

  it('keeps, for each folded character, the character of the text it came from', () => {
    const { folded, starts, ends } = foldWithOrigins('Straße');
    expect(folded).toBe('strasse');
    expect([starts[4], ends[4], starts[5], ends[5]]).toEqual([4, 5, 4, 5]);
  });
});

describe('matchText: tiers', () => {
  it('ranks the whole text, then its start, then the start of a later word, then anywhere inside', () => {
    expect(matchText('Sites', 'sites')?.tier).toBe('exact');
    expect(matchText('Sites', 'sit')?.tier).toBe('prefix');
    expect(matchText('Purge cache', 'cache')?.tier).toBe('wordPrefix');
    expect(matchText('old-shop.example', 'shop')?.tier).toBe('wordPrefix');
    expect(matchText('workshop', 'shop')?.tier).toBe('substring');
  });

  it('takes the best place when the query occurs more than once', () => {
    expect(matchText('ashop shop', 'shop')?.ranges).toEqual([[6, 10]]);
    expect(matchText('ashop shop', 'shop')?.tier).toBe('wordPrefix');
  });

  it('matches nothing loosely: no typos, no letters out of order, no scattered letters', () => {
    expect(matchText('Add resource group', 'purge')).toBeUndefined();
    expect(matchText('Certificates', 'certficates')).toBeUndefined();
    expect(matchText('Sites', 'stie')).toBeUndefined();
    expect(matchText('Switch to project Shop', 'switch shop')).toBeUndefined();
    expect(matchText('Sites', '   ')).toBeUndefined();
  });

  it('ignores case and diacritics on either side, marking whole characters of the text', () => {
    expect(matchText('Tạo bản ghi DNS', 'tao ban ghi')?.tier).toBe('prefix');
    expect(marked('Tạo bản ghi DNS', 'tao ban')).toBe('Tạo bản');
    expect(matchText('München', 'MUNCHEN')?.tier).toBe('exact');
    expect(marked('Hauptstraße 5', 'strasse')).toBe('straße');
    expect(marked('Hauptstraße 5', 'straß')).toBe('straß');
    expect(matchText('Nguyễn Văn Đức', 'đuc')?.tier).toBe('wordPrefix');
  });
});

describe('searchCommands: ranking', () => {
  it('lists every command not found elsewhere, in the given order, for a blank query', () => {
    const found = { id: 'record', label: 'shop', tier: 'exact' as const };
    expect(ids('   ', [...commands, found])).toEqual(commands.map((c) => c.id));
    expect(searchCommands(commands, '').every((m) => m.ranges.length === 0)).toBe(true);
  });

  it('orders exact, prefix, word prefix, substring; ties keep the given order', () => {
    const items: SearchableCommand[] = [
      { id: 'inside', label: 'workshop' },
      { id: 'word', label: 'old shop' },
      { id: 'prefix', label: 'shop-eu' },
      { id: 'exact', label: 'Shop' },
      { id: 'prefix2', label: 'shopping' },
    ];
    expect(ids('shop', items)).toEqual(['exact', 'prefix', 'prefix2', 'word', 'inside']);
  });

  it('ranks a keyword match after label matches of the same tier', () => {
    const items: SearchableCommand[] = [
      { id: 'keyword', label: 'Certificates', keywords: ['tls certificates'] },
      { id: 'label', label: 'TLS settings' },
    ];
    expect(ids('tls', items)).toEqual(['label', 'keyword']);
    expect(ids('invalidate')).toEqual(['purge']);
  });

  it('"purge" finds the purge command and never "Add resource group"', () => {
    expect(ids('purge')).toEqual(['purge']);
    expect(ids('zzzzqqq')).toEqual([]);
  });

  it('keeps records found elsewhere at their tier, marking the label where it matches', () => {
    const items: SearchableCommand[] = [
      ...commands,
      { id: 'site:1', label: 'Legacy Shop', group: 'Sites', tier: 'prefix' },
      // Found by another field (its address): listed, nothing marked.
      { id: 'site:2', label: 'Static Assets', group: 'Sites', tier: 'substring' },
    ];
    const matches = searchCommands(items, 'legacy');
    expect(matches.map((m) => m.item.id)).toEqual(['site:1', 'site:2']);
    expect(matches[0]?.ranges).toEqual([[0, 6]]);
    expect(matches[1]?.ranges).toEqual([]);
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

describe('splitHighlights', () => {
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
