#!/usr/bin/env node
// `npm run bench`: every figure beside its budget, PASS/OVER per row, bench/results.json written; exits 1
// when a figure misses its budget or a bench module fails. Each module is scripts/bench/<name>.bench.mjs
// exporting `name` and `bench(): Promise<BenchRow[]>` (scripts/bench/lib.mjs); `--only=a,b` runs some.
// Timings are noisy on 2 cores: run nothing else meanwhile (README "Benchmarks").
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './bench/lib.mjs';

const ORDER = ['bundle', 'server-start', 'api', 'datatable', 'interaction', 'cdn', 'lighthouse'];
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const files = fs
  .readdirSync(path.join(root, 'scripts', 'bench'))
  .filter((f) => f.endsWith('.bench.mjs'))
  .map((f) => f.slice(0, -'.bench.mjs'.length))
  .sort((a, b) => (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99))
  .filter((n) => !only || only.includes(n));

const chromiumVersion = (() => {
  try {
    return execFileSync('/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'chromium not found';
  }
})();
console.log(`node ${process.version}, ${os.cpus().length} cores, ${chromiumVersion}`);

const rows = [];
const failures = [];
for (const file of files) {
  const mod = await import(path.join(root, 'scripts', 'bench', `${file}.bench.mjs`));
  const t0 = performance.now();
  console.log(`\n━━ ${mod.name} ━━`);
  try {
    const got = await mod.bench();
    for (const r of got) rows.push({ module: mod.name, ...r });
    for (const r of got) console.log(format(r));
  } catch (err) {
    failures.push({ module: mod.name, error: err instanceof Error ? err.message : String(err) });
    console.error(`✘ ${mod.name} failed: ${err instanceof Error ? (err.stack ?? err.message) : err}`);
  }
  console.log(`(${mod.name}: ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
}

function passes(r) {
  return r.better === 'higher' ? r.value >= r.budget : r.value <= r.budget;
}
function format(r) {
  const ok = passes(r);
  const gated = Number.isFinite(r.budget);
  const mark = !gated ? 'info' : ok ? 'ok  ' : 'OVER';
  const cmp = r.better === 'higher' ? '≥' : '≤';
  const digits = Math.abs(r.value) < 10 && !Number.isInteger(r.value) ? 2 : 1;
  const budget = gated ? `budget ${cmp} ${r.budget} ${r.unit}` : '';
  return `${mark} ${r.name.padEnd(52)} ${r.value.toFixed(digits).padStart(9)} ${r.unit.padEnd(5)} ${budget}${r.info ? `  (${r.info})` : ''}`;
}

console.log('\n━━ summary ━━');
for (const r of rows) console.log(format(r));
for (const f of failures) console.log(`FAIL ${f.module}: ${f.error}`);
const over = rows.filter((r) => Number.isFinite(r.budget) && !passes(r));
fs.mkdirSync(path.join(root, 'bench'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench', 'results.json'),
  JSON.stringify(
    {
      at: new Date().toISOString(),
      node: process.version,
      cores: os.cpus().length,
      chromium: chromiumVersion,
      rows: rows.map((r) => ({ ...r, budget: Number.isFinite(r.budget) ? r.budget : null, pass: passes(r) })),
      failures,
    },
    null,
    2,
  ) + '\n',
);
console.log(
  `${rows.length} figures, ${over.length} over budget, ${failures.length} modules failed → bench/results.json`,
);
process.exit(over.length || failures.length ? 1 : 0);
