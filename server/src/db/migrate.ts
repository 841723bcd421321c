import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types.js';

export const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * server/migrations/NNN_name.sql, in order of NNN. Each number names one migration: a database records versions
 * applied, so a second file with a number already applied would never run.
 */
export function loadMigrations(dir = migrationsDir): Migration[] {
  const migrations = fs
    .readdirSync(dir)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => ({
      version: Number(f.slice(0, 3)),
      name: f.slice(4, -4),
      sql: fs.readFileSync(path.join(dir, f), 'utf8'),
    }));
  const taken = new Map<number, string>();
  for (const m of migrations) {
    const other = taken.get(m.version);
    if (other !== undefined) {
      throw new Error(
        `migrations ${other} and ${m.name} share the number ${m.version}: renumber the newer one`,
      );
    }
    taken.set(m.version, m.name);
  }
  return migrations;
}

/** Versions recorded in schema_migrations, or undefined when the table does not exist yet. */
async function appliedVersions(db: Db): Promise<Set<number> | undefined> {
  const { rows } = await db.query<{ present: boolean }>(
    "SELECT to_regclass('schema_migrations') IS NOT NULL AS present",
  );
  if (!rows[0]?.present) return undefined;
  const applied = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
  return new Set(applied.rows.map((r) => Number(r.version)));
}

/**
 * Applies every migration not yet recorded in schema_migrations, each in its own transaction. A database that
 * has them all (every restart) costs two reads; pending ones are re-checked under the lock before they run.
 */
export async function migrate(db: Db, migrations = loadMigrations()): Promise<number[]> {
  const known = await appliedVersions(db);
  if (known) migrations = migrations.filter((m) => !known.has(m.version));
  if (known && migrations.length === 0) return [];
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: number[] = [];
  for (const m of migrations) {
    const done = await db.transaction(async (tx) => {
      // Two servers starting on one PostgreSQL database apply each migration once.
      await tx.query('SELECT pg_advisory_xact_lock(7262001)');
      const { rows } = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [m.version]);
      if (rows.length) return false;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      return true;
    });
    if (done) applied.push(m.version);
  }
  return applied;
}
