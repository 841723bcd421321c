// A fresh PGlite data dir starts as a copy of a migrated template instead of running initdb and every
// migration again (initdb is most of a cold start). The template is built once per machine, PGlite version and
// migration set, under node_modules/.cache, and is only ever read after it is complete (built aside, renamed).
import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { repoRoot } from '../config.js';
import { loadMigrations, migrate } from './migrate.js';

const require = createRequire(import.meta.url);

/** The installed PGlite's version (its package.json is not exported, so found from its entry point). */
function pgliteVersion(): string {
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version: string };
      if (pkg.name === '@electric-sql/pglite') return pkg.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('@electric-sql/pglite: package.json not found');
    dir = parent;
  }
}

/** Names the template by what it contains: the PGlite build and the migrations applied to it. */
export function templateKey(): string {
  const h = createHash('sha256');
  h.update(`pglite ${pgliteVersion()}\n`);
  for (const m of loadMigrations()) h.update(`${m.version}:${m.name}:${m.sql}\n`);
  return h.digest('hex').slice(0, 16);
}

export const defaultTemplateRoot = path.join(repoRoot, 'node_modules', '.cache', 'console-pglite');

const isDataDir = (dir: string) => fs.existsSync(path.join(dir, 'PG_VERSION'));

/** The migrated template's directory, built first if this machine has none for the current key. */
export async function pgliteTemplate(root: string = defaultTemplateRoot): Promise<string> {
  const dir = path.join(root, `template-${templateKey()}`);
  if (isDataDir(dir)) return dir;
  fs.mkdirSync(root, { recursive: true });
  const building = path.join(root, `building-${process.pid}-${randomBytes(4).toString('hex')}`);
  // Loaded here only: a server restarting on its data dir never needs in-process PGlite.
  const { openPglite } = await import('./pglite.js');
  const db = await openPglite(building);
  await migrate(db);
  await db.close();
  try {
    fs.renameSync(building, dir);
  } catch {
    // Another process finished the same template first; theirs is identical.
    fs.rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

/**
 * Fills `dataDir` from the template when it holds no database yet; an existing database is left alone.
 * Returns whether it copied. A failure to build or copy the template is not fatal: PGlite then runs initdb
 * in `dataDir` itself.
 */
export async function seedPgliteDirFromTemplate(dataDir: string, root?: string): Promise<boolean> {
  if (isDataDir(dataDir)) return false;
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) return false;
  try {
    const template = await pgliteTemplate(root);
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    fs.cpSync(template, dataDir, { recursive: true });
    return true;
  } catch (err) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    console.warn(
      `PGlite template not used (${err instanceof Error ? err.message : String(err)}); initialising in place.`,
    );
    return false;
  }
}
