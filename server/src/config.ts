// Paths and settings from the environment, in one place.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseTrustProxy } from './plugins/client-address.js';
import type { TrustedProxies } from './plugins/client-address.js';
import { publicUrlFromEnv } from './public-url.js';
import { resolversFromEnv } from './dns/resolver.js';
import { defaultProbeSettings } from './context.js';
import type { ProbeSettings } from './context.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const generatedDir = path.join(repoRoot, 'server', 'generated');

export interface DemoUserSettings {
  username: string;
  /** undefined → a random password is generated at seed time. */
  password: string | undefined;
}

export interface DemoSettings {
  admin: DemoUserSettings;
  member: DemoUserSettings;
  operator: DemoUserSettings;
}

export interface ServerSettings {
  host: string;
  port: number;
  /** Where server state lives: the PGlite data dir (<dataDir>/pglite), jwt-secret and demo-credentials. */
  dataDir: string;
  pgliteDir: string;
  databaseUrl: string | undefined;
  consoleDir: string;
  jwtSecret: string | undefined;
  credentialsFile: string;
  demo: DemoSettings;
  /** TRUST_PROXY: the proxies whose X-Forwarded-For entries are believed (plugins/client-address.ts). */
  trustProxy: TrustedProxies | undefined;
  /** PUBLIC_URL (public-url.ts). */
  publicUrl: string;
  /**
   * DEV_OUTBOX=1: serve the local mailbox to loopback callers (mail/outbox.ts). `npm start` sets it; it is
   * never on under NODE_ENV=production.
   */
  devOutbox: boolean;
  /** DNS_RESOLVER: the DNS servers every DNS check asks (dns/resolver.ts); empty for the system's. */
  dnsResolvers: string[];
  /** PROBE_ALLOW_LOOPBACK, PROBE_SCHEME, PROBE_PORT (probeSettingsFromEnv). */
  probes: ProbeSettings;
  /** JOB_POLL_MS: how often this process looks for due background jobs (jobs/runner.ts). Default 5 s. */
  jobPollMs: number;
  /**
   * The real provider's WAF API key (WAF_API_KEY): server-side only, attached by server/src/waf/upstream.ts to
   * calls to the WAF upstream, never sent to the browser. Random when unset (no upstream to call then).
   */
  wafApiKey: string;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value : undefined;
}

/**
 * Probes reach public addresses over https on 443. For local development and the end-to-end server only (never
 * under NODE_ENV=production): PROBE_ALLOW_LOOPBACK=1 lets them reach 127.0.0.1 and ::1, PROBE_SCHEME=http and
 * PROBE_PORT=<port> send them to a test server's scheme and port.
 */
export function probeSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): ProbeSettings {
  if (env.NODE_ENV === 'production') return defaultProbeSettings;
  const port = Number(nonEmpty(env.PROBE_PORT));
  return {
    ...defaultProbeSettings,
    allowLoopback: env.PROBE_ALLOW_LOOPBACK === '1',
    scheme: env.PROBE_SCHEME === 'http' ? 'http' : 'https',
    ...(Number.isInteger(port) && port > 0 && port < 65536 ? { port } : {}),
  };
}

function pollMsFromEnv(value: string | undefined): number {
  const ms = Number(nonEmpty(value));
  return Number.isInteger(ms) && ms >= 100 ? ms : 5_000;
}

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const dataDir = path.resolve(repoRoot, nonEmpty(env.DATA_DIR) ?? '.data');
  return {
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    port: Number(nonEmpty(env.PORT) ?? 8080),
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    consoleDir: path.resolve(repoRoot, nonEmpty(env.CONSOLE_DIR) ?? 'dist'),
    jwtSecret: nonEmpty(env.JWT_SECRET),
    credentialsFile: path.join(dataDir, 'demo-credentials'),
    demo: {
      admin: {
        username: nonEmpty(env.DEMO_ADMIN_USER) ?? 'admin',
        password: nonEmpty(env.DEMO_ADMIN_PASSWORD),
      },
      member: {
        username: nonEmpty(env.DEMO_MEMBER_USER) ?? 'member',
        password: nonEmpty(env.DEMO_MEMBER_PASSWORD),
      },
      operator: {
        username: nonEmpty(env.DEMO_OPERATOR_USER) ?? 'operator',
        password: nonEmpty(env.DEMO_OPERATOR_PASSWORD),
      },
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicUrl: publicUrlFromEnv(env),
    devOutbox: env.DEV_OUTBOX === '1' && env.NODE_ENV !== 'production',
    dnsResolvers: resolversFromEnv(env.DNS_RESOLVER),
    probes: probeSettingsFromEnv(env),
    jobPollMs: pollMsFromEnv(env.JOB_POLL_MS),
    wafApiKey: nonEmpty(env.WAF_API_KEY) ?? randomBytes(32).toString('base64url'),
  };
}
