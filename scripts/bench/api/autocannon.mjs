// autocannon for the API bench (scripts/bench/api.bench.mjs): run as a child process pinned to one core, its
// --json report parsed into the figures the bench prints. Pure parts (arguments, summary) are unit-tested.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../lib.mjs';

const AUTOCANNON = path.join(root, 'node_modules', 'autocannon', 'autocannon.js');

/**
 * The command line for one autocannon run.
 * @param {{url: string, connections: number, seconds: number, pipelining?: number, headers?: Record<string, string>}} o
 * @returns {string[]}
 */
export function autocannonArgs(o) {
  const args = [AUTOCANNON, '--json', '-c', String(o.connections), '-d', String(o.seconds)];
  if (o.pipelining && o.pipelining > 1) args.push('-p', String(o.pipelining));
  for (const [k, v] of Object.entries(o.headers ?? {})) args.push('-H', `${k}=${v}`);
  args.push(o.url);
  return args;
}

/**
 * @typedef {{requests: number, rps: number, p50: number, p90: number, p99: number, errors: number,
 *   non2xx: number}} LoadSummary
 */

/**
 * The figures of one autocannon --json report: requests per second (mean over its per-second samples), latency
 * percentiles in ms, and failures: connection errors + timeouts, and answers outside 2xx.
 * @returns {LoadSummary}
 */
export function summarize(report) {
  const r = typeof report === 'string' ? JSON.parse(report) : report;
  const num = (v, what) => {
    if (typeof v !== 'number' || Number.isNaN(v)) throw new Error(`autocannon report without ${what}`);
    return v;
  };
  return {
    requests: num(r.requests?.total, 'requests.total'),
    rps: num(r.requests?.average, 'requests.average'),
    p50: num(r.latency?.p50, 'latency.p50'),
    p90: num(r.latency?.p90, 'latency.p90'),
    p99: num(r.latency?.p99, 'latency.p99'),
    errors: num(r.errors, 'errors') + num(r.timeouts ?? 0, 'timeouts'),
    non2xx: num(r.non2xx, 'non2xx'),
  };
}

/** `taskset -c <core>` in front of a command, when taskset exists (else unpinned: the bench says so). */
export const tasksetPath = ['/usr/bin/taskset', '/bin/taskset'].find((p) => fs.existsSync(p));
export function pinned(core, command, args) {
  return tasksetPath ? [tasksetPath, ['-c', String(core), command, ...args]] : [command, args];
}

/**
 * Runs autocannon on core 0 and resolves with its summary.
 * @param {Parameters<typeof autocannonArgs>[0]} o
 * @returns {Promise<LoadSummary>}
 */
export function runAutocannon(o) {
  const [cmd, args] = pinned(0, process.execPath, autocannonArgs(o));
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${err.slice(-500)}`));
      try {
        resolve(summarize(out));
      } catch (e) {
        reject(e);
      }
    });
  });
}
