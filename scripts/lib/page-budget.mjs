// The whole-page budget: everything a page's JS can add up to in the browser, gzip — the initial JS, the console
// frame (console pages), the page's own chunk with its static imports, and every chunk the page can load on
// demand from there (editor drawers, date pickers, the markdown parser, a map panel…), followed transitively.
// Pure manifest walking and arithmetic, tested on a small synthetic manifest in page-budget.test.ts;
// bundle-budget.mjs measures the real build with it.

/** perf-reliability-anchors P1: every page's whole JS, gzip. Ratchet down; never loosen silently. */
export const PAGE_BUDGET_KIB = 350;

/**
 * Pages not yet within PAGE_BUDGET_KIB, each with the ceiling (KiB gzip) its whole JS may not grow above. The
 * list only shrinks: a page that is within the budget must leave it, a page whose JS shrank well below its
 * ceiling must get a lower one (RATCHET_SLACK_KIB), no ceiling may exceed PAGE_CEILING_CAP_KIB, and a page not
 * listed may not go over the budget. A ceiling sits about 1 KiB above what was measured: the chunk names' hashes
 * move a page's gzip by a few bytes from build to build.
 */
export const PAGES_NOT_YET_WITHIN_BUDGET = /** @type {Record<string, number>} */ ({
  'src/areas/cdn/firewall/FirewallRulesPage.tsx': 472,
  'src/areas/cdn/site/CachePage.tsx': 481,
  'src/areas/cdn/site/MultiCdnPage.tsx': 491,
  'src/areas/cdn/site/SiteOverviewPage.tsx': 451,
  'src/engine/ResourceDetailPage.tsx': 446,
  'src/engine/ResourceFormPage.tsx': 414,
  'src/engine/ResourceListPage.tsx': 467,
});

/** How far above a listed page's measured whole JS its ceiling may stay before it must be lowered. */
export const RATCHET_SLACK_KIB = 4;
/** No listed page may be allowed more than this, whatever its ceiling says. */
export const PAGE_CEILING_CAP_KIB = 550;

/**
 * @typedef {import('./bundle-budget.mjs').Manifest} Manifest
 * @typedef {{file: string, gzip: number}} SizedFile
 * @typedef {{key: string, framed: boolean, chunks: Set<string>}} WholePage
 */

/**
 * The chunks `key` loads beyond `base`: its static imports and its dynamic imports, followed transitively
 * through every chunk not in `base`. A chunk of `base` is not expanded: what it loads on demand belongs to the
 * frame (or the initial JS), not to this page. Nor are the dynamic imports of a `routeTables` chunk (an area's
 * chunk, whose dynamic imports are its pages: pages of their own) followed, though the chunk itself counts. `isData`
 * chunks (locale catalogues, a form's validators: data a page picks one of) are neither counted nor followed.
 * @param {Manifest} manifest @param {string} key @param {Set<string>} base @param {(key: string) => boolean} isData
 * @param {Set<string>} [routeTables]
 */
export function onDemandClosure(manifest, key, base, isData, routeTables = new Set()) {
  const found = new Set();
  const stack = [key];
  while (stack.length) {
    const k = /** @type {string} */ (stack.pop());
    if (found.has(k) || base.has(k) || !manifest[k] || isData(k)) continue;
    found.add(k);
    stack.push(...(manifest[k].imports ?? []));
    if (!routeTables.has(k)) stack.push(...(manifest[k].dynamicImports ?? []));
  }
  return found;
}

/**
 * The pages of a build: the lazy chunks (`candidates`, the route kind 'page') that the router, the frame or an
 * area's chunk loads — a dynamic import of a chunk of `frame` (which holds the initial JS, the route tables among
 * it) or of `routeTables` (the areas' chunks, whose routes the router patches in) — as opposed to chunks only a
 * page loads on an action, which count with that page. Each with its whole JS: the initial JS, the console frame
 * unless `isPublic`, and its on-demand closure.
 * @param {Manifest} manifest
 * @param {{initial: Set<string>, frame: Set<string>, routeTables?: string[], candidates: string[],
 *   isPublic: (key: string) => boolean, isData: (key: string) => boolean}} parts
 * @returns {WholePage[]}
 */
export function wholePagesOf(manifest, { initial, frame, routeTables = [], candidates, isPublic, isData }) {
  const loaders = [...frame, ...routeTables];
  const loadedByRouter = new Set(loaders.flatMap((k) => manifest[k]?.dynamicImports ?? []));
  return candidates
    .filter((key) => loadedByRouter.has(key))
    .map((key) => {
      const framed = !isPublic(key);
      const base = framed ? frame : initial;
      const own = onDemandClosure(manifest, key, base, isData, new Set(routeTables));
      return { key, framed, chunks: new Set([...base, ...own]) };
    });
}

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

/**
 * One check per page and one for the list itself. `sizeOf` gives a chunk's file and gzip size; `beyondFrame`
 * tells which of a page's chunks are its own (named, largest first, when the page is over).
 * @param {WholePage[]} pages
 * @param {(key: string) => SizedFile | undefined} sizeOf
 * @param {Record<string, number>} notYetWithin
 * @param {Set<string>} frame
 * @returns {{name: string, ok: boolean, detail: string}[]}
 */
export function pageBudgetChecks(pages, sizeOf, notYetWithin, frame) {
  const limit = PAGE_BUDGET_KIB * 1024;
  const checks = pages.map((page) => {
    const sized = [...page.chunks].map((k) => ({ key: k, f: sizeOf(k) })).filter((s) => s.f !== undefined);
    const gzip = sized.reduce((n, s) => n + /** @type {SizedFile} */ (s.f).gzip, 0);
    const own = sized
      .filter((s) => !frame.has(s.key))
      .sort((a, b) => /** @type {SizedFile} */ (b.f).gzip - /** @type {SizedFile} */ (a.f).gzip);
    const ownGzip = own.reduce((n, s) => n + /** @type {SizedFile} */ (s.f).gzip, 0);
    const largest = own
      .slice(0, 4)
      .map((s) => `${s.key} ${kib(/** @type {SizedFile} */ (s.f).gzip)}`)
      .join(', ');
    const ceiling = notYetWithin[page.key];
    const listed = ceiling !== undefined;
    const measured = `${kib(gzip)} gzip (${page.framed ? 'initial + frame' : 'initial'} ${kib(gzip - ownGzip)} + page ${kib(ownGzip)} in ${own.length} files)`;
    if (!listed)
      return {
        name: `whole page JS ≤ ${PAGE_BUDGET_KIB} KiB gzip: ${page.key}`,
        ok: gzip <= limit,
        detail: gzip <= limit ? measured : `${measured}; largest: ${largest}`,
      };
    const name = `whole page JS ≤ ${ceiling} KiB gzip (PAGES_NOT_YET_WITHIN_BUDGET): ${page.key}`;
    if (gzip <= limit)
      return {
        name,
        ok: false,
        detail: `${measured}: within ${PAGE_BUDGET_KIB} KiB now, take it off the list`,
      };
    if (gzip > ceiling * 1024)
      return { name, ok: false, detail: `${measured}: grew above its ceiling; largest: ${largest}` };
    if (gzip < (ceiling - RATCHET_SLACK_KIB) * 1024)
      return { name, ok: false, detail: `${measured}: lower its ceiling to ${Math.ceil(gzip / 1024)}` };
    return { name, ok: true, detail: `${measured}; largest: ${largest}` };
  });
  const keys = new Set(pages.map((p) => p.key));
  const stale = Object.keys(notYetWithin).filter((k) => !keys.has(k));
  const uncapped = Object.entries(notYetWithin).filter(([, c]) => c > PAGE_CEILING_CAP_KIB);
  checks.push({
    name: `PAGES_NOT_YET_WITHIN_BUDGET names pages of the build, none allowed above ${PAGE_CEILING_CAP_KIB} KiB`,
    ok: stale.length === 0 && uncapped.length === 0,
    detail:
      [
        stale.length ? `not pages of the build: ${stale.join(', ')}` : '',
        uncapped.length ? `above the cap: ${uncapped.map(([k, c]) => `${k} ${c}`).join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; ') || `${Object.keys(notYetWithin).length} of ${pages.length} pages listed`,
  });
  return checks;
}
