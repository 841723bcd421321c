#!/usr/bin/env node
// `npm start`: builds the console when dist/ is missing or stale, then runs the provider API server, which
// serves the console and prints its URL and the demo sign-in.
//   Staleness: a SHA-256 over the build inputs, kept in dist/.build-stamp.
//   Env: PORT (8080), HOST (127.0.0.1), DATA_DIR (.data), DATABASE_URL, CONSOLE_DIR (a prebuilt console:
//   never rebuilt here), SKIP_BUILD=1, DEV_OUTBOX (1 here), plus the server's own (server/src/config.ts).
//   `--build-only`: build when stale, then exit.
// The server runs from a precompiled bundle (scripts/lib/server-bundle.mjs: rebuilt when server/src or the
// lockfile changed), so no TypeScript is transpiled at start; SERVER_BUNDLE=0 runs server/src through tsx.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBundle, SERVER_NODE_FLAGS } from './lib/server-bundle.mjs';
import { consoleInputsHash } from './lib/build-inputs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const stampFile = path.join(dist, '.build-stamp');
function buildIfNeeded() {
  if (process.env.CONSOLE_DIR || process.env.SKIP_BUILD === '1') return;
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    console.warn(
      'No index.html in the repository yet: nothing to build; the server will say so on every page.',
    );
    return;
  }
  const hash = consoleInputsHash(root);
  const current = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : '';
  if (fs.existsSync(path.join(dist, 'index.html')) && current === hash) return;
  console.log(fs.existsSync(dist) ? 'Console sources changed: rebuilding…' : 'Building the console…');
  const started = Date.now();
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const res = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (res.status !== 0) {
    console.error('The console build failed (see above).');
    process.exit(res.status ?? 1);
  }
  fs.writeFileSync(stampFile, hash + '\n');
  console.log(`Console built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

buildIfNeeded();
// `npm test` builds dist/ through here for the bundle budgets; the stamp it leaves lets a later `npm start`
// skip a second build. (The e2e server builds its own console into .test-data/e2e-console.)
if (process.argv.includes('--build-only')) process.exit(0);

/** How to run the server: the bundle's entry, or server/src/main.ts through tsx (SERVER_BUNDLE=0). */
async function serverArgs() {
  if (process.env.SERVER_BUNDLE === '0')
    return [...SERVER_NODE_FLAGS, '--import', 'tsx', path.join(root, 'server', 'src', 'main.ts')];
  const { entry, built, ms } = await ensureServerBundle({ log: (line) => console.log(line) });
  if (built) console.log(`Server bundled in ${(ms / 1000).toFixed(1)} s.`);
  return [...SERVER_NODE_FLAGS, entry];
}

// The demo start is local development: the server's mailbox (GET /api/auth/dev/outbox, loopback callers only)
// is on unless DEV_OUTBOX says otherwise; the server keeps it off under NODE_ENV=production regardless.
const server = spawn(process.execPath, await serverArgs(), {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.PORT ?? '8080',
    HOST: process.env.HOST ?? '127.0.0.1',
    DEV_OUTBOX: process.env.DEV_OUTBOX ?? '1',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
