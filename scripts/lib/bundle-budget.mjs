// Byte-count budgets for the built console (deterministic, so they gate `npm test`):
// the JS the browser must load before the first screen (entry + its static imports), per-chunk ceilings,
// and the rule that the form engine (rjsf, Ajv) never ships in that initial load.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const BUDGETS = {
  initialJsGzipKiB: 180,
  chunkMinifiedKB: 500,
};
// Strings that only the form engine's code carries; finding one in the initial JS means rjsf leaked in.
const FORM_ENGINE_MARKERS = ['ui:submitButtonOptions', 'ui:globalOptions', 'ajv/dist/runtime'];

const gzipSize = (buf) => zlib.gzipSync(buf, { level: 9 }).length;

export function measureBundle(distDir) {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath))
    throw new Error(`${manifestPath} is missing: run \`npm run build\` first`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const entries = Object.entries(manifest).filter(([, c]) => c.isEntry);
  if (entries.length === 0) throw new Error('the manifest has no entry chunk');

  const initial = new Set();
  const walk = (key) => {
    const chunk = manifest[key];
    if (!chunk || initial.has(chunk.file)) return;
    initial.add(chunk.file);
    for (const imp of chunk.imports ?? []) walk(imp);
  };
  for (const [key] of entries) walk(key);

  const files = fs
    .readdirSync(path.join(distDir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => {
      const buf = fs.readFileSync(path.join(distDir, 'assets', f));
      return { file: `assets/${f}`, bytes: buf.length, gzip: gzipSize(buf), text: buf.toString('utf8') };
    });
  const initialFiles = files.filter((f) => initial.has(f.file));
  return {
    initialFiles,
    allFiles: files,
    initialGzip: initialFiles.reduce((n, f) => n + f.gzip, 0),
    initialBytes: initialFiles.reduce((n, f) => n + f.bytes, 0),
  };
}

/** Every file under dir (recursive), as paths relative to dir. */
function allFilesUnder(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath ?? e.path, e.name)));
}

/**
 * The server-only secrets check: the build ran with `secrets` in its environment (WAF_API_KEY and
 * VITE_WAF_API_KEY set to a random canary), and none of them may appear in any file of dist/.
 * @returns {{name: string, ok: boolean, detail: string}}
 */
export function checkSecretsAbsent(distDir, secrets) {
  const files = allFilesUnder(distDir).filter((f) => f !== '.build-stamp');
  const found = files.filter((f) => {
    const text = fs.readFileSync(path.join(distDir, f)).toString('latin1');
    return secrets.some((secret) => text.includes(secret));
  });
  return {
    name: 'WAF API key canary (built with it in the environment) absent from dist/',
    ok: secrets.length > 0 && secrets.every(Boolean) && found.length === 0,
    detail: found.length
      ? `found in ${found.join(', ')}`
      : secrets.length
        ? `absent from ${files.length} files`
        : 'no canary given',
  };
}

/**
 * Strings only the test fixtures of README "Adding a resource" carry (tests/fixtures/: the resource name, its
 * console and API paths, its validators chunk). The e2e build holds each of them (scripts/lib/
 * bundle-fixtures.test.ts proves it); the product build must hold none.
 */
export const FIXTURE_MARKERS = ['e2e_widget', '/e2e-fixture/widgets', '/e2e/widgets', 'widget.validators'];

/** @returns {{name: string, ok: boolean, detail: string}} */
export function checkFixturesAbsent(distDir, markers = FIXTURE_MARKERS) {
  const files = allFilesUnder(distDir).filter((f) => f !== '.build-stamp');
  const found = files.flatMap((f) => {
    const text = f + '\n' + fs.readFileSync(path.join(distDir, f)).toString('latin1');
    return markers.filter((m) => text.includes(m)).map((m) => `${f} has "${m}"`);
  });
  return {
    name: 'test fixtures (tests/fixtures/) absent from dist/',
    ok: found.length === 0,
    detail: found.length ? found.join('; ') : `absent from ${files.length} files`,
  };
}

/**
 * @param {string} distDir
 * @param {{secrets?: string[]}} [options] secrets the build had in its environment (checked when given)
 * @returns {{name: string, ok: boolean, detail: string}[]} one check per budget
 */
export function checkBundle(distDir, options = {}) {
  const m = measureBundle(distDir);
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
  const leaks = m.initialFiles.flatMap((f) =>
    FORM_ENGINE_MARKERS.filter((mark) => f.text.includes(mark)).map((mark) => `${f.file} has "${mark}"`),
  );
  const big = m.allFiles.filter((f) => f.bytes > BUDGETS.chunkMinifiedKB * 1000);
  const evalUse = m.allFiles.filter((f) => /\bnew Function\(/.test(f.text)).map((f) => f.file);
  const checks = [
    {
      name: `initial JS ≤ ${BUDGETS.initialJsGzipKiB} KiB gzip`,
      ok: m.initialGzip <= BUDGETS.initialJsGzipKiB * 1024,
      detail: `${kib(m.initialGzip)} gzip (${kib(m.initialBytes)} minified) in ${m.initialFiles.length} files`,
    },
    {
      name: 'form engine (rjsf, Ajv) not in the initial JS',
      ok: leaks.length === 0,
      detail: leaks.length ? leaks.join('; ') : 'absent',
    },
    {
      name: `every chunk ≤ ${BUDGETS.chunkMinifiedKB} kB minified`,
      ok: big.length === 0,
      detail: big.length
        ? big.map((f) => `${f.file} ${(f.bytes / 1000).toFixed(0)} kB`).join('; ')
        : `largest ${(Math.max(...m.allFiles.map((f) => f.bytes)) / 1000).toFixed(0)} kB`,
    },
    {
      name: 'no runtime code generation (new Function) in any chunk',
      ok: evalUse.length === 0,
      detail: evalUse.length ? evalUse.join(', ') : 'none',
    },
  ];
  checks.push(checkFixturesAbsent(distDir));
  if (options.secrets) checks.push(checkSecretsAbsent(distDir, options.secrets));
  return checks;
}
