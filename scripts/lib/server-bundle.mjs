// The provider API server as one precompiled bundle, so that `npm start` (and the server-start bench, which
// spawns the same) runs plain JavaScript: no TypeScript transpiled on the fly by tsx, and no walk through
// hundreds of small files in node_modules at every start. tsx still runs server/src directly for tests and dev.
//   Where: node_modules/.cache/console-server/bundle-<hash>/main.mjs, <hash> over the inputs (server/src
//   outside its tests, package-lock.json, tsconfig.json and this file): a changed input gives a new bundle,
//   built aside and renamed into place, so a running server never sees its files change.
//   Built by esbuild (present as a dependency of tsx and vite). Packages that read files next to their own
//   code stay outside the bundle and load from node_modules (EXTERNAL); so do modules only loaded later
//   (esbuild's code splitting keeps dynamic imports as separate chunks).
//   import.meta.url in server/src is replaced by each source file's own URL, so paths the server derives from
//   it (the repo root, migrations) are what they are under tsx.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { hashFiles, listFiles } from './build-inputs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const cacheRoot = path.join(root, 'node_modules', '.cache', 'console-server');

/** Packages loaded from node_modules at run time: they read files relative to their own code. */
/**
 * Node flags the server runs with (`npm start` and the benches that time it as `npm start` runs it). A larger
 * young generation: the server's heap (contracts, validators, PGlite's bindings) makes V8's default 16 MiB
 * semi-space collect every few hundred requests, which cost /healthz half its throughput against a bare node:http
 * server (bench `api`: 0.47 → 0.81 of it, server CPU per request 25 → 14 µs). It costs at most ~48 MiB more of
 * young generation.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];

export const EXTERNAL = ['@electric-sql/pglite', '@seriousme/openapi-schema-validator'];

const SERVER_SRC = path.join(root, 'server', 'src');
const INPUT_FILES = ['package-lock.json', 'tsconfig.json', 'scripts/lib/server-bundle.mjs'];
const KEEP_BUNDLES = 3;

/** Whether a server/src file is part of the server (not a test or test support). */
export function isServerSource(rel) {
  return (
    /\.(ts|json)$/.test(rel) &&
    !/\.test\.ts$/.test(rel) &&
    !/\.d\.ts$/.test(rel) &&
    !/(^|\/)(test|__snapshots__)(\/|$)/.test(rel)
  );
}

/** Hex SHA-256 over the inputs' paths and bytes, in a stable order. */
export function inputsHash(base = root) {
  const src = path.join(base, 'server', 'src');
  const files = listFiles(src)
    .map((file) => path.relative(src, file).split(path.sep).join('/'))
    .filter(isServerSource)
    .map((rel) => `server/src/${rel}`)
    .concat(INPUT_FILES.filter((f) => fs.existsSync(path.join(base, f))));
  return hashFiles(base, files);
}

/** The bundle's directory for the current inputs (it may not exist yet). */
export function bundleDirFor(hash = inputsHash()) {
  return path.join(cacheRoot, `bundle-${hash.slice(0, 16)}`);
}

/** The entry's source: start the server (main.ts's own entry check compares against main.ts itself). */
const ENTRY = `import { start } from './main.ts';
start().catch((err) => {
  console.error(err);
  process.exit(1);
});
`;

/** Builds the bundle into `outDir` (which must not exist); returns the entry file. */
export async function buildServerBundle(outDir) {
  const esbuild = await import('esbuild');
  await esbuild.build({
    stdin: { contents: ENTRY, resolveDir: SERVER_SRC, sourcefile: 'server-entry.ts', loader: 'ts' },
    entryNames: 'main',
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL,
    // CommonJS packages inside an ES module bundle still call require() for node: builtins.
    banner: {
      js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
    },
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        name: 'source-import-meta-url',
        setup(build) {
          build.onLoad({ filter: /\.ts$/ }, (args) => {
            if (!args.path.startsWith(SERVER_SRC + path.sep)) return undefined;
            const source = fs.readFileSync(args.path, 'utf8');
            const url = JSON.stringify(pathToFileURL(args.path).href);
            return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
          });
        },
      },
    ],
  });
  return path.join(outDir, 'main.mjs');
}

/**
 * The current bundle's entry, built first when the inputs changed (`log` is told when it builds).
 * @returns {Promise<{entry: string, built: boolean, ms: number}>}
 */
export async function ensureServerBundle({ log = () => {} } = {}) {
  const t0 = performance.now();
  const dir = bundleDirFor();
  const entry = path.join(dir, 'main.mjs');
  if (fs.existsSync(entry)) return { entry, built: false, ms: performance.now() - t0 };
  log('Server sources changed: bundling the server…');
  fs.mkdirSync(cacheRoot, { recursive: true });
  const building = path.join(cacheRoot, `building-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    await buildServerBundle(building);
    try {
      fs.renameSync(building, dir);
    } catch {
      // Another process finished the same bundle first; theirs is identical.
    }
  } finally {
    fs.rmSync(building, { recursive: true, force: true });
  }
  pruneOldBundles(dir);
  return { entry, built: true, ms: performance.now() - t0 };
}

/** Keeps the newest KEEP_BUNDLES bundles (a running server may still load chunks from a recent one). */
function pruneOldBundles(current) {
  const old = fs
    .readdirSync(cacheRoot, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name.startsWith('bundle-'))
    .map((e) => path.join(cacheRoot, e.name))
    .filter((d) => d !== current)
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  for (const d of old.slice(KEEP_BUNDLES - 1)) fs.rmSync(d, { recursive: true, force: true });
}
