// PGlite on a worker thread answers like in-process PGlite: values of every type the server stores, row
// counts, Postgres errors with their SQLSTATE, transactions that commit, roll back and hold other statements
// back until they end; and the whole app signs in and lists over it.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { repoRoot } from '../config.js';
import { edgeSettingsDefaults } from '../main/cdn/edge-settings.js';
import { loadSpec } from '../openapi.js';
import { seedDemo } from '../seed.js';
import { openPgliteThread } from './pglite-thread.js';
import { pgliteTemplate } from './pglite-template.js';
import { sqlState, UNIQUE_VIOLATION } from './types.js';
import type { Db } from './types.js';

const scratch = path.join(repoRoot, '.test-data', `pglite-thread-${randomBytes(4).toString('hex')}`);
let db: Db;

beforeAll(async () => {
  fs.mkdirSync(path.dirname(scratch), { recursive: true });
  fs.cpSync(await pgliteTemplate(), scratch, { recursive: true });
  db = await openPgliteThread(scratch);
  await db.exec(`CREATE TABLE thread_t (
    id int PRIMARY KEY, name text NOT NULL, at timestamptz, doc jsonb, raw bytea, ok boolean, big bigint
  )`);
}, 60_000);

afterAll(async () => {
  await db?.close().catch(() => undefined);
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe('PGlite on a worker thread', () => {
  it('MUST return every stored type as in-process PGlite does, and row counts', async () => {
    const at = new Date('2024-05-06T07:08:09.123Z');
    const insert = await db.query(
      'INSERT INTO thread_t (id, name, at, doc, raw, ok, big) VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7)',
      [1, 'one', at, JSON.stringify({ a: [1, 'x'] }), new Uint8Array([1, 2, 255]), true, '9007199254740993'],
    );
    expect(insert.rowCount).toBe(1);
    const { rows } = await db.query<Record<string, unknown>>('SELECT * FROM thread_t WHERE id = $1', [1]);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.name).toBe('one');
    expect(row.at).toBeInstanceOf(Date);
    expect((row.at as Date).toISOString()).toBe(at.toISOString());
    expect(row.doc).toEqual({ a: [1, 'x'] });
    expect([...(row.raw as Uint8Array)]).toEqual([1, 2, 255]);
    expect(row.ok).toBe(true);
    expect(String(row.big)).toBe('9007199254740993');
    const update = await db.query('UPDATE thread_t SET ok = false WHERE id >= $1', [0]);
    expect(update.rowCount).toBe(1);
  });

  it('MUST reject with the Postgres error: SQLSTATE, constraint and message', async () => {
    const err = await db
      .query('INSERT INTO thread_t (id, name) VALUES ($1, $2)', [1, 'again'])
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(sqlState(err)).toBe(UNIQUE_VIOLATION);
    expect((err as { constraint?: string }).constraint).toBe('thread_t_pkey');
    expect((err as Error).message).toMatch(/duplicate key/);
    const syntax = await db.exec('SELEKT 1').catch((e: unknown) => e);
    expect(sqlState(syntax)).toBe('42601');
  });

  it("MUST commit a transaction, and roll one back on throw with the caller's own error", async () => {
    const value = await db.transaction(async (tx) => {
      await tx.query('INSERT INTO thread_t (id, name) VALUES ($1, $2)', [2, 'two']);
      await tx.exec("INSERT INTO thread_t (id, name) VALUES (3, 'three')");
      return 'done';
    });
    expect(value).toBe('done');
    const boom = new Error('boom');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO thread_t (id, name) VALUES ($1, $2)', [4, 'four']);
        throw boom;
      }),
    ).rejects.toBe(boom);
    const { rows } = await db.query<{ id: number }>('SELECT id FROM thread_t ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('MUST roll back a transaction whose statement failed', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO thread_t (id, name) VALUES ($1, $2)', [5, 'five']);
        await tx.query('INSERT INTO thread_t (id, name) VALUES ($1, $2)', [1, 'duplicate']);
      }),
    ).rejects.toMatchObject({ code: UNIQUE_VIOLATION });
    expect((await db.query('SELECT 1 FROM thread_t WHERE id = 5')).rows).toHaveLength(0);
  });

  it('MUST hold other statements back until a transaction ends (one connection, as in process)', async () => {
    const order: string[] = [];
    let inside!: () => void;
    const entered = new Promise<void>((r) => (inside = r));
    let finish!: () => void;
    const release = new Promise<void>((r) => (finish = r));
    const tx = db.transaction(async (t) => {
      await t.query('UPDATE thread_t SET name = $1 WHERE id = 1', ['in-tx']);
      inside();
      await release;
      order.push('tx end');
    });
    await entered;
    const outside = db.query<{ name: string }>('SELECT name FROM thread_t WHERE id = 1').then((r) => {
      order.push('outside');
      return r.rows[0]?.name;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(order).toEqual([]);
    finish();
    await tx;
    expect(await outside).toBe('in-tx');
    expect(order).toEqual(['tx end', 'outside']);
  });

  it('MUST serve the app: sign in and list over the threaded database', async () => {
    const admin = { username: 'thread-admin', password: randomBytes(12).toString('base64url') };
    await seedDemo(db, {
      admin,
      member: { username: 'thread-member', password: 'member-password-1' },
      operator: { username: 'thread-operator', password: 'operator-password-1' },
      edgeDefaults: edgeSettingsDefaults(loadSpec('main')),
    });
    const app = await buildApp({
      db,
      jwtSecret: randomBytes(32).toString('base64url'),
      consoleDir: path.join(scratch, 'no-console'),
    });
    try {
      const health = await app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: admin });
      expect(login.statusCode).toBe(200);
      const token = login.json<{ access_token: string }>().access_token;
      const members = await app.inject({
        method: 'GET',
        url: '/api/main/tenant/members',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(members.statusCode).toBe(200);
      expect(JSON.stringify(members.json())).toContain('thread-admin');
    } finally {
      await app.close();
    }
  });

  it('MUST refuse calls once closed', async () => {
    await db.close();
    await expect(db.query('SELECT 1')).rejects.toThrow(/stopped/);
  });
});
