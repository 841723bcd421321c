// A database with the migrations before one version applied, on either backend: what a migration meets on a
// database that ran the earlier ones, so its test can write rows of the older shape and then run it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { loadMigrations, migrate, openPglite, openPostgres } from '../../db/index.js';
import type { Db } from '../../db/index.js';
import type { BackendKind } from '../helpers.js';

export async function databaseBefore(
  kind: BackendKind,
  version: number,
): Promise<{ db: Db; close: () => Promise<void> }> {
  const earlier = loadMigrations().filter((m) => m.version < version);
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL as string;
    const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = openPostgres({ connectionString: url, max: 1 });
    await admin.exec(`CREATE SCHEMA ${schema}`);
    const db = openPostgres({ connectionString: url, schema, max: 2 });
    await migrate(db, earlier);
    return {
      db,
      close: async () => {
        await db.close();
        await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
        await admin.close();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `migration-${version}-`));
  const db = await openPglite(dir);
  await migrate(db, earlier);
  return {
    db,
    close: async () => {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
