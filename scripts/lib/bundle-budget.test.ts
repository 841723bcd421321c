// The bundle budgets on small synthetic builds (a Vite-style manifest plus asset files of chosen gzip
// weight): how the manifest maps to routes, and that each budget fails when it is missed.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BUDGETS,
  CONSOLE_FRAME,
  LOGIN_MODULES,
  VISX_MARKERS,
  areaChunkOf,
  catalogueAreaOf,
  checkBundle,
  largestAreaCatalogues,
  largestAreaChunk,
  largestSchemaFolder,
  measureBundle,
  markersIn,
  routesOf,
  schemaFolderOf,
  staticClosure,
} from './bundle-budget.mjs';

type Chunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};

const root = path.resolve(__dirname, '..', '..');
const [routeError, publicLayout, authPages] = LOGIN_MODULES as [string, string, string];
const [layouts, areaRouting] = CONSOLE_FRAME as [string, string];

/** Incompressible JS of about `kib` KiB once gzipped (base64 of random bytes), plus `extra` source text. */
function js(kib: number, extra = ''): string {
  let text = `export const x = "${randomBytes(Math.round(kib * 1024)).toString('base64')}";`;
  text += extra;
  return text;
}

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/**
 * A build: `chunks` maps manifest keys to chunks, `sizes` each key to its JS (see js()). Returns the dist dir.
 */
function build(chunks: Record<string, Chunk>, code: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-budget-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, '.vite'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(chunks));
  for (const [key, c] of Object.entries(chunks)) fs.writeFileSync(path.join(dir, c.file), code[key] ?? '');
  return dir;
}

/**
 * A console-shaped manifest: an entry with a shared vendor chunk, what /login loads (error boundary, public
 * layout, sign-in pages), the console frame, two pages, a locale, validators.
 */
function consoleManifest(): Record<string, Chunk> {
  return {
    'index.html': {
      file: 'assets/index.js',
      src: 'index.html',
      isEntry: true,
      imports: ['_vendor.js'],
      dynamicImports: [
        routeError,
        publicLayout,
        authPages,
        layouts,
        areaRouting,
        'src/pages/Home.tsx',
        'src/pages/List.tsx',
        'locales/vi/common.json',
        'src/engine/generated/iam/group.validators.js',
      ],
    },
    '_vendor.js': { file: 'assets/vendor.js' },
    '_dialog.js': { file: 'assets/dialog.js', imports: ['_vendor.js'] },
    '_field.js': { file: 'assets/field.js', imports: ['_vendor.js'] },
    '_table.js': { file: 'assets/table.js', imports: ['_vendor.js'] },
    [routeError]: {
      file: 'assets/RouteError.js',
      src: routeError,
      isDynamicEntry: true,
      imports: ['index.html'],
    },
    [publicLayout]: {
      file: 'assets/PublicLayout.js',
      src: publicLayout,
      isDynamicEntry: true,
      imports: ['index.html'],
    },
    [authPages]: {
      file: 'assets/auth.js',
      src: authPages,
      isDynamicEntry: true,
      imports: ['index.html', '_field.js'],
    },
    [layouts]: {
      file: 'assets/layouts.js',
      src: layouts,
      isDynamicEntry: true,
      imports: ['index.html', '_dialog.js'],
    },
    [areaRouting]: {
      file: 'assets/areaRouting.js',
      src: areaRouting,
      isDynamicEntry: true,
      imports: ['index.html'],
    },
    'src/pages/Home.tsx': {
      file: 'assets/Home.js',
      src: 'src/pages/Home.tsx',
      isDynamicEntry: true,
      imports: ['index.html', '_vendor.js'],
    },
    'src/pages/List.tsx': {
      file: 'assets/List.js',
      src: 'src/pages/List.tsx',
      isDynamicEntry: true,
      imports: ['index.html', '_table.js', '_field.js'],
      dynamicImports: ['src/pages/Drawer.tsx'],
    },
    'src/pages/Drawer.tsx': { file: 'assets/Drawer.js', src: 'src/pages/Drawer.tsx', isDynamicEntry: true },
    'locales/vi/common.json': {
      file: 'assets/common.js',
      src: 'locales/vi/common.json',
      isDynamicEntry: true,
    },
    'src/engine/generated/iam/group.validators.js': {
      file: 'assets/group.validators.js',
      src: 'src/engine/generated/iam/group.validators.js',
      isDynamicEntry: true,
    },
  };
}

/**
 * Gzip weights (KiB) that keep every budget: initial 60 + 50 + 1 + 2 + 3 + 20 = 136, console frame 39, pages
 * beyond the initial 49 / 99 / 59.
 */
function withinBudget(): Record<string, string> {
  return {
    'index.html': js(60),
    '_vendor.js': js(50),
    '_dialog.js': js(30),
    '_field.js': js(20),
    '_table.js': js(50),
    [routeError]: js(1),
    [publicLayout]: js(2),
    [authPages]: js(3),
    [layouts]: js(2),
    'src/pages/Home.tsx': js(10),
    'src/pages/List.tsx': js(10),
    'src/pages/Drawer.tsx': js(20),
    'locales/vi/common.json': js(2),
    'src/engine/generated/iam/group.validators.js': js(2),
  };
}

const byName = (checks: { name: string; ok: boolean; detail: string }[], part: string) => {
  const found = checks.filter((c) => c.name.includes(part));
  expect(found, `a check named like "${part}"`).toHaveLength(1);
  return found[0]!;
};

/** The route budget's check of one route (the whole-page budget names the page too). */
const routeCheck = (checks: { name: string; ok: boolean; detail: string }[], key: string) =>
  byName(checks, `beyond the initial ≤ ${BUDGETS.routeJsGzipKiB} KiB gzip: ${key}`);

describe('manifest walking', () => {
  it('follows static imports transitively, never dynamic ones', () => {
    const m = consoleManifest();
    expect([...staticClosure(m, ['src/pages/List.tsx'])].sort()).toEqual(
      ['_field.js', '_table.js', '_vendor.js', 'index.html', 'src/pages/List.tsx'].sort(),
    );
    // A cycle (page ↔ entry) ends; an unknown key is skipped.
    expect(staticClosure(m, ['nope'])).toEqual(new Set());
  });

  it('counts in the initial JS the entry and what /login loads, with their static imports', () => {
    const { initial, frame, missingFrame } = routesOf(consoleManifest());
    expect([...initial].sort()).toEqual(
      ['_field.js', '_vendor.js', 'index.html', authPages, publicLayout, routeError].sort(),
    );
    // The console frame is not loaded by /login.
    expect(initial.has(layouts)).toBe(false);
    expect(initial.has('_dialog.js')).toBe(false);
    expect([...frame].sort()).toEqual([...initial, '_dialog.js', layouts, areaRouting].sort());
    expect(missingFrame).toEqual([]);
  });

  it('makes every lazy chunk but catalogues a route: what it loads beyond the initial JS', () => {
    const { routes } = routesOf(consoleManifest());
    const list = routes.find((r) => r.key === 'src/pages/List.tsx')!;
    expect(list.kind).toBe('page');
    // Its frame and own chunks; _field.js and the vendor chunk came with /login already.
    expect([...list.chunks].sort()).toEqual(
      ['_dialog.js', '_table.js', layouts, areaRouting, 'src/pages/List.tsx'].sort(),
    );
    // The drawer the list opens is measured as a route of its own (with the frame), without the list's chunk.
    const drawer = routes.find((r) => r.key === 'src/pages/Drawer.tsx')!;
    expect([...drawer.chunks].sort()).toEqual(
      ['_dialog.js', layouts, areaRouting, 'src/pages/Drawer.tsx'].sort(),
    );
    expect(routes.map((r) => r.key)).not.toContain('locales/vi/common.json');
    expect(routes.find((r) => r.key.endsWith('.validators.js'))!.kind).toBe('validators');
    expect(
      routes
        .filter((r) => r.kind === 'frame')
        .map((r) => r.key)
        .sort(),
    ).toEqual([areaRouting, authPages, layouts, publicLayout, routeError].sort());
    // The frame modules of /login add nothing beyond the initial JS.
    expect(routes.find((r) => r.key === publicLayout)!.chunks).toEqual(new Set());
  });

  it('counts the console’s English catalogues with the frame, and not the other languages', () => {
    const manifest = consoleManifest();
    manifest['locales/en/list.json'] = {
      file: 'assets/list.js',
      src: 'locales/en/list.json',
      isDynamicEntry: true,
    };
    const { frame, routes } = routesOf(manifest);
    expect(frame.has('locales/en/list.json')).toBe(true);
    expect(frame.has('locales/vi/common.json')).toBe(false);
    expect(routes.find((r) => r.key === 'src/pages/Home.tsx')!.chunks.has('locales/en/list.json')).toBe(true);
    // A public page loads no console catalogue.
    expect(routes.find((r) => r.key === authPages)!.chunks.has('locales/en/list.json')).toBe(false);
    expect(routes.map((r) => r.key)).not.toContain('locales/en/list.json');
  });

  it('measures a public page without the console frame', () => {
    const m = consoleManifest();
    m['src/areas/general/ErrorPages.tsx'] = {
      file: 'assets/ErrorPages.js',
      src: 'src/areas/general/ErrorPages.tsx',
      isDynamicEntry: true,
      imports: ['index.html', '_table.js'],
    };
    const errors = routesOf(m).routes.find((r) => r.key === 'src/areas/general/ErrorPages.tsx')!;
    expect([...errors.chunks].sort()).toEqual(['_table.js', 'src/areas/general/ErrorPages.tsx']);
  });

  it('reports a module of /login or of the frame the build no longer has', () => {
    for (const gone of [layouts, publicLayout, authPages]) {
      const m = consoleManifest();
      delete m[gone];
      expect(routesOf(m).missingFrame).toEqual([gone]);
    }
  });

  it('reports a module of /login that is no longer a lazy chunk', () => {
    const m = consoleManifest();
    m[publicLayout] = { ...m[publicLayout]!, isDynamicEntry: false };
    expect(routesOf(m).missingFrame).toEqual([publicLayout]);
  });
});

/** A synthetic build has none of the product's chart pages nor its pages over budget: check it without them. */
const checkSynthetic = (dir: string) => checkBundle(dir, { chartPages: [], pagesNotYetWithinBudget: {} });

describe('route budgets', () => {
  it('passes a build whose every route stays within its budget', () => {
    const checks = checkSynthetic(build(consoleManifest(), withinBudget()));
    const failed = checks.filter((c) => !c.ok);
    expect(failed).toEqual([]);
    expect(byName(checks, 'initial JS (entry').detail).toMatch(/^13[5-8]\.\d KiB gzip \(.*\) in 6 files$/);
    const list = routeCheck(checks, 'src/pages/List.tsx');
    expect(list.name).toBe(
      `route JS beyond the initial ≤ ${BUDGETS.routeJsGzipKiB} KiB gzip: src/pages/List.tsx`,
    );
    expect(list.detail).toMatch(
      /^9\d\.\d KiB gzip in 5 files \(console frame 3\d\.\d KiB \+ own [56]\d\.\d KiB; with the initial 2[23]\d\.\d KiB\)$/,
    );
  });

  it('fails the initial JS when what /login loads grows, not when the console frame does', () => {
    const heavyLogin = checkSynthetic(build(consoleManifest(), { ...withinBudget(), '_field.js': js(70) }));
    expect(byName(heavyLogin, 'initial JS (entry').ok).toBe(false);
    expect(byName(heavyLogin, 'initial JS (entry').detail).toMatch(/^18\d\.\d KiB gzip/);
    const heavyFrame = checkSynthetic(build(consoleManifest(), { ...withinBudget(), '_dialog.js': js(100) }));
    expect(byName(heavyFrame, 'initial JS (entry').ok).toBe(true);
  });

  it('holds the console frame on its own budget, naming its largest chunks when it grows', () => {
    const within = byName(checkSynthetic(build(consoleManifest(), withinBudget())), 'console frame (');
    expect(within.ok).toBe(true);
    expect(within.detail).toMatch(/^3\d\.\d KiB gzip in 3 files; largest: assets\/dialog\.js 3\d\.\d KiB/);
    const code = { ...withinBudget(), '_dialog.js': js(BUDGETS.consoleFrameGzipKiB) };
    const heavy = byName(checkSynthetic(build(consoleManifest(), code)), 'console frame (');
    expect(heavy.ok).toBe(false);
    expect(heavy.detail).toContain('largest: assets/dialog.js');
  });

  it('fails the one route over its budget, naming it', () => {
    const code = { ...withinBudget(), '_table.js': js(220) };
    const checks = checkSynthetic(build(consoleManifest(), code));
    expect(routeCheck(checks, 'src/pages/List.tsx').ok).toBe(false);
    expect(routeCheck(checks, 'src/pages/List.tsx').detail).toMatch(/^2[6-9]\d\.\d KiB gzip/);
    expect(routeCheck(checks, 'src/pages/Home.tsx').ok).toBe(true);
  });

  it('counts the console frame: a heavy layout puts every console page over', () => {
    const code = { ...withinBudget(), '_dialog.js': js(240) };
    const checks = checkSynthetic(build(consoleManifest(), code));
    expect(routeCheck(checks, 'src/pages/Home.tsx').ok).toBe(false);
    expect(routeCheck(checks, 'src/pages/List.tsx').ok).toBe(false);
    expect(byName(checks, 'initial JS (entry').ok).toBe(true);
  });

  it('counts what a page loads on demand in its whole JS: a heavy drawer puts the list page over', () => {
    const code = { ...withinBudget(), 'src/pages/Drawer.tsx': js(200) };
    const checks = checkSynthetic(build(consoleManifest(), code));
    const whole = byName(checks, 'whole page JS ≤ 350 KiB gzip: src/pages/List.tsx');
    expect(whole.ok).toBe(false);
    expect(whole.detail).toContain('largest: src/pages/Drawer.tsx 20');
    // The drawer is not a page of its own; the route budget still measures it, and the list without it.
    expect(checks.some((c) => c.name === 'whole page JS ≤ 350 KiB gzip: src/pages/Drawer.tsx')).toBe(false);
    expect(routeCheck(checks, 'src/pages/List.tsx').ok).toBe(true);
    expect(byName(checks, 'whole page JS ≤ 350 KiB gzip: src/pages/Home.tsx').ok).toBe(true);
  });

  it('fails when a module of /login or of the frame is missing from the build', () => {
    for (const gone of [routeError, layouts]) {
      const m = consoleManifest();
      delete m[gone];
      const checks = checkSynthetic(build(m, withinBudget()));
      expect(byName(checks, 'LOGIN_MODULES, CONSOLE_FRAME').ok).toBe(false);
      expect(byName(checks, 'LOGIN_MODULES, CONSOLE_FRAME').detail).toContain(gone);
    }
  });
});

describe('charts (visx) only where they are drawn', () => {
  const visxCode = 'function G(){return h("g",{className:cx("visx-group",p)})}';

  it('fails on visx in the initial JS', () => {
    const code = { ...withinBudget(), '_vendor.js': js(50, visxCode) };
    const checks = checkSynthetic(build(consoleManifest(), code));
    const initial = byName(checks, 'charts (visx) not in the initial JS');
    expect(initial.ok).toBe(false);
    expect(initial.detail).toContain('assets/vendor.js');
  });

  it('fails on visx in the JS of a route that draws no chart, passes once the page is a chart page', () => {
    const code = { ...withinBudget(), '_table.js': js(50, 'const i={"cubehelix-long":c};') };
    const dir = build(consoleManifest(), code);
    const leak = byName(checkSynthetic(dir), 'charts (visx) only in the routes');
    expect(leak.ok).toBe(false);
    expect(leak.detail).toContain('src/pages/List.tsx (draws no chart)');
    expect(leak.detail).not.toContain('Home');
    expect(byName(checkSynthetic(dir), 'charts (visx) not in the initial JS').ok).toBe(true);

    const allowed = byName(checkBundle(dir, { chartPages: ['src/pages/List.tsx'] }), 'charts (visx) only');
    expect(allowed).toMatchObject({ ok: true, detail: 'absent from 8 routes, allowed in 1' });
  });

  it('fails on a chart page the build does not have', () => {
    const checks = checkBundle(build(consoleManifest(), withinBudget()), { chartPages: ['src/Gone.tsx'] });
    expect(byName(checks, 'every CHART_PAGES entry').ok).toBe(false);
  });

  it('recognises the real visx code by its markers', () => {
    const read = (p: string) => fs.readFileSync(path.join(root, 'node_modules', p), 'utf8');
    const group = read('@visx/group/esm/Group.js');
    const scale = read('@visx/scale/esm/utils/createColorInterpolator.js');
    expect(markersIn(group, VISX_MARKERS)).toHaveLength(1);
    expect(markersIn(scale, VISX_MARKERS)).toEqual(['cubehelix-long']);
    // React carries neither.
    expect(markersIn(read('react-dom/cjs/react-dom-client.production.js'), VISX_MARKERS)).toEqual([]);
  });
});

describe('the synthetic weights', () => {
  it('are what the budgets read', () => {
    const kib = zlib.gzipSync(js(100), { level: 9 }).length / 1024;
    expect(kib).toBeGreaterThan(99);
    expect(kib).toBeLessThan(102);
  });
});

describe("resource schemas counted with the console's pages", () => {
  it('knows a folder of schemas by its grouped chunk or its own files, and nothing else', () => {
    expect(schemaFolderOf('_schemas-cdn-2g7s8RaP.js')).toBe('cdn');
    expect(schemaFolderOf('_schemas-logexport-DrvjDKfc.js')).toBe('logexport');
    expect(schemaFolderOf('schemas/iam/group.ui.json')).toBe('iam');
    expect(schemaFolderOf('src/engine/generated/cdn/site.form-schema.json')).toBe('cdn');
    expect(schemaFolderOf('locales/en/cdn.json')).toBeUndefined();
    expect(schemaFolderOf('src/engine/generated/cdn/site.validators.js')).toBeUndefined();
    expect(schemaFolderOf('_Select-Cab8Ruqe.js')).toBeUndefined();
  });

  it("counts the largest folder: the most any area's page loads with it", () => {
    const manifest = {
      '_schemas-cdn-AAAAAAAA.js': { file: 'assets/a.js' },
      '_schemas-iam-BBBBBBBB.js': { file: 'assets/b.js' },
      'schemas/iam/extra.ui.json': { file: 'assets/c.js' },
      'src/Page.tsx': { file: 'assets/d.js' },
    };
    const gzip: Record<string, number> = {
      '_schemas-cdn-AAAAAAAA.js': 700,
      '_schemas-iam-BBBBBBBB.js': 500,
      'schemas/iam/extra.ui.json': 300,
      'src/Page.tsx': 9000,
    };
    const sizeOf = (key: string) => (gzip[key] === undefined ? undefined : { gzip: gzip[key] });
    expect(largestSchemaFolder(manifest, sizeOf).sort()).toEqual([
      '_schemas-iam-BBBBBBBB.js',
      'schemas/iam/extra.ui.json',
    ]);
    expect(largestSchemaFolder({}, sizeOf)).toEqual([]);
  });
});

describe("an area's catalogues counted with the console's pages", () => {
  it('knows an English area catalogue by its folder, and nothing else', () => {
    expect(catalogueAreaOf('locales/en/areas/cdn.json')).toBe('cdn');
    expect(catalogueAreaOf('locales/en/resources/iam.json')).toBe('iam');
    expect(catalogueAreaOf('locales/vi/areas/cdn.json')).toBeUndefined();
    expect(catalogueAreaOf('locales/en/list.json')).toBeUndefined();
    expect(catalogueAreaOf('_schemas-cdn-2g7s8RaP.js')).toBeUndefined();
  });

  it("counts the largest area's namespace and resource texts together", () => {
    const manifest = {
      'locales/en/areas/cdn.json': { file: 'assets/a.js' },
      'locales/en/resources/cdn.json': { file: 'assets/b.js' },
      'locales/en/areas/iam.json': { file: 'assets/c.js' },
      'locales/en/resources/iam.json': { file: 'assets/d.js' },
    };
    const gzip: Record<string, number> = {
      'locales/en/areas/cdn.json': 400,
      'locales/en/resources/cdn.json': 400,
      'locales/en/areas/iam.json': 100,
      'locales/en/resources/iam.json': 600,
    };
    const sizeOf = (key: string) => ({ gzip: gzip[key] ?? 0 });
    expect(largestAreaCatalogues(manifest, sizeOf).sort()).toEqual([
      'locales/en/areas/cdn.json',
      'locales/en/resources/cdn.json',
    ]);
  });

  it("adds the largest area's catalogues to every console route, not to the frame", () => {
    const manifest = consoleManifest();
    const lazyCatalogue = (key: string, file: string): Chunk => ({ file, src: key, isDynamicEntry: true });
    manifest['locales/en/areas/cdn.json'] = lazyCatalogue('locales/en/areas/cdn.json', 'assets/cdn.js');
    manifest['locales/en/resources/cdn.json'] = lazyCatalogue(
      'locales/en/resources/cdn.json',
      'assets/rcdn.js',
    );
    manifest['locales/en/areas/iam.json'] = lazyCatalogue('locales/en/areas/iam.json', 'assets/iam.js');
    const code = {
      ...withinBudget(),
      'locales/en/areas/cdn.json': js(6),
      'locales/en/resources/cdn.json': js(6),
      'locales/en/areas/iam.json': js(3),
    };
    const plain = checkSynthetic(build(consoleManifest(), withinBudget()));
    const withTexts = checkSynthetic(build(manifest, code));
    const gzipOf = (checks: typeof plain, key: string) =>
      Number(/^(\d+\.\d) KiB/.exec(routeCheck(checks, key).detail)![1]);
    const grew = gzipOf(withTexts, 'src/pages/List.tsx') - gzipOf(plain, 'src/pages/List.tsx');
    expect(grew).toBeGreaterThan(11.5);
    expect(grew).toBeLessThan(13);
    // The frame itself carries none of them.
    expect(byName(withTexts, 'console frame (').detail).toBe(byName(plain, 'console frame (').detail);
  });
});

// An area's chunk (registry entries, menu, paths: vite.config.ts) loads with its routes, not with the frame.
describe("an area's chunk counted with the console's pages", () => {
  it('knows an area chunk by its name, and nothing else', () => {
    expect(areaChunkOf('_area-cdn-B-IjDEQ6.js')).toBe('cdn');
    expect(areaChunkOf('_area-logexport-Daa_wuKW.js')).toBe('logexport');
    expect(areaChunkOf('_schemas-cdn-2g7s8RaP.js')).toBeUndefined();
    expect(areaChunkOf('src/areas/cdn/index.ts')).toBeUndefined();
  });

  it('counts the largest area with what it imports beyond the frame', () => {
    const manifest = {
      '_area-cdn-AAAAAAAA.js': { file: 'assets/a.js', imports: ['_validators.js', '_frame.js'] },
      '_area-iam-BBBBBBBB.js': { file: 'assets/b.js', imports: ['_frame.js'] },
      '_validators.js': { file: 'assets/v.js' },
      '_frame.js': { file: 'assets/f.js' },
    };
    const gzip: Record<string, number> = {
      '_area-cdn-AAAAAAAA.js': 500,
      '_area-iam-BBBBBBBB.js': 700,
      '_validators.js': 400,
      '_frame.js': 9000,
    };
    const sizeOf = (key: string) => ({ gzip: gzip[key] ?? 0 });
    expect(largestAreaChunk(manifest, new Set(['_frame.js']), sizeOf).sort()).toEqual([
      '_area-cdn-AAAAAAAA.js',
      '_validators.js',
    ]);
  });

  it("makes the pages an area's chunk loads pages of their own, each with the largest area", () => {
    const manifest = consoleManifest();
    const area = '_area-cdn-AAAAAAAA.js';
    const page = (name: string): Chunk => ({
      file: `assets/${name}.js`,
      src: `src/areas/cdn/${name}.tsx`,
      isDynamicEntry: true,
      imports: [area],
    });
    manifest[areaRouting] = { ...manifest[areaRouting]!, dynamicImports: [area] };
    manifest[area] = {
      file: 'assets/area-cdn.js',
      dynamicImports: ['src/areas/cdn/Sites.tsx', 'src/areas/cdn/Purge.tsx'],
    };
    manifest['src/areas/cdn/Sites.tsx'] = page('Sites');
    manifest['src/areas/cdn/Purge.tsx'] = page('Purge');
    const code = { ...withinBudget(), [area]: js(5), 'src/areas/cdn/Sites.tsx': js(2) };
    const measured = measureBundle(build(manifest, code));
    const sites = measured.pages.find((p) => p.key === 'src/areas/cdn/Sites.tsx');
    expect(sites?.chunks.has(area)).toBe(true);
    // Its area's chunk counts, not the area's other pages, which are pages of their own.
    expect(sites?.chunks.has('src/areas/cdn/Purge.tsx')).toBe(false);
    expect(measured.pages.map((p) => p.key)).toContain('src/areas/cdn/Purge.tsx');
    // Not in the frame; with every console page and route (the engine's pages serve every area).
    expect(measured.frameKeys.has(area)).toBe(false);
    expect(measured.pages.find((p) => p.key === 'src/pages/Home.tsx')?.chunks.has(area)).toBe(true);
    const list = measured.routes.find((r) => r.key === 'src/pages/List.tsx');
    expect(list?.files.map((f) => f.file)).toContain('assets/area-cdn.js');
  });
});
