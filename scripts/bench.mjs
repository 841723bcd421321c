#!/usr/bin/env node
// `npm run bench`: figures beside their budgets; exits 1 when one is over.
// - bundle: byte counts of the built console (builds first when dist/ is missing);
// - server start: cold (fresh PGlite data dir: initdb, migrations, seed) and warm (same dir again),
//   measured from process spawn to the first 200 from /healthz; median of RUNS.
// Timings are noisy on 2 cores: run nothing else meanwhile.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { measureBundle, BUDGETS } from './lib/bundle-budget.mjs';
import { run } from './lib/run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// First measured 2026-11-22 on the 2-core machine: cold 3.7 s, warm 1.4 s (tsx start + PGlite reopen).
// Ratchet down; never loosen silently.
const START_BUDGETS_MS = { cold: 5000, warm: 2000 };

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function timeStart(dataDir) {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (res.ok) return performance.now() - t0;
      } catch {
        /* not listening yet */
      }
      if (performance.now() - t0 > 60_000) throw new Error('server did not answer /healthz within 60 s');
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];

if (!fs.existsSync(path.join(root, 'dist', '.vite', 'manifest.json'))) {
  const { code } = await run(
    path.join(root, 'node_modules', '.bin', 'vite'),
    ['build', '--logLevel', 'warn'],
    { cwd: root },
  );
  if (code !== 0) process.exit(code);
}
const b = measureBundle(path.join(root, 'dist'));
rows.push({
  name: 'initial JS (gzip)',
  value: b.initialGzip / 1024,
  unit: 'KiB',
  budget: BUDGETS.initialJsGzipKiB,
});
const largest = Math.max(...b.allFiles.map((f) => f.bytes)) / 1000;
rows.push({ name: 'largest chunk (minified)', value: largest, unit: 'kB', budget: BUDGETS.chunkMinifiedKB });
const total = b.allFiles.reduce((n, f) => n + f.gzip, 0) / 1024;
rows.push({ name: 'all JS (gzip, info)', value: total, unit: 'KiB', budget: Infinity });

const cold = [];
const warm = [];
for (let i = 0; i < RUNS; i++) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-'));
  try {
    cold.push(await timeStart(dir));
    warm.push(await timeStart(dir));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
rows.push({
  name: `server cold start (median of ${RUNS})`,
  value: median(cold),
  unit: 'ms',
  budget: START_BUDGETS_MS.cold,
});
rows.push({
  name: `server warm start (median of ${RUNS})`,
  value: median(warm),
  unit: 'ms',
  budget: START_BUDGETS_MS.warm,
});

// DataTable: rendering 50,000 virtualised rows may cost at most twice 500 rows, with ≤ 100 row nodes.
{
  const dt = await run(process.execPath, ['--import', 'tsx', 'scripts/bench/datatable/run.ts'], {
    cwd: root,
    capture: true,
  });
  if (dt.code !== 0) {
    console.error(dt.stdout);
    process.exit(dt.code || 1);
  }
  const figures = JSON.parse(dt.stdout.trim().split('\n').at(-1));
  const small = figures['500'];
  const large = figures['50000'];
  rows.push({
    name: 'DataTable render 500 rows (median)',
    value: small.medianMs,
    unit: 'ms',
    budget: Infinity,
  });
  rows.push({
    name: 'DataTable render 50,000 rows (median)',
    value: large.medianMs,
    unit: 'ms',
    budget: Infinity,
  });
  rows.push({
    name: 'DataTable 50,000 / 500 render ratio',
    value: large.medianMs / small.medianMs,
    unit: 'x',
    budget: 2,
  });
  rows.push({ name: 'DataTable row nodes at 50,000 rows', value: large.rowNodes, unit: 'rows', budget: 100 });
}

console.log(`node ${process.version}, ${os.cpus().length} cores`);
let over = 0;
for (const r of rows) {
  const ok = r.value <= r.budget;
  if (!ok) over++;
  const budget = Number.isFinite(r.budget) ? `budget ${r.budget} ${r.unit}` : 'no budget';
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${r.name.padEnd(36)} ${r.value.toFixed(1).padStart(9)} ${r.unit.padEnd(4)} ${budget}`,
  );
}
process.exit(over ? 1 : 0);
