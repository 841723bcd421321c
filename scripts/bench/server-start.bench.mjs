// Server start as `npm start` runs it (scripts/start.mjs → the server bundle, scripts/lib/server-bundle.mjs,
// built first when stale and not timed): cold (fresh data dir: PGlite template copy, demo seed) and warm (the
// same dir again), from process spawn to the first 200 from /healthz; median of BENCH_RUNS. Info rows: the
// server's CPU time up to that answer (steadier than wall time on a busy machine) and when each part of a warm
// start finished (SERVER_START_TIMINGS, server/src/main.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureServerBundle, SERVER_NODE_FLAGS } from '../lib/server-bundle.mjs';
import { parseStartTimings, processCpuMs } from './api/parse.mjs';
import { RUNS, freePort, median, root, spawn, stop, waitForHttp } from './lib.mjs';

export const name = 'server-start';
// Cold ≤ 5 s, restart on an existing data dir ≤ 1 s. Ratchet down; never loosen silently.
const BUDGETS_MS = { cold: 5000, warm: 1000 };

/** Starts the server on `dataDir`, waits for /healthz, stops it; wall ms, CPU ms and the server's timings. */
async function timeStart(entry, dataDir) {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, entry], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      SERVER_START_TIMINGS: '1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  try {
    await waitForHttp(`http://127.0.0.1:${port}/healthz`, child);
    const wall = performance.now() - t0;
    let cpu;
    try {
      cpu = processCpuMs(fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8'));
    } catch {
      cpu = undefined; // no /proc
    }
    return { wall, cpu, timings: parseStartTimings(stderr) };
  } finally {
    await stop(child);
  }
}

const medianOf = (runs, pick) => {
  const xs = runs.map(pick).filter((x) => typeof x === 'number');
  return xs.length ? median(xs) : undefined;
};

/** @returns {Promise<import('./lib.mjs').BenchRow[]>} */
export async function bench() {
  const { entry, built, ms } = await ensureServerBundle({ log: (line) => console.log(line) });
  if (built) console.log(`(server bundled in ${(ms / 1000).toFixed(1)} s, not timed)`);
  const cold = [];
  const warm = [];
  for (let i = 0; i < RUNS; i++) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-'));
    try {
      cold.push(await timeStart(entry, dir));
      warm.push(await timeStart(entry, dir));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  const rows = [
    {
      name: `server cold start (median of ${RUNS})`,
      value: median(cold.map((r) => r.wall)),
      unit: 'ms',
      budget: BUDGETS_MS.cold,
      info: cold.map((r) => r.wall.toFixed(0)).join(' '),
    },
    {
      name: `server warm start (median of ${RUNS})`,
      value: median(warm.map((r) => r.wall)),
      unit: 'ms',
      budget: BUDGETS_MS.warm,
      info: warm.map((r) => r.wall.toFixed(0)).join(' '),
    },
  ];
  const coldCpu = medianOf(cold, (r) => r.cpu);
  const warmCpu = medianOf(warm, (r) => r.cpu);
  if (coldCpu !== undefined && warmCpu !== undefined) {
    rows.push(
      { name: 'server cold start CPU time (median)', value: coldCpu, unit: 'ms', budget: Infinity },
      { name: 'server warm start CPU time (median)', value: warmCpu, unit: 'ms', budget: Infinity },
    );
  }
  const labels = [...new Set(warm.flatMap((r) => Object.keys(r.timings)))];
  const parts = labels
    .map((label) => `${label} ${medianOf(warm, (r) => r.timings[label])?.toFixed(0)}`)
    .join(', ');
  if (parts) {
    rows.push({
      name: 'server warm start: listening at (median)',
      value: medianOf(warm, (r) => r.timings.listening) ?? 0,
      unit: 'ms',
      budget: Infinity,
      info: `ms since process start: ${parts}`,
    });
  }
  return rows;
}
