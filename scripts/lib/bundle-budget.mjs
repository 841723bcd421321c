// Byte-count budgets for the built console (deterministic, so they gate `npm test`):
// the JS the browser loads to show /login (the entry, its static imports and the lazy chunks the router loads
// for /login — the root route's error boundary, the public layout, the sign-in pages — with their static
// imports), the JS every route loads beyond that, per-chunk ceilings, and the rule that the form engine (rjsf,
// Ajv) and the charts (visx) ship only with the chunks that use them. Everything is read from Vite's manifest
// (dist/.vite/manifest.json); the manifest walking is pure (see bundle-budget.test.ts for the rules on a small
// synthetic manifest), and tests/e2e/bundle-login.spec.ts checks in a real browser that the JS files /login
// requests are exactly the ones this walk computes, so the walk cannot drift from what the router does.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PAGES_NOT_YET_WITHIN_BUDGET, pageBudgetChecks, wholePagesOf } from './page-budget.mjs';

// perf-reliability-anchors P1. Ratchet down; never loosen silently.
export const BUDGETS = {
  /** Everything /login loads (LOGIN_MODULES and the entry, with their static imports). */
  initialJsGzipKiB: 180,
  /**
   * What a route loads beyond the initial JS: its frame (the console layout), its own lazy chunk and their
   * static imports. Not "initial + route": the form engine is a fixed choice (rjsf) and rjsf alone is ~124 KiB
   * gzip, so a form route could never fit 250 KiB together with a 180 KiB initial load; what a route adds on
   * top of a warm /login is the figure a route can be held to.
   */
  routeJsGzipKiB: 250,
  /**
   * The console frame (CONSOLE_FRAME with its static imports and the console's English catalogues) beyond the
   * initial JS: every console page loads it before its own code, so it is held on its own. What only some pages
   * or an interaction use (a menu's list, a popover, the command palette, a resource's form engine) loads on
   * demand instead.
   */
  consoleFrameGzipKiB: 34,
  chunkMinifiedKB: 500,
};
// Strings that only the form engine's code carries; finding one in the initial JS means rjsf leaked in.
const FORM_ENGINE_MARKERS = ['ui:submitButtonOptions', 'ui:globalOptions', 'ajv/dist/runtime'];
/**
 * Class names only rjsf's own widgets and templates carry (its Bootstrap-styled defaults: the date widget's
 * "now" button, inputs, the array's add button, the error list). The console's theme replaces every one of
 * them and becomes rjsf's default registry (scripts/vite-library-imports.ts), so none may ship.
 */
export const RJSF_DEFAULT_THEME_MARKERS = ['btn-now', 'form-control', 'array-item-add', 'panel panel-danger'];
/**
 * What only the charts' code (visx) carries after minification: the class names every visx component puts on
 * its SVG elements ("visx-group", "visx-bar", "visx-linepath", "visx-axis-…", "visx-pie-arc"…) and
 * @visx/scale's colour-interpolator table ("cubehelix-long", pulled in by every visx scale, even alone).
 */
export const VISX_MARKERS = [/["'`]visx-[a-z]/, 'cubehelix-long'];
/**
 * The lazy modules the router loads to show /login besides the entry (src/app/routes.tsx): the root route's
 * error boundary (loaded with every first page, so an error page can show even when the network is gone), the
 * public layout and the sign-in pages. Each must be a dynamic import in the manifest (a rename fails the check
 * until it is updated); tests/e2e/bundle-login.spec.ts proves in a browser that this is what /login loads.
 */
export const LOGIN_MODULES = [
  'src/app/RouteError.tsx',
  'src/app/PublicLayout.tsx',
  'src/areas/auth/loginPages.ts',
];
/**
 * The console frame (top bar, side menu, scope switcher…) and what the router loads to patch an area's routes in
 * (src/app/areaRouting.ts, with the area index): every page behind the session loads them, and with them the
 * catalogue module (src/app/catalogues.ts) that reads the console's strings. An area's own chunk (`area-<id>`,
 * vite.config.ts) loads with its routes: the largest area's counts with every console page (largestAreaChunk).
 */
export const CONSOLE_FRAME = ['src/app/layouts.tsx', 'src/app/areaRouting.ts'];
/** The pages of the public layout (sign-in, error pages): they load no console frame. */
export const PUBLIC_PAGES = [
  'src/areas/auth/loginPages.ts',
  'src/areas/auth/pages.ts',
  'src/areas/general/ErrorPages.tsx',
];

/**
 * The lazily loaded page modules (manifest `src`) that draw charts: only their routes may carry visx. A route
 * missing here whose JS holds visx fails "charts only in the routes that draw them"; add the page here when it
 * really draws a chart (the analytics page), otherwise find the import that dragged visx in.
 */
export const CHART_PAGES = [
  'src/areas/cdn/site/RouteMapPanel.tsx',
  'src/areas/cdn/dashboard/DashboardPage.tsx',
  'src/areas/cdn/analytics/AnalyticsPage.tsx',
];

const gzipSize = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

/** @param {string} text @param {(string | RegExp)[]} markers the markers `text` holds */
export function markersIn(text, markers) {
  return markers.filter((m) => (typeof m === 'string' ? text.includes(m) : m.test(text)));
}

/**
 * @typedef {{file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[],
 *   dynamicImports?: string[]}} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 */

/** The manifest keys of `keys` and everything they import statically (transitively), added to `into`. */
export function staticClosure(manifest, keys, into = new Set()) {
  const stack = [...keys];
  while (stack.length) {
    const key = /** @type {string} */ (stack.pop());
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return into;
}

/** Locale catalogues (`locales/<lng>/<ns>.json`) are lazy too, but they are data a page picks, not a route. */
const isCatalogue = (key) => key.endsWith('.json');
/**
 * The English catalogues the console frame's route loads with it (src/app/i18n.ts: only the public pages'
 * namespaces are bundled with the entry): every console page loads them, so they count with the frame. An area's
 * own catalogues (`locales/en/areas/`, `locales/en/resources/`) are not the frame's: they count with every console
 * page as the largest area's (largestAreaCatalogues).
 */
const consoleCatalogues = (manifest) =>
  Object.keys(manifest).filter((k) => /^locales\/en\/[^/]+\.json$/.test(k) && manifest[k].isDynamicEntry);
/** The area of an English area catalogue (`locales/en/areas/<area>.json`, `locales/en/resources/<area>.json`). */
export const catalogueAreaOf = (key) => key.match(/^locales\/en\/(?:areas|resources)\/([^/]+)\.json$/)?.[1];

/**
 * The area catalogues counted with every console page: the largest area's (gzip). An area's routes load its
 * texts before a page renders (src/app/catalogues.ts `loadAreaTexts`); the largest area's are the most any page loads.
 * @param {Manifest} manifest @param {(key: string) => {gzip: number} | undefined} sizeOf
 */
export function largestAreaCatalogues(manifest, sizeOf) {
  return largestGroup(manifest, catalogueAreaOf, sizeOf);
}

/**
 * The keys of the manifest grouped by `groupOf`, the group with the largest gzip sum.
 * @param {Manifest} manifest @param {(key: string) => string | undefined} groupOf
 * @param {(key: string) => {gzip: number} | undefined} sizeOf
 */
function largestGroup(manifest, groupOf, sizeOf) {
  /** @type {Map<string, string[]>} */
  const groups = new Map();
  for (const key of Object.keys(manifest)) {
    const group = groupOf(key);
    if (group) groups.set(group, [...(groups.get(group) ?? []), key]);
  }
  const gzipOf = (keys) => keys.reduce((n, k) => n + (sizeOf(k)?.gzip ?? 0), 0);
  return [...groups.values()].sort((a, b) => gzipOf(b) - gzipOf(a))[0] ?? [];
}

/**
 * The schema folder of a chunk of resource schemas, which the frame's route table loads with an area's pages:
 * the build groups a folder's `schemas/<folder>/*.ui.json` and `src/engine/generated/<folder>/*.form-schema.json`
 * into one chunk `_schemas-<folder>-<hash>.js` (vite.config.ts); a file left alone keeps its own key.
 * Undefined for other chunks.
 */
export const schemaFolderOf = (key) =>
  key.match(/^_schemas-([a-z0-9-]+)-[\w-]{8}\.js$/)?.[1] ??
  key.match(/^(?:schemas|src\/engine\/generated)\/([^/]+)\/[^/]+\.(?:ui|form-schema)\.json$/)?.[1];

/**
 * The schemas counted with every console page: the largest folder's (gzip). A page loads its area's schemas
 * before it renders; the largest folder is the most any area's page loads, and what the engine's pages load
 * for that area.
 * @param {Manifest} manifest @param {(key: string) => {gzip: number} | undefined} sizeOf
 */
export function largestSchemaFolder(manifest, sizeOf) {
  return largestGroup(manifest, schemaFolderOf, sizeOf);
}

/** The area of an area's chunk (`_area-cdn-<hash>.js`: its registry entries, menu, paths; vite.config.ts). */
export const areaChunkOf = (key) => key.match(/^_area-([a-z0-9-]+)-[\w-]{8}\.js$/)?.[1];

/**
 * The area chunk counted with every console page, with what it imports beyond the frame: the largest area's
 * (gzip). A page's area loads before the page (src/app/areaIndex.ts); the largest is the most any page loads, and
 * what the engine's pages, which serve every area, load for that one.
 * @param {Manifest} manifest @param {Set<string>} frame
 * @param {(key: string) => {gzip: number} | undefined} sizeOf
 */
export function largestAreaChunk(manifest, frame, sizeOf) {
  const closures = Object.keys(manifest)
    .filter((key) => areaChunkOf(key))
    .map((key) => [...staticClosure(manifest, [key])].filter((k) => !frame.has(k)));
  const gzipOf = (keys) => keys.reduce((n, k) => n + (sizeOf(k)?.gzip ?? 0), 0);
  return closures.sort((a, b) => gzipOf(b) - gzipOf(a))[0] ?? [];
}

/** The precompiled validators a form loads with its resource (src/engine/generated/…/*.validators.js). */
const isValidators = (key) => /\.validators\.[cm]?js$/.test(key);

/**
 * How the manifest maps to routes. Every route lazily loads its page module (src/app/routes.tsx,
 * src/engine/routes.tsx: `lazyChunk(() => import(…))`), and every dynamic import in the manifest is such a
 * chunk; which URL it serves is not in the manifest and not needed, except for /login (LOGIN_MODULES). Then
 *   initial JS = the entry + LOGIN_MODULES, each with its static imports (what the browser loads for /login);
 *   route JS   = what a route loads beyond the initial JS: the console frame (CONSOLE_FRAME, except for
 *                PUBLIC_PAGES) and the route's own lazy chunk, with their static imports.
 * Chunks a page only loads on an action (an editor drawer, a date picker, the command palette) count as routes
 * of their own, measured with the console frame. A form's precompiled validators (kind 'validators') and the
 * locale catalogues are data a page picks, not routes: no byte budget of their own here, but the charts check
 * covers the validators too — except the English catalogues of the console, which its frame's route always loads
 * (consoleCatalogues): they count with the frame, and the largest area's catalogues with every console page
 * (measureBundle). The vi and de catalogues load on a switch.
 * @param {Manifest} manifest
 */
export function routesOf(manifest) {
  const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  if (entries.length === 0) throw new Error('the manifest has no entry chunk');
  const needed = [...LOGIN_MODULES, ...CONSOLE_FRAME];
  const missingFrame = needed.filter((k) => !manifest[k]?.isDynamicEntry);
  const initial = staticClosure(manifest, [
    ...entries,
    ...LOGIN_MODULES.filter((k) => manifest[k]?.isDynamicEntry),
  ]);
  const present = (keys) => keys.filter((k) => manifest[k]);
  /** The keys `keys` load beyond the initial JS. */
  const beyondInitial = (keys) =>
    new Set([...staticClosure(manifest, present(keys))].filter((k) => !initial.has(k)));
  const frameKeys = [...present(CONSOLE_FRAME), ...consoleCatalogues(manifest)];
  const frame = staticClosure(manifest, frameKeys, new Set(initial));
  const routes = Object.keys(manifest)
    .filter((k) => manifest[k].isDynamicEntry && !isCatalogue(k))
    .sort()
    .map((key) => {
      /** @type {'validators' | 'frame' | 'page'} */
      const kind = isValidators(key) ? 'validators' : needed.includes(key) ? 'frame' : 'page';
      const withFrame = kind === 'page' && !PUBLIC_PAGES.includes(key);
      return { key, kind, chunks: beyondInitial(withFrame ? [key, ...frameKeys] : [key]) };
    });
  const pages = wholePagesOf(manifest, {
    initial,
    frame,
    routeTables: Object.keys(manifest).filter((k) => areaChunkOf(k)),
    candidates: routes.filter((r) => r.kind === 'page').map((r) => r.key),
    isPublic: (key) => PUBLIC_PAGES.includes(key),
    isData: (key) => isCatalogue(key) || isValidators(key),
  });
  return { initial, frame, routes, pages, missingFrame };
}

/** Reads the manifest and the JS files of a build. */
export function measureBundle(distDir) {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath))
    throw new Error(`${manifestPath} is missing: run \`npm run build\` first`);
  /** @type {Manifest} */
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const { initial, frame, routes, pages, missingFrame } = routesOf(manifest);

  const files = fs
    .readdirSync(path.join(distDir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => {
      const buf = fs.readFileSync(path.join(distDir, 'assets', f));
      return { file: `assets/${f}`, bytes: buf.length, gzip: gzipSize(buf), text: buf.toString('utf8') };
    });
  const byFile = new Map(files.map((f) => [f.file, f]));
  const sizeOfKey = (key) => byFile.get(manifest[key]?.file);
  const pageSchemas = largestSchemaFolder(manifest, sizeOfKey);
  const areaTexts = largestAreaCatalogues(manifest, sizeOfKey);
  const areaChunk = largestAreaChunk(manifest, frame, sizeOfKey);
  const filesOf = (keys) => [...keys].map((k) => byFile.get(manifest[k].file)).filter((f) => f !== undefined);
  const initialFiles = filesOf(initial);
  const sum = (fs_, key) => fs_.reduce((n, f) => n + f[key], 0);
  return {
    manifest,
    initialFiles,
    allFiles: files,
    initialGzip: sum(initialFiles, 'gzip'),
    initialBytes: sum(initialFiles, 'bytes'),
    /** The initial JS and the console frame: what every console page has loaded. */
    frameFiles: filesOf(frame),
    frameGzip: sum(filesOf(frame), 'gzip'),
    /** What the console frame adds to the initial JS. */
    consoleFrameGzip: sum(filesOf(frame), 'gzip') - sum(initialFiles, 'gzip'),
    missingFrame,
    /** Every page with its whole JS (page-budget.mjs); a console page with the largest area's chunk, schemas and texts. */
    pages: pages.map((page) =>
      page.framed
        ? { ...page, chunks: new Set([...page.chunks, ...areaChunk, ...pageSchemas, ...areaTexts]) }
        : page,
    ),
    frameKeys: frame,
    /** A chunk's built file and its gzip size. */
    sizeOf: sizeOfKey,
    /** Every route with what it loads beyond the initial JS; a console page's with the largest area's chunk and texts. */
    routes: routes.map((r) => {
      const framed = r.kind === 'page' && !PUBLIC_PAGES.includes(r.key);
      const routeFiles = filesOf(framed ? new Set([...r.chunks, ...areaChunk, ...areaTexts]) : r.chunks);
      return { key: r.key, kind: r.kind, files: routeFiles, gzip: sum(routeFiles, 'gzip') };
    }),
  };
}

/** Every file under dir (recursive), as paths relative to dir. */
function allFilesUnder(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath ?? e.path, e.name)));
}

/**
 * The server-only secrets check: the build ran with `secrets` in its environment (WAF_API_KEY and
 * VITE_WAF_API_KEY set to a random canary), and none of them may appear in any file of dist/.
 * @returns {{name: string, ok: boolean, detail: string}}
 */
export function checkSecretsAbsent(distDir, secrets) {
  const files = allFilesUnder(distDir).filter((f) => f !== '.build-stamp');
  const found = files.filter((f) => {
    const text = fs.readFileSync(path.join(distDir, f)).toString('latin1');
    return secrets.some((secret) => text.includes(secret));
  });
  return {
    name: 'WAF API key canary (built with it in the environment) absent from dist/',
    ok: secrets.length > 0 && secrets.every(Boolean) && found.length === 0,
    detail: found.length
      ? `found in ${found.join(', ')}`
      : secrets.length
        ? `absent from ${files.length} files`
        : 'no canary given',
  };
}

/**
 * Strings only the test fixtures of README "Adding a resource" carry (tests/fixtures/: the resource name, its
 * console and API paths, its validators chunk). The e2e build holds each of them (scripts/lib/
 * bundle-fixtures.test.ts proves it); the product build must hold none.
 */
export const FIXTURE_MARKERS = ['e2e_widget', '/e2e-fixture/widgets', '/e2e/widgets', 'widget.validators'];

/** @returns {{name: string, ok: boolean, detail: string}} */
export function checkFixturesAbsent(distDir, markers = FIXTURE_MARKERS) {
  const files = allFilesUnder(distDir).filter((f) => f !== '.build-stamp');
  const found = files.flatMap((f) => {
    const text = f + '\n' + fs.readFileSync(path.join(distDir, f)).toString('latin1');
    return markers.filter((m) => text.includes(m)).map((m) => `${f} has "${m}"`);
  });
  return {
    name: 'test fixtures (tests/fixtures/) absent from dist/',
    ok: found.length === 0,
    detail: found.length ? found.join('; ') : `absent from ${files.length} files`,
  };
}

/**
 * The per-route checks of a measured bundle (pure: tested on a synthetic build in bundle-budget.test.ts).
 * @param {ReturnType<typeof measureBundle>} m
 * @returns {{name: string, ok: boolean, detail: string}[]}
 */
export function routeChecks(m, chartPages = CHART_PAGES) {
  const checks = [];
  if (m.missingFrame.length)
    checks.push({
      name: 'the modules /login and the console frame load (LOGIN_MODULES, CONSOLE_FRAME) are lazy chunks of the build',
      ok: false,
      detail: `not in the manifest as dynamic imports: ${m.missingFrame.join(', ')}`,
    });
  const stale = chartPages.filter((p) => !m.manifest[p]?.isDynamicEntry);
  if (stale.length)
    checks.push({
      name: 'every CHART_PAGES entry is a lazy chunk of the build',
      ok: false,
      detail: `not in the manifest as dynamic imports: ${stale.join(', ')}`,
    });
  const limit = BUDGETS.routeJsGzipKiB * 1024;
  for (const r of m.routes.filter((r) => r.kind === 'page')) {
    const framed = !PUBLIC_PAGES.includes(r.key);
    const own = framed ? r.gzip - m.consoleFrameGzip : r.gzip;
    checks.push({
      name: `route JS beyond the initial ≤ ${BUDGETS.routeJsGzipKiB} KiB gzip: ${r.key}`,
      ok: r.gzip <= limit,
      detail:
        `${kib(r.gzip)} gzip in ${r.files.length} files (` +
        (framed ? `console frame ${kib(m.consoleFrameGzip)} + ` : '') +
        `own ${kib(own)}; with the initial ${kib(m.initialGzip + r.gzip)})`,
    });
  }
  const visxIn = (files) =>
    files.flatMap((f) => markersIn(f.text, VISX_MARKERS).map((mark) => `${f.file} has ${String(mark)}`));
  const initialVisx = visxIn(m.initialFiles);
  checks.push({
    name: 'charts (visx) not in the initial JS',
    ok: initialVisx.length === 0,
    detail: initialVisx.length ? initialVisx.join('; ') : 'absent',
  });
  const leaks = m.routes
    .filter((r) => !chartPages.includes(r.key))
    .flatMap((r) => {
      const found = visxIn(r.files);
      return found.length ? [`${r.key} (draws no chart): ${found.join(', ')}`] : [];
    });
  const chartRoutes = m.routes.filter((r) => chartPages.includes(r.key)).length;
  checks.push({
    name: 'charts (visx) only in the routes that draw them (CHART_PAGES)',
    ok: leaks.length === 0,
    detail: leaks.length
      ? leaks.join('; ')
      : `absent from ${m.routes.length - chartRoutes} routes, allowed in ${chartRoutes}`,
  });
  return checks;
}

/**
 * @param {string} distDir
 * @param {{secrets?: string[], chartPages?: string[], pagesNotYetWithinBudget?: Record<string, number>}} [options]
 *   secrets the build had in its environment (checked when given); the pages allowed to carry visx (CHART_PAGES
 *   unless given); the pages over the whole-page budget with their ceilings (PAGES_NOT_YET_WITHIN_BUDGET unless
 *   given)
 * @returns {{name: string, ok: boolean, detail: string}[]} one check per budget
 */
export function checkBundle(distDir, options = {}) {
  const m = measureBundle(distDir);
  const initialBudget = BUDGETS.initialJsGzipKiB;
  // The frame holds the initial JS: a form engine there would load with every page, /login included.
  const leaks = m.frameFiles.flatMap((f) =>
    FORM_ENGINE_MARKERS.filter((mark) => f.text.includes(mark)).map((mark) => `${f.file} has "${mark}"`),
  );
  const frameOwn = m.frameFiles.filter((f) => !m.initialFiles.includes(f)).sort((a, b) => b.gzip - a.gzip);
  const big = m.allFiles.filter((f) => f.bytes > BUDGETS.chunkMinifiedKB * 1000);
  const evalUse = m.allFiles.filter((f) => /\bnew Function\(/.test(f.text)).map((f) => f.file);
  const rjsfDefaults = m.allFiles.flatMap((f) =>
    RJSF_DEFAULT_THEME_MARKERS.filter((mark) => f.text.includes(mark)).map(
      (mark) => `${f.file} has "${mark}"`,
    ),
  );
  const checks = [
    {
      name: `initial JS (entry + what /login loads) ≤ ${initialBudget} KiB gzip`,
      ok: m.initialGzip <= initialBudget * 1024,
      detail: `${kib(m.initialGzip)} gzip (${kib(m.initialBytes)} minified) in ${m.initialFiles.length} files`,
    },
    {
      name: `console frame (what every console page loads beyond the initial JS) ≤ ${BUDGETS.consoleFrameGzipKiB} KiB gzip`,
      ok: m.consoleFrameGzip <= BUDGETS.consoleFrameGzipKiB * 1024,
      detail:
        `${kib(m.consoleFrameGzip)} gzip in ${frameOwn.length} files; largest: ` +
        frameOwn
          .slice(0, 4)
          .map((f) => `${f.file} ${kib(f.gzip)}`)
          .join(', '),
    },
    {
      name: 'form engine (rjsf, Ajv) not in the initial JS nor in the chunks every page loads',
      ok: leaks.length === 0,
      detail: leaks.length ? leaks.join('; ') : 'absent',
    },
    ...routeChecks(m, options.chartPages),
    ...pageBudgetChecks(
      m.pages,
      m.sizeOf,
      options.pagesNotYetWithinBudget ?? PAGES_NOT_YET_WITHIN_BUDGET,
      m.frameKeys,
    ),
    {
      name: `every chunk ≤ ${BUDGETS.chunkMinifiedKB} kB minified`,
      ok: big.length === 0,
      detail: big.length
        ? big.map((f) => `${f.file} ${(f.bytes / 1000).toFixed(0)} kB`).join('; ')
        : `largest ${(Math.max(...m.allFiles.map((f) => f.bytes)) / 1000).toFixed(0)} kB`,
    },
    {
      name: 'no runtime code generation (new Function) in any chunk',
      ok: evalUse.length === 0,
      detail: evalUse.length ? evalUse.join(', ') : 'none',
    },
    {
      name: "rjsf's own widgets and templates not shipped (the theme replaces them)",
      ok: rjsfDefaults.length === 0,
      detail: rjsfDefaults.length ? rjsfDefaults.slice(0, 5).join(', ') : 'none',
    },
  ];
  checks.push(checkFixturesAbsent(distDir));
  if (options.secrets) checks.push(checkSecretsAbsent(distDir, options.secrets));
  return checks;
}
