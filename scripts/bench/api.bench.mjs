// API throughput and latency (method: shared/research/perf-reliability-anchors.md P6, P7). The server
// runs as `npm start` runs it, pinned to core 1; autocannon runs on core 0; each load gets a warm-up round that
// is thrown away.
//   /healthz against a bare node:http server giving the same answer, back to back in the same run: req/s
//     ratio ≥ 0.7 (-c 100 -p 10). The same answer byte for byte (headers included, a fresh x-request-id each
//     time), so the two differ only in what the server does per request: the security headers and request id
//     are ~590 of /healthz's ~770 bytes. Beside it, each server's CPU time per request (from /proc), which
//     says what the ratio means when the load moves between the two back-to-back measurements.
//   A list endpoint of the seeded tenant (GET /api/main/cdn/sites as the demo administrator) with 10
//     connections: p99 ≤ 100 ms, 0 errors and 0 answers outside 2xx; req/s printed. On PGlite, and on
//     PostgreSQL when reachable (a fresh database, dropped after; BENCH_POSTGRES_URL names another server).
//   BENCH_API_SECONDS: seconds per measured load (default 20; the warm-up is a quarter of it, at least 2 s).
import fs from 'node:fs';
import { runAutocannon, tasksetPath } from './api/autocannon.mjs';
import {
  POSTGRES_ADMIN_URL,
  SERVER_CORE,
  freshPostgresDatabase,
  recordAnswer,
  startApiServer,
  startBareServer,
} from './api/servers.mjs';

export const name = 'api';
// Ratchet; never loosen silently.
const BUDGETS = { healthzRatio: 0.7, listP99Ms: 100 };
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 20);
const WARMUP_SECONDS = Math.max(2, Math.round(SECONDS / 4));
const HEALTHZ_LOAD = { connections: 100, pipelining: 10 };
const LIST_PATH = '/api/main/cdn/sites';
const LIST_CONNECTIONS = 10;

const pinning = tasksetPath
  ? `server on core ${SERVER_CORE}, autocannon on core 0`
  : 'not pinned: taskset not found';

/** The answer's size on the wire, less the headers node:http adds itself (Date, Connection, Keep-Alive). */
function answerBytes(answer) {
  let n = Buffer.byteLength(answer.body);
  for (let i = 0; i < answer.headers.length; i += 2) {
    n += Buffer.byteLength(`${answer.headers[i]}: ${answer.headers[i + 1]}\r\n`);
  }
  return n;
}

/**
 * CPU seconds (user + system, all threads) a process has used, from /proc; undefined where there is none.
 * taskset execs the command, so the pinned child's pid is the server's own.
 */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}
const CLOCK_TICKS = 100;

/**
 * One measured load and the server's CPU time per request during it (µs): the server-side cost, which the
 * req/s ratio alone hides when autocannon, not the server, is what saturates.
 */
async function measureWithCpu(load, pid) {
  const before = cpuSeconds(pid);
  const summary = await runAutocannon(load);
  const after = cpuSeconds(pid);
  const cpuUs =
    before === undefined || after === undefined ? undefined : ((after - before) * 1e6) / summary.requests;
  return { ...summary, cpuUs };
}

/** Warm-up round (discarded), then the measured one. */
async function measure(load) {
  await runAutocannon({ ...load, seconds: WARMUP_SECONDS });
  return runAutocannon({ ...load, seconds: SECONDS });
}

/** @returns {Promise<import('./lib.mjs').BenchRow[]>} */
async function listRows(label, server) {
  const check = await fetch(`${server.url}${LIST_PATH}`, { headers: server.headers });
  const body = await check.json().catch(() => undefined);
  if (!check.ok || !Array.isArray(body?.data) || body.data.length === 0) {
    throw new Error(`GET ${LIST_PATH} on ${label} answered ${check.status} without sites`);
  }
  const s = await measure({
    url: `${server.url}${LIST_PATH}`,
    connections: LIST_CONNECTIONS,
    headers: server.headers,
  });
  const what = `${label}: GET ${LIST_PATH.replace('/api/main', '')}`;
  return [
    {
      name: `${what} p99, ${LIST_CONNECTIONS} connections`,
      value: s.p99,
      unit: 'ms',
      budget: BUDGETS.listP99Ms,
      info: `p50 ${s.p50} ms, p90 ${s.p90} ms, ${body.data.length} rows a page, ${SECONDS} s, ${pinning}`,
    },
    {
      name: `${what} throughput`,
      value: s.rps,
      unit: 'req/s',
      budget: Infinity,
      info: `${s.requests} requests`,
    },
    {
      name: `${what} errors + non-2xx`,
      value: s.errors + s.non2xx,
      unit: '',
      budget: 0,
      info: `${s.errors} errors/timeouts, ${s.non2xx} non-2xx`,
    },
  ];
}

/** @returns {Promise<import('./lib.mjs').BenchRow[]>} */
export async function bench() {
  const rows = [];
  const server = await startApiServer();
  try {
    const answer = await recordAnswer(`${server.url}/healthz`);
    if (answer.status !== 200) throw new Error(`GET /healthz answered ${answer.status}`);
    const bare = await startBareServer(answer);
    try {
      await runAutocannon({ url: `${bare.url}/healthz`, ...HEALTHZ_LOAD, seconds: WARMUP_SECONDS });
      await runAutocannon({ url: `${server.url}/healthz`, ...HEALTHZ_LOAD, seconds: WARMUP_SECONDS });
      const ours = await measureWithCpu(
        { url: `${server.url}/healthz`, ...HEALTHZ_LOAD, seconds: SECONDS },
        server.pid,
      );
      const base = await measureWithCpu(
        { url: `${bare.url}/healthz`, ...HEALTHZ_LOAD, seconds: SECONDS },
        bare.pid,
      );
      const cpu =
        ours.cpuUs === undefined || base.cpuUs === undefined
          ? ''
          : `; server CPU per request ${ours.cpuUs.toFixed(1)} vs ${base.cpuUs.toFixed(1)} µs`;
      rows.push(
        {
          name: '/healthz req/s vs bare node:http (same run)',
          value: ours.rps / base.rps,
          unit: 'x',
          budget: BUDGETS.healthzRatio,
          better: 'higher',
          info:
            `${ours.rps.toFixed(0)} vs ${base.rps.toFixed(0)} req/s, same ${answerBytes(answer)}-byte answer, ` +
            `-c 100 -p 10, ${SECONDS} s, ${pinning}${cpu}`,
        },
        {
          name: '/healthz errors + non-2xx',
          value: ours.errors + ours.non2xx,
          unit: '',
          budget: 0,
          info: `p99 ${ours.p99} ms`,
        },
      );
    } finally {
      await bare.close();
    }
    rows.push(...(await listRows('PGlite', server)));
  } finally {
    await server.close();
  }

  const database = await freshPostgresDatabase();
  if ('unreachable' in database) {
    rows.push({
      name: `PostgreSQL: GET ${LIST_PATH.replace('/api/main', '')}`,
      value: 0,
      unit: '',
      budget: Infinity,
      info: `skipped: PostgreSQL not reachable at ${POSTGRES_ADMIN_URL} (${database.unreachable})`,
    });
    return rows;
  }
  try {
    const onPostgres = await startApiServer({ databaseUrl: database.url });
    try {
      rows.push(...(await listRows('PostgreSQL', onPostgres)));
    } finally {
      await onPostgres.close();
    }
  } finally {
    await database.drop();
  }
  return rows;
}
