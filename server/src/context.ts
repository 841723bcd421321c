// What every plugin and handler shares: the services on the app and the per-request state.
import type { Db } from './db/index.js';
import type { Scope } from './db/scoped.js';
import type { RateLimiter } from './auth/rate-limit.js';
import type { TokenService } from './auth/tokens.js';
import type { DnsLookup } from './dns/resolver.js';

export type Role = 'operator' | 'administrator' | 'customer';

export interface Principal {
  userId: string;
  username: string;
  role: Role;
  email: string;
  fullName: string;
  /** The tenant the session acts in (an operator's is chosen at sign-in; null when there is none). */
  tenantId: string | null;
  sessionId: string;
  /**
   * Set by the login-as sign-in: the platform operator acting through this session. The audit trail records
   * both identities (when unset, the audit writer still reads the operator from the session row).
   */
  actingOperator?: { userId: string; username: string };
}

export interface AppSettings {
  /** A rotated refresh token still works this long, for a concurrent refresh from another tab. */
  refreshGraceMs: number;
  refreshTtlMs: number;
  sessionTtlMs: number;
  /** A new site is 'pending' until this much time has passed, then reads show it 'active'. */
  siteActivationDelayMs: number;
  idempotencyTtlMs: number;
  /**
   * Origins (scheme://host:port) an identity provider may use although they are http or resolve to a
   * private or loopback address: the demo IdP and test providers. Empty in production.
   */
  idpAllowedOrigins: string[];
  /**
   * The console's address as people reach it (public-url.ts): links in mails, identity providers'
   * redirect_uri and the Secure flag of cookies come from it, never from request headers.
   */
  publicUrl: string;
  /**
   * Serve the local mailbox (GET /auth/dev/outbox) to loopback callers: local development only (DEV_OUTBOX=1,
   * which `npm start` sets); never under NODE_ENV=production.
   */
  devOutbox: boolean;
  /** The DNS servers every DNS check asks (`host:port`; dns/resolver.ts); empty for the system's resolvers. */
  dnsResolvers: string[];
  /** How health probes reach their targets (probes/, config.ts probeSettingsFromEnv). */
  probes: ProbeSettings;
}

/**
 * Multi-CDN checks GET https://<CNAME target><path> on port 443 and connect to public addresses only. Tests and
 * local setups may let probes reach loopback and pick the scheme and port (their own servers on 127.0.0.1);
 * production never does.
 */
export interface ProbeSettings {
  allowLoopback: boolean;
  scheme: 'http' | 'https';
  /** Default: the scheme's (443, 80). */
  port?: number;
  /** The answer's status line must arrive within this many milliseconds. */
  timeoutMs: number;
}

export const defaultProbeSettings: ProbeSettings = {
  allowLoopback: false,
  scheme: 'https',
  timeoutMs: 5_000,
};

export const defaultSettings: AppSettings = {
  refreshGraceMs: 10_000,
  refreshTtlMs: 7 * 24 * 3600_000,
  sessionTtlMs: 30 * 24 * 3600_000,
  siteActivationDelayMs: 5_000,
  idempotencyTtlMs: 24 * 3600_000,
  idpAllowedOrigins: [],
  publicUrl: 'http://localhost:8080',
  devOutbox: false,
  dnsResolvers: [],
  probes: defaultProbeSettings,
};

/** The record an audited resource lives under (a site for its rules): its History lists the entry too. */
export interface AuditParent {
  type: string;
  id: string;
}

export interface AuditTarget {
  resourceType: string;
  resourceId?: string | null;
  action: string;
  /** Also on the entry of a refusal, so a parent's History shows what was tried under it. */
  parent?: AuditParent | null;
  /** For sign-in failures, where no principal exists yet. */
  actorUsername?: string;
}

/**
 * What a write changed, for the audit trail: the resource as it was and as it became (either may be absent,
 * e.g. no before on a create). Secrets are redacted when the row is written.
 */
export interface AuditChange {
  before?: unknown;
  after?: unknown;
}

export interface AppServices {
  db: Db;
  tokens: TokenService;
  /** Failed sign-ins (and wrong current passwords, invalid invitation links) per username or IP. */
  limiter: RateLimiter;
  clock: () => Date;
  settings: AppSettings;
  /** Every DNS lookup the provider makes (verifications, probes), through settings.dnsResolvers. */
  dns: DnsLookup;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    /** Compiles every request validator now (they compile on first use); returns how many there are. */
    compileRequestValidators: () => number;
  }
  interface FastifyRequest {
    principal: Principal | null;
    scope: Scope | null;
    /** Set once an audit row for this request is committed (or about to be, inside its transaction). */
    audited: boolean;
    auditTarget: AuditTarget | null;
    /** Before/after snapshots a handler hands to the audit row (writeAudit or the response hook). */
    auditChange: AuditChange | null;
  }
}
