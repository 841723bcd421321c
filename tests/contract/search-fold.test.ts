// The console's matcher (design-system/CommandPalette/fold.ts) and the server's search_fold (migration 018) fold
// text the same way, so a record the server finds by "nguyen" reads as found by "nguyen" in the palette too:
// every Latin letter the migration lists, upper and lower case, precomposed and decomposed, and sample names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fold } from '../../design-system/CommandPalette/fold';
import { BACKENDS, createTestDb } from '../../server/src/test/helpers.js';
import type { BackendKind, TestDb } from '../../server/src/test/helpers.js';

const LATIN_RANGES: [number, number][] = [
  [0x41, 0x7a],
  [0xc0, 0x24f],
  [0x1e00, 0x1eff],
];
const latin = LATIN_RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
);
const samples = [
  'Nguyễn Văn Đức',
  'Trần Thị Hồng Nhung',
  'Phở Hà Nội',
  'MÜNCHEN Straße',
  'Größe ÄÖÜ äöü ẞ',
  'Ørsted Łódź İstanbul',
  'Nguye\u0302\u0303n',
  'shop-eu.example/images/*',
];

describe.each(BACKENDS)('search folding, console and server alike (%s)', (kind: BackendKind) => {
  let test: TestDb;
  beforeAll(async () => {
    test = await createTestDb(kind);
  });
  afterAll(() => test?.cleanup());

  it('folds every Latin letter and the sample names the same', async () => {
    const texts = [...latin, ...latin.map((c) => c.normalize('NFD')), ...samples];
    const { rows } = await test.db.query<{ folded: string[] }>(
      'SELECT array_agg(search_fold(t) ORDER BY n) AS folded FROM unnest($1::text[]) WITH ORDINALITY AS x(t, n)',
      [texts],
    );
    const server = rows[0]?.folded ?? [];
    const differing = texts.flatMap((text, i) =>
      server[i] === fold(text) ? [] : [`${JSON.stringify(text)}: server ${server[i]}, console ${fold(text)}`],
    );
    expect(differing).toEqual([]);
    expect(fold('Nguyễn Văn Đức')).toBe('nguyen van duc');
    expect(fold('MÜNCHEN Straße')).toBe('munchen strasse');
  });
});
