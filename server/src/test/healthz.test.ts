// /healthz answers 200 only while the database answers: one SELECT 1 shared by requests arriving during it,
// a success trusted for a second, a failure never remembered.
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp, healthCheck } from '../app.js';
import type { Db, Queryable } from '../db/index.js';

/** A Db whose SELECT 1 the test answers by hand. */
function manualDb() {
  const pending: { resolve: () => void; reject: (e: Error) => void }[] = [];
  let queries = 0;
  const query = (() => {
    queries++;
    return new Promise((resolve, reject) => {
      pending.push({ resolve: () => resolve({ rows: [], rowCount: 0 }), reject });
    });
  }) as Queryable['query'];
  const db: Db = {
    kind: 'pglite',
    query,
    exec: async () => undefined,
    transaction: async (fn) => fn({ query, exec: async () => undefined }),
    close: async () => undefined,
  };
  return { db, pending, queries: () => queries };
}

describe('/healthz database check', () => {
  it('MUST share one query among concurrent checks and trust a success for the TTL only', async () => {
    const m = manualDb();
    let now = 0;
    const check = healthCheck(m.db, 1000, () => now);
    const a = check();
    const b = check();
    expect(m.queries()).toBe(1);
    m.pending.shift()!.resolve();
    await Promise.all([a, b]);
    now = 999;
    // Trusted: no query and no promise (the route then answers without waiting).
    expect(check()).toBeUndefined();
    expect(m.queries()).toBe(1);
    now = 1000;
    const c = check();
    expect(m.queries()).toBe(2);
    m.pending.shift()!.resolve();
    await c;
  });

  it('MUST reject while the database fails, and check again on the next request', async () => {
    const m = manualDb();
    const now = 0;
    const check = healthCheck(m.db, 1000, () => now);
    const first = check();
    m.pending.shift()!.reject(new Error('database closed'));
    await expect(first).rejects.toThrow('database closed');
    const second = check();
    expect(m.queries()).toBe(2);
    m.pending.shift()!.resolve();
    await expect(second).resolves.toBeUndefined();
  });

  it('MUST answer /healthz with an error while the database does not answer', async () => {
    const failing: Db = {
      kind: 'pglite',
      query: (async () => {
        throw new Error('database closed');
      }) as Queryable['query'],
      exec: async () => undefined,
      transaction: async () => {
        throw new Error('database closed');
      },
      close: async () => undefined,
    };
    const app = await buildApp({
      db: failing,
      jwtSecret: 'x'.repeat(48),
      consoleDir: path.join(os.tmpdir(), 'no-console-healthz'),
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await app.close();
    }
  });
});
