// The body of `node scripts/short-token.mjs <username> [--ttl seconds]`: writes a parent-portal short token
// for the user straight into the database of DATA_DIR (PGlite) or DATABASE_URL and prints it with the
// console's /login?token= address. PGlite is one process's database, so on PGlite this refuses to run
// while a server answers on HOST:PORT (use POST /api/main/admin/short_tokens then).
import { settingsFromEnv } from '../config.js';
import { migrate, openDb } from '../db/index.js';
import { mailSettingsFromEnv } from '../mail/settings.js';
import { createShortTokenFor, SHORT_TOKEN_MAX_TTL_S, shortTokenLoginUrl } from './short-tokens.js';

const USAGE = 'usage: node scripts/short-token.mjs <username> [--ttl <seconds, 10..900>]';

export function parseArgs(argv: string[]): { username: string; ttlSeconds?: number } {
  const rest = [...argv];
  let ttlSeconds: number | undefined;
  const ttlAt = rest.indexOf('--ttl');
  if (ttlAt >= 0) {
    ttlSeconds = Number(rest[ttlAt + 1]);
    rest.splice(ttlAt, 2);
    if (!Number.isInteger(ttlSeconds) || ttlSeconds < 10 || ttlSeconds > SHORT_TOKEN_MAX_TTL_S)
      throw new Error(USAGE);
  }
  const username = rest[0];
  if (!username || rest.length !== 1 || username.startsWith('-')) throw new Error(USAGE);
  return { username, ttlSeconds };
}

async function serverAnswers(host: string, port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://${host.includes(':') ? `[${host}]` : host}:${port}/healthz`, {
      signal: AbortSignal.timeout(1000),
    });
    return res.ok;
  } catch {
    return false;
  }
}

export async function runShortTokenCli(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  let args: { username: string; ttlSeconds?: number };
  try {
    args = parseArgs(argv);
  } catch (err) {
    console.error((err as Error).message);
    return 2;
  }
  const settings = settingsFromEnv(env);
  if (!settings.databaseUrl && (await serverAnswers(settings.host, settings.port))) {
    console.error(
      `A server is running on ${settings.host}:${settings.port} with the PGlite data in ${settings.pgliteDir}; ` +
        'PGlite allows one process. Stop it, or call POST /api/main/admin/short_tokens as an operator.',
    );
    return 1;
  }
  const db = await openDb({ databaseUrl: settings.databaseUrl, pgliteDir: settings.pgliteDir });
  try {
    await migrate(db);
    const issued = await db.transaction((tx) =>
      createShortTokenFor(tx, { username: args.username, now: new Date(), ttlSeconds: args.ttlSeconds }),
    );
    if (!issued) {
      console.error(`No active, verified user is named ${args.username}.`);
      return 1;
    }
    const publicUrl = mailSettingsFromEnv(env).publicUrl;
    console.log(issued.token);
    console.error(
      `Short token for ${issued.account.username}, valid once until ${issued.expiresAt.toISOString()} ` +
        `(${issued.expiresIn} s):\n  ${shortTokenLoginUrl(publicUrl, issued.token)}`,
    );
    return 0;
  } finally {
    await db.close();
  }
}
