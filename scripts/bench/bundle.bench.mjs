// Bundle byte counts of the built console (builds first when dist/ is missing). The same budgets gate
// `npm test` (scripts/lib/bundle-budget.mjs); here they are printed beside the timings: the initial JS, every
// route's JS (initial + the chunks every page loads + the route's own lazy chunk and its static imports),
// and the count of budget rules about where rjsf and visx may ship that the build breaks.
import fs from 'node:fs';
import path from 'node:path';
import { BUDGETS, checkBundle, measureBundle } from '../lib/bundle-budget.mjs';
import { run } from '../lib/run.mjs';
import { root } from './lib.mjs';

export const name = 'bundle';

/** @returns {Promise<import('./lib.mjs').BenchRow[]>} */
export async function bench() {
  const dist = path.join(root, 'dist');
  if (!fs.existsSync(path.join(dist, '.vite', 'manifest.json'))) {
    const { code } = await run(
      path.join(root, 'node_modules', '.bin', 'vite'),
      ['build', '--logLevel', 'warn'],
      { cwd: root },
    );
    if (code !== 0) throw new Error(`vite build exited ${code}`);
  }
  const b = measureBundle(dist);
  const largest = Math.max(...b.allFiles.map((f) => f.bytes)) / 1000;
  const total = b.allFiles.reduce((n, f) => n + f.gzip, 0) / 1024;
  const pages = b.routes.filter((r) => r.kind === 'page');
  const placement = checkBundle(dist).filter((c) =>
    /form engine|charts \(visx\)|CHART_PAGES|FRAME/.test(c.name),
  );
  return [
    { name: 'initial JS (gzip)', value: b.initialGzip / 1024, unit: 'KiB', budget: BUDGETS.initialJsGzipKiB },
    {
      name: 'JS every page loads (initial + frame, gzip, info)',
      value: b.frameGzip / 1024,
      unit: 'KiB',
      budget: Infinity,
    },
    ...pages.map((r) => ({
      name: `route JS ${r.key.replace(/^src\//, '').replace(/\.tsx?$/, '')}`,
      value: r.gzip / 1024,
      unit: 'KiB',
      budget: BUDGETS.routeJsGzipKiB,
    })),
    {
      name: 'rjsf/visx placement rules broken',
      value: placement.filter((c) => !c.ok).length,
      unit: '',
      budget: 0,
      info: placement
        .filter((c) => !c.ok)
        .map((c) => c.name)
        .join('; '),
    },
    { name: 'largest chunk (minified)', value: largest, unit: 'kB', budget: BUDGETS.chunkMinifiedKB },
    { name: 'all JS (gzip, info)', value: total, unit: 'KiB', budget: Infinity },
  ];
}
