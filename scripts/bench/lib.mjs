// Shared helpers of the bench modules (scripts/bench/*.bench.mjs): the repo root, free ports, medians and
// percentiles, a server started the way `npm start` starts it.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const RUNS = Number(process.env.BENCH_RUNS ?? 3);

export const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The p-th percentile (0–100) by nearest rank. */
export function percentile(xs, p) {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * A bench row: `value` against `budget` (Infinity: printed, not gated). `better: 'higher'` for scores and
 * ratios that must reach the budget instead of staying under it.
 * @typedef {{name: string, value: number, unit: string, budget: number, better?: 'lower' | 'higher', info?: string}} BenchRow
 */

/** Polls `url` until it answers 2xx; rejects when `child` exits or after `timeoutMs`. */
export async function waitForHttp(url, child, timeoutMs = 60_000) {
  const t0 = performance.now();
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return performance.now() - t0;
    } catch {
      /* not listening yet */
    }
    if (performance.now() - t0 > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Stops a child process and waits for it to exit. */
export async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
}

export { spawn };
