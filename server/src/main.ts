// Starts the provider API server: opens the database (PGlite in DATA_DIR, or PostgreSQL by DATABASE_URL),
// migrates, seeds demo data on first start, and listens on HOST:PORT.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import type { AppExtension } from './app.js';
import { settingsFromEnv } from './config.js';
import type { ServerSettings } from './config.js';
import { migrate, openDb } from './db/index.js';
import { seedPgliteDirFromTemplate } from './db/pglite-template.js';
import { edgeSettingsDefaults } from './main/cdn/edge-settings.js';
import { loadSpec } from './openapi.js';
import { idpAllowedOrigins, startDemoIdpFromEnv } from './idp/demo-runner.js';
import { DEMO_TENANT, isEmpty, seedDemo } from './seed.js';
import type { DemoCredential } from './seed.js';

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

/** Starts the server; tests/fixtures/server.ts passes the fixture resources, `npm start` none. */
export async function start(extensions: readonly AppExtension[] = []): Promise<void> {
  const settings = settingsFromEnv();
  fs.mkdirSync(settings.dataDir, { recursive: true });
  if (!settings.databaseUrl) await seedPgliteDirFromTemplate(settings.pgliteDir);
  const db = await openDb({ databaseUrl: settings.databaseUrl, pgliteDir: settings.pgliteDir });
  await migrate(db);

  let firstStartText: string | undefined;
  if (await isEmpty(db)) {
    const seeded = await seedDemo(db, {
      admin: settings.demo.admin,
      member: settings.demo.member,
      operator: settings.demo.operator,
      edgeDefaults: edgeSettingsDefaults(loadSpec('main')),
    });
    firstStartText = credentialsText(seeded.credentials, new Date());
    fs.writeFileSync(settings.credentialsFile, firstStartText, { mode: 0o600 });
    fs.chmodSync(settings.credentialsFile, 0o600);
  }

  const app = await buildApp({
    db,
    ownsDb: true,
    jwtSecret: loadOrCreateSecret(settings),
    consoleDir: settings.consoleDir,
    trustProxy: settings.trustProxy,
    logger: process.env.LOG_LEVEL ? { level: process.env.LOG_LEVEL } : false,
    settings: { idpAllowedOrigins: idpAllowedOrigins() },
    extensions,
  });
  await app.listen({ host: settings.host, port: settings.port });

  // The demo IdP starts once the server answers, so it does not slow the server's start; a busy port only
  // costs the demo IdP, not the server.
  const demoIdp = startDemoIdpFromEnv({
    dataDir: settings.dataDir,
    host: settings.host,
    port: settings.port,
    tenantName: DEMO_TENANT,
  }).catch((err: unknown) => {
    console.warn(`Demo IdP not started: ${err instanceof Error ? err.message : String(err)}`);
    return undefined;
  });

  const url = publicUrl(settings.host, settings.port);
  const storage = settings.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${settings.pgliteDir}`;
  console.log(`Console: ${url}`);
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

  let closing = false;
  const stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal}: shutting down`);
    await app.close();
    await idp?.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
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
