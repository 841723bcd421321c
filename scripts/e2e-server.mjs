#!/usr/bin/env node
// The server Playwright starts, on a fresh data dir that is removed again when Playwright stops the server:
//   1. the e2e console: `vite build --mode e2e` into .test-data/e2e-console (rebuilt only when its inputs
//      changed): the product console plus the fixture resources of README "Adding a resource" (tests/fixtures/,
//      swapped in for src/app/extras.ts by vite.config.ts). The product's dist/ is never touched.
//   2. `npm start`'s server with those fixtures registered (tests/fixtures/server.ts → server/src/main.ts start()).
// CONSOLE_DIR names a prebuilt e2e console instead (built with --mode e2e).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { consoleInputsHash } from './lib/build-inputs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must name a fresh directory for the e2e server');
fs.rmSync(dataDir, { recursive: true, force: true });

const consoleDir = process.env.CONSOLE_DIR ?? path.join(root, '.test-data', 'e2e-console');
const stampFile = path.join(consoleDir, '.build-stamp');
function buildIfStale() {
  if (process.env.CONSOLE_DIR) return;
  // As `npm start`'s staleness stamp, plus the fixtures.
  const hash = consoleInputsHash(root, ['tests/fixtures']);
  const current = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : '';
  if (fs.existsSync(path.join(consoleDir, 'index.html')) && current === hash) return;
  console.log('Building the e2e console (with the test fixtures)…');
  const started = Date.now();
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const res = spawnSync(
    process.execPath,
    [vite, 'build', '--mode', 'e2e', '--outDir', consoleDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
  if (res.status !== 0) {
    console.error('The e2e console build failed (see above).');
    process.exit(res.status ?? 1);
  }
  fs.writeFileSync(stampFile, hash + '\n');
  console.log(`e2e console built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

buildIfStale();

const child = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'tests', 'fixtures', 'server.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CONSOLE_DIR: consoleDir },
  },
);
const stop = (signal) => child.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
