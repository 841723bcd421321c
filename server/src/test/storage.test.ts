import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../db/index.js';
import { scoped } from '../db/scoped.js';
import { createTenant } from '../seed.js';
import { BACKENDS, countRows, createTestDb } from './helpers.js';
import type { TestDb } from './helpers.js';

describe.each(BACKENDS)('storage on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(() => t?.cleanup());

  it('records every migration once and re-running applies nothing', async () => {
    const versions = loadMigrations().map((m) => m.version);
    const { rows } = await t.db.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((r) => r.version)).toEqual(versions);
    expect(await migrate(t.db)).toEqual([]);
  });

  it('commits a transaction and rolls one back on throw', async () => {
    const id = randomUUID();
    await t.db.transaction(async (tx) => {
      await tx.query('INSERT INTO tenants (id, name) VALUES ($1, $2)', [id, 'Committed']);
    });
    const lost = randomUUID();
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query('INSERT INTO tenants (id, name) VALUES ($1, $2)', [lost, 'Rolled back']);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await countRows(t.db, 'tenants', 'id = $1', [id])).toBe(1);
    expect(await countRows(t.db, 'tenants', 'id = $1', [lost])).toBe(0);
  });

  it('round-trips jsonb, arrays and timestamps the same way', async () => {
    const id = randomUUID();
    await t.db.query('INSERT INTO tenants (id, name, enabled_services) VALUES ($1, $2, $3)', [
      id,
      'Types',
      ['cdn', 'waf'],
    ]);
    const { rows } = await t.db.query<{ enabled_services: string[]; created_at: Date; j: unknown }>(
      `SELECT enabled_services, created_at, $2::jsonb AS j FROM tenants WHERE id = $1`,
      [id, JSON.stringify({ a: [1, 'x'] })],
    );
    expect(rows[0]?.enabled_services).toEqual(['cdn', 'waf']);
    expect(rows[0]?.created_at).toBeInstanceOf(Date);
    expect(rows[0]?.j).toEqual({ a: [1, 'x'] });
  });

  it('the scope guard only ever sees and writes rows of its own scope', async () => {
    const [a, b] = await t.db.transaction(async (tx) => [
      await createTenant(tx, 'Guard A'),
      await createTenant(tx, 'Guard B'),
    ]);
    if (!a || !b) throw new Error('no tenants');
    const row = (name: string) => {
      const id = randomUUID();
      return {
        id,
        name,
        cdn_url: `${id}.cdn.test`,
        origin_server_url: 'https://o.example.com',
        status: 'active',
        edge_settings: '{}',
      };
    };
    const siteA = row('Same Name');
    const guardA = scoped<{ id: string; name: string; version: number }>(
      t.db,
      'cdn_sites',
      a,
      'id, name, version',
    );
    const guardB = scoped<{ id: string; name: string; version: number }>(
      t.db,
      'cdn_sites',
      b,
      'id, name, version',
    );
    await guardA.insert(siteA);
    await guardB.insert(row('Same Name'));
    expect((await guardA.find()).map((r) => r.id)).toEqual([siteA.id]);
    expect(await guardB.get(siteA.id)).toBeUndefined();
    expect(await guardB.update(siteA.id, { name: 'Hijack' })).toBeUndefined();
    expect(await guardB.delete(siteA.id)).toBe(false);
    expect((await guardA.get(siteA.id))?.name).toBe('Same Name');
    await expect(guardA.insert({ ...row('X'), tenant_id: b.tenantId })).rejects.toThrow(/scope/);
    // Optimistic concurrency: a stale version changes nothing.
    expect(await guardA.update(siteA.id, { name: 'Renamed' }, 99)).toBeUndefined();
    expect((await guardA.update(siteA.id, { name: 'Renamed' }, 1))?.version).toBe(2);
  });
});
