// Request timeouts of SPEC §9, per backend and operation. The first rule whose method and OpenAPI path
// match wins; then the shared rules for reads and simple writes; then the 60 s default.
import type { BackendName } from './config';

export const timeouts = {
  /** Most reads and simple writes. */
  short: 10_000,
  /** Site create/update, certificate create, DDoS and challenge calls. */
  long: 30_000,
  /** Everything not classified, and every call of the WAF and IAM (auth) clients. */
  default: 60_000,
} as const;

export interface TimeoutRule {
  /** HTTP method (upper case) or '*' for any. */
  method: string;
  /** The OpenAPI path template (e.g. "/cdn/sites/{id}"), a pattern, or '*' for any. */
  path: string | RegExp;
  ms: number;
}

function pathMatches(rule: TimeoutRule, schemaPath: string): boolean {
  if (rule.path instanceof RegExp) return rule.path.test(schemaPath);
  return rule.path === '*' || rule.path === schemaPath;
}

export function timeoutFor(rules: readonly TimeoutRule[], method: string, schemaPath: string): number {
  const m = method.toUpperCase();
  const rule = rules.find((r) => (r.method === '*' || r.method === m) && pathMatches(r, schemaPath));
  return rule ? rule.ms : timeouts.default;
}

/** Reads and simple writes (delete, a single-field patch) are short. */
export const baseTimeoutRules: readonly TimeoutRule[] = [
  { method: 'GET', path: '*', ms: timeouts.short },
  { method: 'HEAD', path: '*', ms: timeouts.short },
  { method: 'DELETE', path: '*', ms: timeouts.short },
  { method: 'PATCH', path: '*', ms: timeouts.short },
];

const everything = (ms: number): TimeoutRule[] => [{ method: '*', path: '*', ms }];

/** Rules checked before `baseTimeoutRules`, per backend. */
export const backendTimeoutRules: Record<BackendName, readonly TimeoutRule[]> = {
  // The IAM public client and the WAF client: 60 s for every call (SPEC §9).
  auth: everything(timeouts.default),
  waf: everything(timeouts.default),
  main: [
    { method: 'POST', path: '/cdn/sites', ms: timeouts.long },
    { method: 'POST', path: '/cdn/sites/vod', ms: timeouts.long },
    { method: 'PUT', path: '/cdn/sites/{id}', ms: timeouts.long },
    // CDN certificate create: a free certificate is issued, a custom one parsed and checked.
    { method: 'POST', path: '/ssl/freessl', ms: timeouts.long },
    { method: 'POST', path: '/ssl/customssl', ms: timeouts.long },
    // Status toggles are simple writes.
    { method: 'PUT', path: /\/(status|\{status\}|multi_cdn)$/, ms: timeouts.short },
  ],
  ddos: everything(timeouts.long),
  certificate: [
    { method: '*', path: /challenge/, ms: timeouts.long },
    { method: 'POST', path: '*', ms: timeouts.long },
  ],
  dns: [],
  va: [],
  sc: [],
  'log-export': [],
  notification: [],
};

export function timeoutRulesFor(backend: BackendName): readonly TimeoutRule[] {
  return [...backendTimeoutRules[backend], ...baseTimeoutRules];
}
