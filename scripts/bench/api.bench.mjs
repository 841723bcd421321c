// API throughput and latency (issue 8; method: shared/research/perf-reliability-anchors.md P6, P7). The server
// runs as `npm start` runs it, pinned to core 1; autocannon runs on core 0; each load gets a warm-up round that
// is thrown away.
//   /healthz against a bare node:http server answering the same JSON, back to back in the same run:
//     req/s ratio ≥ 0.7 (-c 100 -p 10).
//   A list endpoint of the seeded tenant (GET /api/main/cdn/sites as the demo administrator) with 10
//     connections: p99 ≤ 100 ms, 0 errors and 0 answers outside 2xx; req/s printed. On PGlite, and on
//     PostgreSQL when reachable (a fresh database, dropped after; BENCH_POSTGRES_URL names another server).
//   BENCH_API_SECONDS: seconds per measured load (default 20; the warm-up is a quarter of it, at least 2 s).
import { runAutocannon, tasksetPath } from './api/autocannon.mjs';
import {
  POSTGRES_ADMIN_URL,
  SERVER_CORE,
  freshPostgresDatabase,
  startApiServer,
  startBareServer,
} from './api/servers.mjs';

export const name = 'api';
// Issue 8. Ratchet; never loosen silently.
const BUDGETS = { healthzRatio: 0.7, listP99Ms: 100 };
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 20);
const WARMUP_SECONDS = Math.max(2, Math.round(SECONDS / 4));
const HEALTHZ_LOAD = { connections: 100, pipelining: 10 };
const LIST_PATH = '/api/main/cdn/sites';
const LIST_CONNECTIONS = 10;

const pinning = tasksetPath
  ? `server on core ${SERVER_CORE}, autocannon on core 0`
  : 'not pinned: taskset not found';

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
    const bare = await startBareServer();
    try {
      await runAutocannon({ url: `${bare.url}/healthz`, ...HEALTHZ_LOAD, seconds: WARMUP_SECONDS });
      await runAutocannon({ url: `${server.url}/healthz`, ...HEALTHZ_LOAD, seconds: WARMUP_SECONDS });
      const ours = await runAutocannon({ url: `${server.url}/healthz`, ...HEALTHZ_LOAD, seconds: SECONDS });
      const base = await runAutocannon({ url: `${bare.url}/healthz`, ...HEALTHZ_LOAD, seconds: SECONDS });
      rows.push(
        {
          name: '/healthz req/s vs bare node:http (same run)',
          value: ours.rps / base.rps,
          unit: 'x',
          budget: BUDGETS.healthzRatio,
          better: 'higher',
          info: `${ours.rps.toFixed(0)} vs ${base.rps.toFixed(0)} req/s, -c 100 -p 10, ${SECONDS} s, ${pinning}`,
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
