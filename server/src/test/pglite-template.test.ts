// A fresh data dir starts from the migrated template; an existing database is never overwritten; a broken
// template location falls back to initialising in place.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadMigrations, openPglite } from '../db/index.js';
import { pgliteTemplate, seedPgliteDirFromTemplate, templateKey } from '../db/pglite-template.js';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-test-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

async function appliedVersions(dir: string): Promise<number[]> {
  const db = await openPglite(dir);
  try {
    const { rows } = await db.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    return rows.map((r) => Number(r.version));
  } finally {
    await db.close();
  }
}

describe('PGlite template', () => {
  const root = path.join(scratch, 'cache');

  it('MUST start a fresh data dir as a migrated database copied from the template', async () => {
    const dataDir = path.join(scratch, 'fresh', 'pglite');
    expect(await seedPgliteDirFromTemplate(dataDir, root)).toBe(true);
    expect(fs.existsSync(path.join(root, `template-${templateKey()}`, 'PG_VERSION'))).toBe(true);
    expect(await appliedVersions(dataDir)).toEqual(loadMigrations().map((m) => m.version));
  });

  it('MUST leave an existing database alone', async () => {
    const dataDir = path.join(scratch, 'existing');
    const db = await openPglite(dataDir);
    await db.exec('CREATE TABLE kept (id int)');
    await db.close();
    expect(await seedPgliteDirFromTemplate(dataDir, root)).toBe(false);
    const again = await openPglite(dataDir);
    const { rows } = await again.query("SELECT to_regclass('kept') AS t");
    await again.close();
    expect(rows).toEqual([{ t: 'kept' }]);
  });

  it('MUST reuse one template per key', async () => {
    expect(await pgliteTemplate(root)).toBe(await pgliteTemplate(root));
  });

  it('MUST fall back to initialising in place when the template cannot be built', async () => {
    const blocked = path.join(scratch, 'blocked');
    fs.writeFileSync(blocked, 'a file where the cache directory should be');
    const dataDir = path.join(scratch, 'fallback', 'pglite');
    expect(await seedPgliteDirFromTemplate(dataDir, blocked)).toBe(false);
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});
