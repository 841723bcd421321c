// DataTable: rendering 50,000 virtualised rows may cost at most twice 500 rows, with ≤ 100 row nodes; a
// scripted 5 s scroll over the 50,000 rows has no long task over 100 ms, ≤ 200 ms blocking time and ≤ 100 row
// nodes at every sampled position (anchors P5; the page and its driver: scripts/bench/datatable-page/).
import { run } from '../lib/run.mjs';
import { root } from './lib.mjs';

export const name = 'datatable';

/** @returns {Promise<import('./lib.mjs').BenchRow[]>} */
export async function bench() {
  const dt = await run(process.execPath, ['--import', 'tsx', 'scripts/bench/datatable-page/run.ts'], {
    cwd: root,
    capture: true,
  });
  if (dt.code !== 0) throw new Error(`DataTable bench exited ${dt.code}:\n${dt.stdout}`);
  const figures = JSON.parse(dt.stdout.trim().split('\n').at(-1));
  const small = figures['500'];
  const large = figures['50000'];
  const scroll = figures.scroll;
  if (!scroll || !(scroll.frames > 0)) throw new Error('the DataTable scroll sampled no frame');
  return [
    { name: 'DataTable render 500 rows (median)', value: small.medianMs, unit: 'ms', budget: Infinity },
    { name: 'DataTable render 50,000 rows (median)', value: large.medianMs, unit: 'ms', budget: Infinity },
    {
      name: 'DataTable 50,000 / 500 render ratio',
      value: large.medianMs / small.medianMs,
      unit: 'x',
      budget: 2,
    },
    { name: 'DataTable row nodes at 50,000 rows', value: large.rowNodes, unit: 'rows', budget: 100 },
    {
      name: 'DataTable 5 s scroll: longest long task',
      value: scroll.longestTaskMs,
      unit: 'ms',
      budget: 100,
      info: `${scroll.longTasks} long tasks over ${scroll.frames} frames in ${(scroll.ms / 1000).toFixed(1)} s`,
    },
    { name: 'DataTable 5 s scroll: blocking time', value: scroll.blockingMs, unit: 'ms', budget: 200 },
    {
      name: 'DataTable 5 s scroll: most row nodes at a position',
      value: scroll.maxRowNodes,
      unit: 'rows',
      budget: 100,
      info: `${scroll.frames} positions sampled`,
    },
    {
      name: 'DataTable 5 s scroll: frames showing a blank top row (info)',
      value: scroll.blankFrames,
      unit: '',
      budget: Infinity,
      info: `of ${scroll.frames}`,
    },
  ];
}
