// Starts the provider API server: opens the database (PGlite in DATA_DIR, or PostgreSQL by DATABASE_URL),
// migrates, seeds demo data on first start (and tops up its traffic on later ones), and listens on HOST:PORT.
import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { AppExtension } from './app.js';
import { settingsFromEnv } from './config.js';
import type { ServerSettings } from './config.js';
// Not db/index.js: that would load the PostgreSQL driver and in-process PGlite on every start.
import { deferredDb } from './db/deferred.js';
import { migrate } from './db/migrate.js';
import { openPgliteThread } from './db/pglite-thread.js';
import { seedPgliteDirFromTemplate } from './db/pglite-template.js';
import type { Db } from './db/types.js';
import type { DemoCredential } from './seed.js';

// Only what opens the database is imported up front: the app's modules (fastify, the contracts, Ajv, the
// handlers) load while PGlite compiles its WebAssembly and starts Postgres (see start()).

function loadOrCreateSecret(settings: ServerSettings): string {
  if (settings.jwtSecret) return settings.jwtSecret;
  const file = path.join(settings.dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  fs.mkdirSync(settings.dataDir, { recursive: true });
  fs.writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

function credentialsText(credentials: DemoCredential[], createdAt: Date): string {
  const width = Math.max(...credentials.map((c) => c.username.length));
  const lines = credentials.map((c) => `  ${c.username.padEnd(width)}  ${c.password}   (${c.label})`);
  return [`Demo sign-in (created ${createdAt.toISOString()}), username then password:`, ...lines, ''].join(
    '\n',
  );
}

export function publicUrl(host: string, port: number): string {
  const shown =
    host === '127.0.0.1' || host === '0.0.0.0' || host === '::' || host === '::1' ? 'localhost' : host;
  return `http://${shown}:${port}`;
}

/**
 * Opens the database, migrates it and, on the first start, seeds the demo data (returning the sign-in text to
 * print).
 */
async function openAndPrepare(
  settings: ServerSettings,
  timings?: Map<string, number>,
): Promise<{ db: Db; firstStartText?: string }> {
  if (!settings.databaseUrl) await seedPgliteDirFromTemplate(settings.pgliteDir);
  // PGlite runs on a worker thread (db/pglite-thread.ts): its start and its queries leave the event loop free.
  // PGLITE_THREAD=0 runs it on the event loop instead.
  const db = settings.databaseUrl
    ? (await import('./db/postgres.js')).openPostgres({ connectionString: settings.databaseUrl })
    : process.env.PGLITE_THREAD === '0'
      ? await (await import('./db/pglite.js')).openPglite(settings.pgliteDir)
      : await openPgliteThread(settings.pgliteDir);
  timings?.set('database open', performance.now());
  await migrate(db);
  const { isEmpty, seedDemo } = await import('./seed.js');
  if (!(await isEmpty(db))) return { db };
  const [{ edgeSettingsDefaults }, { loadSpec }] = await Promise.all([
    import('./main/cdn/edge-settings.js'),
    import('./openapi.js'),
  ]);
  const seeded = await seedDemo(db, {
    admin: settings.demo.admin,
    member: settings.demo.member,
    operator: settings.demo.operator,
    edgeDefaults: edgeSettingsDefaults(loadSpec('main')),
  });
  const firstStartText = credentialsText(seeded.credentials, new Date());
  fs.writeFileSync(settings.credentialsFile, firstStartText, { mode: 0o600 });
  fs.chmodSync(settings.credentialsFile, 0o600);
  return { db, firstStartText };
}

/** Starts the server; tests/fixtures/server.ts passes the fixture resources, `npm start` none. */
export async function start(extensions: readonly AppExtension[] = []): Promise<void> {
  const settings = settingsFromEnv();
  fs.mkdirSync(settings.dataDir, { recursive: true });
  // The database opens while the app is built: opening PGlite is mostly WebAssembly compiling on another
  // thread, building the app is this thread's work, and the two are independent until the server listens.
  // The app gets the database through deferredDb; nothing answers before both are done (so /healthz is only
  // ever 200 with the database open).
  // SERVER_START_TIMINGS=1 prints when each part of the start finished (ms since the process started).
  const timings = process.env.SERVER_START_TIMINGS ? new Map<string, number>() : undefined;
  const mark =
    <T>(label: string) =>
    (value: T) => (timings?.set(label, performance.now()), value);
  timings?.set('start() called', performance.now());
  const opening = openAndPrepare(settings, timings).then(mark('database ready'));

  // Signals are handled from the start: a server stopped right after it answered (the start bench, a test)
  // must still close PGlite cleanly, or its next start replays the write-ahead log.
  let closeAll = async () => (await opening).db.close();
  let closing = false;
  const stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal}: shutting down`);
    try {
      await closeAll();
    } catch (err) {
      console.error(err);
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  const building = (async () => {
    const { buildApp } = await import('./app.js');
    const { idpAllowedOrigins } = await import('./idp/demo-runner.js');
    return buildApp({
      db: deferredDb(
        settings.databaseUrl ? 'postgres' : 'pglite',
        opening.then((o) => o.db),
      ),
      ownsDb: true,
      jwtSecret: loadOrCreateSecret(settings),
      consoleDir: settings.consoleDir,
      trustProxy: settings.trustProxy,
      logger: process.env.LOG_LEVEL ? { level: process.env.LOG_LEVEL } : false,
      settings: {
        idpAllowedOrigins: idpAllowedOrigins(),
        publicUrl: settings.publicUrl,
        devOutbox: settings.devOutbox,
        dnsResolvers: settings.dnsResolvers,
        probes: settings.probes,
      },
      jobPollMs: settings.jobPollMs,
      extensions,
    });
  })().then(mark('app built'));
  const [{ firstStartText }, app] = await Promise.all([opening, building]);
  closeAll = () => app.close().then(() => undefined);
  await app.listen({ host: settings.host, port: settings.port });
  if (timings) {
    timings.set('listening', performance.now());
    const text = [...timings].map(([label, ms]) => `${label} ${ms.toFixed(0)} ms`).join(', ');
    console.error(`Start timings (since the process started): ${text}`);
  }

  // The demo IdP starts once the server has answered its first request (or after a second without one):
  // loading it (oidc-provider and koa, about a megabyte of code) would otherwise hold up those first answers.
  // A busy port only costs the demo IdP, not the server.
  let idpWanted = true;
  let startIdpNow = () => {};
  const firstAnswered = new Promise<void>((resolve) => {
    startIdpNow = resolve;
    setTimeout(resolve, 1000).unref();
    app.server.once('request', (_req, res: ServerResponse) => res.once('finish', () => resolve()));
  });
  // Background jobs (health checks, …) run in every server process, from its first answer on; app.close() stops
  // them (a stopped runner does not start again).
  void firstAnswered.then(() => app.jobs.start());
  const demoIdp = firstAnswered.then(async () => {
    if (!idpWanted) return undefined;
    const { startDemoIdpFromEnv } = await import('./idp/demo-runner.js');
    const { DEMO_TENANT } = await import('./seed.js');
    return startDemoIdpFromEnv({
      dataDir: settings.dataDir,
      host: settings.host,
      port: settings.port,
      publicUrl: settings.publicUrl,
      tenantName: DEMO_TENANT,
    }).catch((err: unknown) => {
      console.warn(`Demo IdP not started: ${err instanceof Error ? err.message : String(err)}`);
      return undefined;
    });
  });
  // The demo's traffic goes on from where it stopped, and on while the server runs: its top-up jobs are due at
  // once (traffic-top-up.ts), and the job runner takes them once the first answer is out.
  const toppingUp = firstAnswered
    .then(async () => {
      const [{ scheduleTrafficTopUps }, { db }] = await Promise.all([
        import('./main/cdn/traffic-top-up.js'),
        opening,
      ]);
      await scheduleTrafficTopUps(db, new Date());
    })
    .catch((err: unknown) => {
      console.warn(`Demo traffic top-up not scheduled: ${err instanceof Error ? err.message : String(err)}`);
    });
  closeAll = async () => {
    idpWanted = false;
    startIdpNow();
    await toppingUp;
    await app.close();
    await (await demoIdp)?.close();
  };

  const url = publicUrl(settings.host, settings.port);
  const storage = settings.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${settings.pgliteDir}`;
  // Where people reach it (PUBLIC_URL), and where this process listens when that is another address.
  console.log(
    settings.publicUrl === url ? `Console: ${url}` : `Console: ${settings.publicUrl} (listening on ${url})`,
  );
  console.log(`Storage: ${storage}`);
  if (firstStartText) {
    console.log(firstStartText);
    console.log(`(saved to ${settings.credentialsFile}, mode 0600)`);
  } else if (fs.existsSync(settings.credentialsFile)) {
    console.log(`Demo sign-in: see ${settings.credentialsFile}`);
  }
  const idp = await demoIdp;
  if (idp) console.log(idp.text);
  if (!fs.existsSync(path.join(settings.consoleDir, 'index.html'))) {
    console.log(`Note: no built console in ${settings.consoleDir}; run \`npm run build\`.`);
  }
}

/** Run as the entry (`node --import tsx server/src/main.ts`), not when imported by the fixtures' server. */
const isEntry =
  !!process.argv[1] && fs.realpathSync(process.argv[1]) === fs.realpathSync(fileURLToPath(import.meta.url));
if (isEntry) {
  start().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
