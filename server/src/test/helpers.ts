// Test support: the migrated PGlite template (db/pglite-template.ts) copied per test file, an optional
// PostgreSQL schema per test file (TEST_DATABASE_URL), and small request helpers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import type { AppOptions } from '../app.js';
import { repoRoot } from '../config.js';
import { migrate, openPglite, openPostgres } from '../db/index.js';
import { pgliteTemplate } from '../db/pglite-template.js';
import type { Db } from '../db/index.js';
import { edgeSettingsDefaults } from '../main/cdn/edge-settings.js';
import { loadSpec } from '../openapi.js';
import { seedDemo } from '../seed.js';
import type { SeedResult } from '../seed.js';
import { startDnsFixture } from './support/dns-fixture.js';
import type { DnsFixture } from './support/dns-fixture.js';

export type BackendKind = 'pglite' | 'postgres';

const testDataDir = path.join(repoRoot, '.test-data');

/** The storage backends to run storage tests against: PGlite always, PostgreSQL with TEST_DATABASE_URL. */
export const BACKENDS: BackendKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDb {
  db: Db;
  kind: BackendKind;
  /**
   * Another handle on the same database, as another server process has it: on PostgreSQL a pool of its own
   * (closed by cleanup); PGlite is one connection in one process, so there it is the same handle.
   */
  connectAgain: () => Db;
  cleanup: () => Promise<void>;
}

export async function createTestDb(kind: BackendKind = 'pglite'): Promise<TestDb> {
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = openPostgres({ connectionString: url, max: 1 });
    await admin.exec(`CREATE SCHEMA ${schema}`);
    const db = openPostgres({ connectionString: url, schema, max: 5 });
    await migrate(db);
    const others: Db[] = [];
    return {
      db,
      kind,
      connectAgain: () => {
        const other = openPostgres({ connectionString: url, schema, max: 5 });
        others.push(other);
        return other;
      },
      cleanup: async () => {
        for (const other of others) await other.close();
        await db.close();
        await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
        await admin.close();
      },
    };
  }
  const template = await pgliteTemplate();
  fs.mkdirSync(testDataDir, { recursive: true });
  const dir = fs.mkdtempSync(path.join(testDataDir, 'run-'));
  fs.cpSync(template, dir, { recursive: true });
  const db = await openPglite(dir);
  await migrate(db); // no-op on the template; proves re-running is safe
  return {
    db,
    kind,
    connectAgain: () => db,
    cleanup: async () => {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const randomSecret = () => randomBytes(32).toString('base64url');

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  seed: SeedResult;
  /** username → password of the seeded users */
  passwords: Record<'admin' | 'member' | 'operator', { username: string; password: string }>;
  /** The DNS server on loopback the app's resolver asks: tests put the records a check should find. */
  dns: DnsFixture;
  close: () => Promise<void>;
}

export async function createTestApp(
  kind: BackendKind = 'pglite',
  options: Partial<AppOptions> = {},
): Promise<TestContext> {
  const testDb = await createTestDb(kind);
  const pw = () => randomBytes(12).toString('base64url');
  const passwords = {
    admin: { username: `admin-${randomBytes(3).toString('hex')}`, password: pw() },
    member: { username: `member-${randomBytes(3).toString('hex')}`, password: pw() },
    operator: { username: `operator-${randomBytes(3).toString('hex')}`, password: pw() },
  };
  const seed = await seedDemo(testDb.db, {
    ...passwords,
    edgeDefaults: edgeSettingsDefaults(loadSpec('main')),
  });
  const dns = await startDnsFixture();
  const app = await buildApp({
    db: testDb.db,
    jwtSecret: randomSecret(),
    consoleDir: options.consoleDir ?? path.join(os.tmpdir(), `no-console-${randomBytes(4).toString('hex')}`),
    ...options,
    // Test servers are local development: the dev mailbox is on, as `npm start` has it. DNS questions go to
    // the loopback server, never out.
    settings: {
      siteActivationDelayMs: 0,
      devOutbox: true,
      dnsResolvers: [dns.address],
      ...options.settings,
    },
  });
  await app.ready();
  return {
    app,
    db: testDb.db,
    seed,
    passwords,
    dns,
    close: async () => {
      await app.close();
      await dns.close();
      await testDb.cleanup();
    },
  };
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  cookie: string;
}

export async function login(app: FastifyInstance, username: string, password: string): Promise<Tokens> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ access_token: string; refresh_token: string }>();
  const cookie = res.cookies.find((c) => c.name === 'console_session');
  return { ...body, cookie: cookie?.value ?? '' };
}

export function bearer(tokens: Tokens | string, extra: Record<string, string> = {}): Record<string, string> {
  return { authorization: `Bearer ${typeof tokens === 'string' ? tokens : tokens.access_token}`, ...extra };
}

/** Asserts the error envelope shape and returns the body. */
export function errorBody(res: LightMyRequestResponse): {
  message: string;
  status_code: number;
  request_id: string;
  code?: string;
  errors?: { path: string; message: string }[];
} {
  const body = res.json();
  if (
    typeof body.message !== 'string' ||
    body.status_code !== res.statusCode ||
    typeof body.request_id !== 'string'
  ) {
    throw new Error(`not an error envelope: ${res.statusCode} ${res.body}`);
  }
  if (res.headers['x-request-id'] !== body.request_id)
    throw new Error('x-request-id differs from request_id');
  return body;
}

export async function countRows(
  db: Db,
  table: string,
  where = 'true',
  params: unknown[] = [],
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} WHERE ${where}`,
    params,
  );
  return rows[0]?.n ?? 0;
}
