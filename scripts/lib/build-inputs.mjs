// What a build is made of, for the staleness stamps that decide whether to rebuild: the console's (`npm start`'s
// dist/, the e2e server's e2e console) and the server bundle's (server-bundle.mjs). One hash for all of them:
// the SHA-256 over each input's path and bytes, in a stable order.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Folders whose files a console build reads. */
const CONSOLE_INPUT_DIRS = ['src', 'design-system', 'locales', 'schemas'];
/** Tests and stories are not built; screenshots are no input. */
const NOT_BUILT = /(^|\/)(node_modules|__screenshots__)(\/|$)|\.(test|stories)\.[tj]sx?$/;

/** Every file under `dir` (absolute paths); none when it does not exist. */
export function listFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath ?? e.path, e.name));
}

/** Hex SHA-256 over `files` (paths relative to `root`, '/'-separated): each path and its bytes, sorted. */
export function hashFiles(root, files) {
  const hash = createHash('sha256');
  for (const rel of [...files].sort()) {
    hash.update(`${rel}\0`);
    hash.update(fs.readFileSync(path.join(root, rel)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * The files a console build reads, relative to `root`: its source folders (plus `extraDirs`), index.html, the
 * Vite config with its plugins (scripts/vite-*.ts, and the bundle budget's LOGIN_MODULES the login chunk is
 * cut by) and the lockfile.
 */
export function consoleInputFiles(root, extraDirs = []) {
  const plugins = fs
    .readdirSync(path.join(root, 'scripts'))
    .filter((f) => /^vite-.*\.ts$/.test(f))
    .map((f) => `scripts/${f}`);
  const files = [
    'index.html',
    'vite.config.ts',
    'scripts/lib/bundle-budget.mjs',
    'package-lock.json',
    ...plugins,
  ];
  return [...CONSOLE_INPUT_DIRS, ...extraDirs]
    .flatMap((d) => listFiles(path.join(root, d)))
    .concat(files.map((f) => path.join(root, f)).filter((f) => fs.existsSync(f)))
    .map((f) => path.relative(root, f).split(path.sep).join('/'))
    .filter((rel) => !NOT_BUILT.test(rel));
}

/** The stamp of a console build over its inputs (`extraDirs`: more source folders, as the e2e build's). */
export function consoleInputsHash(root, extraDirs = []) {
  return hashFiles(root, consoleInputFiles(root, extraDirs));
}
