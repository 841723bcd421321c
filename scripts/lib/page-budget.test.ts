// The whole-page budget on a small fake manifest: which chunks are pages, what each page's whole JS holds, and
// when the check and its not-yet-within list fail.
import { describe, expect, it } from 'vitest';
import {
  PAGE_BUDGET_KIB,
  PAGE_CEILING_CAP_KIB,
  RATCHET_SLACK_KIB,
  onDemandClosure,
  pageBudgetChecks,
  wholePagesOf,
} from './page-budget.mjs';
import type { Manifest } from './bundle-budget.mjs';

/**
 * The entry loads a public page and the frame lazily; the frame's route table loads two pages and the frame's
 * own command palette; the list page loads an editor on demand, which loads a date picker and validators; the
 * form engine is shared by the editor and the home page.
 */
function fakeManifest(): Manifest {
  return {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_vendor.js'],
      dynamicImports: ['src/Public.tsx', 'src/layouts.tsx'],
    },
    '_vendor.js': { file: 'assets/vendor.js' },
    'src/Public.tsx': { file: 'assets/Public.js', isDynamicEntry: true, imports: ['index.html'] },
    'src/layouts.tsx': {
      file: 'assets/layouts.js',
      isDynamicEntry: true,
      imports: ['index.html', '_routes.js'],
      dynamicImports: ['src/Palette.tsx'],
    },
    '_routes.js': { file: 'assets/routes.js', dynamicImports: ['src/Home.tsx', 'src/List.tsx'] },
    'src/Palette.tsx': { file: 'assets/Palette.js', isDynamicEntry: true, imports: ['index.html'] },
    'src/Home.tsx': { file: 'assets/Home.js', isDynamicEntry: true, imports: ['_vendor.js', '_form.js'] },
    'src/List.tsx': {
      file: 'assets/List.js',
      isDynamicEntry: true,
      imports: ['_routes.js', '_table.js'],
      dynamicImports: ['src/Editor.tsx'],
    },
    '_table.js': { file: 'assets/table.js', imports: ['_vendor.js'] },
    '_form.js': { file: 'assets/form.js' },
    'src/Editor.tsx': {
      file: 'assets/Editor.js',
      isDynamicEntry: true,
      imports: ['_form.js', '_table.js'],
      dynamicImports: ['src/Date.tsx', 'src/x.validators.js'],
    },
    'src/Date.tsx': { file: 'assets/Date.js', isDynamicEntry: true },
    'src/x.validators.js': { file: 'assets/x.validators.js', isDynamicEntry: true },
  };
}

const initial = new Set(['index.html', '_vendor.js', 'src/Public.tsx']);
const frame = new Set([...initial, 'src/layouts.tsx', '_routes.js']);
const candidates = [
  'src/Public.tsx',
  'src/Palette.tsx',
  'src/Home.tsx',
  'src/List.tsx',
  'src/Editor.tsx',
  'src/Date.tsx',
];
const isData = (key: string) => key.endsWith('.validators.js');
const pagesOf = (manifest = fakeManifest()) =>
  wholePagesOf(manifest, { initial, frame, candidates, isPublic: (k) => k === 'src/Public.tsx', isData });

describe('whole pages', () => {
  it('follows static and dynamic imports beyond the base, not into it, skipping data', () => {
    const found = onDemandClosure(fakeManifest(), 'src/List.tsx', frame, isData);
    expect([...found].sort()).toEqual([
      '_form.js',
      '_table.js',
      'src/Date.tsx',
      'src/Editor.tsx',
      'src/List.tsx',
    ]);
  });

  it('makes a page of each chunk the router or the frame loads, not of what a page loads on an action', () => {
    expect(pagesOf().map((p) => p.key)).toEqual([
      'src/Public.tsx',
      'src/Palette.tsx',
      'src/Home.tsx',
      'src/List.tsx',
    ]);
  });

  it('counts the initial JS, the frame for console pages, and everything the page can load', () => {
    const [publicPage, , home, list] = pagesOf();
    expect(publicPage!.framed).toBe(false);
    expect([...publicPage!.chunks].sort()).toEqual([...initial].sort());
    expect([...home!.chunks].sort()).toEqual([...frame, 'src/Home.tsx', '_form.js'].sort());
    expect([...list!.chunks].sort()).toEqual(
      [...frame, 'src/List.tsx', '_table.js', 'src/Editor.tsx', '_form.js', 'src/Date.tsx'].sort(),
    );
  });
});

/** Sizes in KiB gzip per chunk key: the initial 150, the frame 100 more, the list's own 20 + 30 + 40 + 10. */
const sizes: Record<string, number> = {
  'index.html': 100,
  '_vendor.js': 45,
  'src/Public.tsx': 5,
  'src/layouts.tsx': 90,
  '_routes.js': 10,
  'src/Palette.tsx': 5,
  'src/Home.tsx': 10,
  '_form.js': 30,
  'src/List.tsx': 20,
  '_table.js': 40,
  'src/Editor.tsx': 10,
  'src/Date.tsx': 0,
};
const sizeOf = (weights: Record<string, number>) => (key: string) =>
  weights[key] === undefined ? undefined : { file: `assets/${key}`, gzip: weights[key]! * 1024 };
const checksWith = (weights: Record<string, number>, listed: Record<string, number> = {}) =>
  pageBudgetChecks(pagesOf(), sizeOf(weights), listed, frame);
const listCheck = (checks: ReturnType<typeof checksWith>) =>
  checks.find((c) => c.name.startsWith('PAGES_NOT'))!;
const checkOf = (checks: ReturnType<typeof checksWith>, key: string) =>
  checks.find((c) => c.name.endsWith(`: ${key}`))!;

describe('the whole-page budget', () => {
  it('passes pages within the budget, with their parts', () => {
    const checks = checksWith(sizes);
    expect(checks.every((c) => c.ok)).toBe(true);
    expect(checkOf(checks, 'src/List.tsx')).toEqual({
      name: `whole page JS ≤ ${PAGE_BUDGET_KIB} KiB gzip: src/List.tsx`,
      ok: true,
      detail: '350.0 KiB gzip (initial + frame 250.0 KiB + page 100.0 KiB in 5 files)',
    });
    expect(checkOf(checks, 'src/Public.tsx').detail).toBe(
      '150.0 KiB gzip (initial 150.0 KiB + page 0.0 KiB in 0 files)',
    );
  });

  it('fails an unlisted page over the budget, naming its largest own chunks', () => {
    const list = checkOf(checksWith({ ...sizes, '_table.js': 41 }), 'src/List.tsx');
    expect(list.ok).toBe(false);
    expect(list.detail).toContain('largest: _table.js 41.0 KiB, _form.js 30.0 KiB, src/List.tsx 20.0 KiB');
  });

  it('passes a listed page at or under its ceiling, fails it above', () => {
    const heavy = { ...sizes, '_table.js': 60 };
    const at = checkOf(checksWith(heavy, { 'src/List.tsx': 370 }), 'src/List.tsx');
    expect(at.ok).toBe(true);
    expect(at.name).toBe('whole page JS ≤ 370 KiB gzip (PAGES_NOT_YET_WITHIN_BUDGET): src/List.tsx');
    const above = checkOf(
      checksWith({ ...heavy, 'src/Date.tsx': 1 }, { 'src/List.tsx': 370 }),
      'src/List.tsx',
    );
    expect(above.ok).toBe(false);
    expect(above.detail).toContain('grew above its ceiling');
  });

  it('fails a listed page that is within the budget now: it leaves the list', () => {
    const within = checkOf(checksWith(sizes, { 'src/List.tsx': 370 }), 'src/List.tsx');
    expect(within.ok).toBe(false);
    expect(within.detail).toContain('take it off the list');
  });

  it('fails a listed page that shrank well below its ceiling: the ceiling comes down', () => {
    const heavy = { ...sizes, '_table.js': 60 };
    const slack = checkOf(checksWith(heavy, { 'src/List.tsx': 370 + RATCHET_SLACK_KIB + 1 }), 'src/List.tsx');
    expect(slack.ok).toBe(false);
    expect(slack.detail).toContain('lower its ceiling to 370');
  });

  it('fails a list naming a page the build does not have, or allowing more than the cap', () => {
    expect(listCheck(checksWith(sizes)).ok).toBe(true);
    expect(listCheck(checksWith(sizes)).detail).toBe('0 of 4 pages listed');
    const stale = listCheck(checksWith(sizes, { 'src/Gone.tsx': 360 }));
    expect(stale).toMatchObject({ ok: false, detail: 'not pages of the build: src/Gone.tsx' });
    const big = listCheck(checksWith(sizes, { 'src/List.tsx': PAGE_CEILING_CAP_KIB + 1 }));
    expect(big.ok).toBe(false);
    expect(big.detail).toContain('above the cap: src/List.tsx');
  });
});
