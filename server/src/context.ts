// What every plugin and handler shares: the services on the app and the per-request state.
import type { Db } from './db/index.js';
import type { Scope } from './db/scoped.js';
import type { LoginLimiter } from './auth/rate-limit.js';
import type { TokenService } from './auth/tokens.js';

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
}

export interface AppSettings {
  /** A rotated refresh token still works this long, for a concurrent refresh from another tab. */
  refreshGraceMs: number;
  refreshTtlMs: number;
  sessionTtlMs: number;
  /** A new site is 'pending' until this much time has passed, then reads show it 'active'. */
  siteActivationDelayMs: number;
  idempotencyTtlMs: number;
}

export const defaultSettings: AppSettings = {
  refreshGraceMs: 10_000,
  refreshTtlMs: 7 * 24 * 3600_000,
  sessionTtlMs: 30 * 24 * 3600_000,
  siteActivationDelayMs: 5_000,
  idempotencyTtlMs: 24 * 3600_000,
};

export interface AuditTarget {
  resourceType: string;
  resourceId?: string | null;
  action: string;
  /** For sign-in failures, where no principal exists yet. */
  actorUsername?: string;
}

export interface AppServices {
  db: Db;
  tokens: TokenService;
  limiter: LoginLimiter;
  clock: () => Date;
  settings: AppSettings;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
  interface FastifyRequest {
    principal: Principal | null;
    scope: Scope | null;
    /** Set once an audit row for this request is committed (or about to be, inside its transaction). */
    audited: boolean;
    auditTarget: AuditTarget | null;
  }
}
