// The servers the API bench loads: the provider API server exactly as `npm start` runs it (the server bundle,
// scripts/lib/server-bundle.mjs) on a fresh data dir with a known administrator, a bare node:http server
// giving /healthz's recorded answer (same headers, same JSON), both pinned to core 1; and a throwaway
// PostgreSQL database.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureServerBundle, SERVER_NODE_FLAGS } from '../../lib/server-bundle.mjs';
import { freePort, root, spawn, stop, waitForHttp } from '../lib.mjs';
import { pinned } from './autocannon.mjs';

export const SERVER_CORE = 1;

// Children still running when this process ends (a crash between start and stop) are killed on exit.
const running = new Set();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

function startPinned(args, env) {
  const [cmd, argv] = pinned(SERVER_CORE, process.execPath, args);
  const child = spawn(cmd, argv, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  running.add(child);
  return child;
}

/**
 * The provider API server on a fresh data dir (PGlite) or `databaseUrl`, signed in as its administrator.
 * @param {{databaseUrl?: string}} [options]
 */
export async function startApiServer({ databaseUrl } = {}) {
  const { entry } = await ensureServerBundle({ log: (line) => console.log(line) });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-data-'));
  const port = await freePort();
  const admin = { username: 'bench-admin', password: `Bench-${randomBytes(9).toString('base64url')}-9` };
  const child = startPinned([...SERVER_NODE_FLAGS, entry], {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl ?? '',
    CONSOLE_DIR: path.join(dataDir, 'no-console'),
    DEMO_ADMIN_USER: admin.username,
    DEMO_ADMIN_PASSWORD: admin.password,
    // No demo IdP: it would take a fixed port and run on the server's core.
    DEMO_IDP: '0',
  });
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    await stop(child);
    running.delete(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${url}/healthz`, child, 120_000);
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    if (!login.ok) throw new Error(`POST /api/auth/login answered ${login.status}`);
    const { access_token: token } = await login.json();
    const profile = await fetch(`${url}/api/main/user`, { headers: { authorization: `Bearer ${token}` } });
    if (!profile.ok) throw new Error(`GET /api/main/user answered ${profile.status}`);
    const group = (await profile.json()).data?.currentGroupID;
    /** The headers of the administrator's API calls, in their current resource group. */
    const headers = { authorization: `Bearer ${token}`, ...(group ? { 'x-resource-group-id': group } : {}) };
    return { url, headers, pid: child.pid, close };
  } catch (err) {
    await close();
    throw err;
  }
}

/**
 * What the bare server runs: the answer it is given (BARE_ANSWER: status, raw headers in order, body), nothing
 * else; a fresh x-request-id per request when the answer carries one, as the API server mints one.
 */
const BARE_SERVER = `
const http = require('node:http');
const { randomUUID } = require('node:crypto');
const answer = JSON.parse(process.env.BARE_ANSWER);
const id = answer.headers.findIndex((v, i) => i % 2 === 0 && v.toLowerCase() === 'x-request-id');
http
  .createServer((req, res) => {
    const headers = answer.headers.slice();
    if (id >= 0) headers[id + 1] = randomUUID();
    res.writeHead(answer.status, headers);
    res.end(answer.body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
`;

// Headers node:http adds itself (or that belong to one connection): left out of the copied answer.
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * One answer of `url` as the bare server replays it: the status, the raw headers in their order (less
 * CONNECTION_HEADERS) and the body.
 * @returns {Promise<{status: number, headers: string[], body: string}>}
 */
export function recordAnswer(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (body += d));
        res.on('end', () => {
          const headers = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const name = res.rawHeaders[i];
            if (!CONNECTION_HEADERS.has(name.toLowerCase())) headers.push(name, res.rawHeaders[i + 1]);
          }
          resolve({ status: res.statusCode ?? 0, headers, body });
        });
      })
      .on('error', reject);
  });
}

/**
 * A bare node:http server giving `answer` (recordAnswer) to every request, pinned like the API server: the
 * same bytes on the wire, so the comparison measures what the API server does per request, not how many
 * bytes its answer has.
 * @param {{status: number, headers: string[], body: string}} answer
 */
export async function startBareServer(answer) {
  const port = await freePort();
  const child = startPinned(['-e', BARE_SERVER], {
    ...process.env,
    PORT: String(port),
    BARE_ANSWER: JSON.stringify(answer),
  });
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    await stop(child);
    running.delete(child);
  };
  try {
    await waitForHttp(`${url}/healthz`, child, 30_000);
  } catch (err) {
    await close();
    throw err;
  }
  return { url, pid: child.pid, close };
}

/** Where the bench looks for PostgreSQL (a role that may create databases). */
export const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh database on the PostgreSQL at POSTGRES_ADMIN_URL, dropped by `drop()`; undefined with the reason when
 * that server cannot be reached (the only case the bench skips its PostgreSQL rows).
 * @returns {Promise<{url: string, drop: () => Promise<void>} | {unreachable: string}>}
 */
export async function freshPostgresDatabase() {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (err) {
    await admin.end().catch(() => undefined);
    return { unreachable: err instanceof Error ? err.message : String(err) };
  }
  const name = `console_api_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
