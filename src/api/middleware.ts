// The client middleware, written once and shared by every backend's openapi-fetch client:
// - headers: bearer token, resource group, project, login type (when the client asks for it);
// - timeouts on setTimeout + AbortController (fake clocks drive them);
// - a 401 on any call ends the session once: storage cleared, logout called, /login?next= after 3 s;
// - thrown failures (timeout, network) become one ApiError.
import type { Middleware } from 'openapi-fetch';
import { ApiError } from './errors';
import { clearSession, getAccessToken, getLoginType, getProjectId, getResourceGroupId } from './session';
import { loginUrl } from './redirect';

export const timeouts = {
  /** Most reads and simple writes. */
  short: 10_000,
  /** Site create/update, certificate create, DDoS and challenge calls. */
  long: 30_000,
  /** Everything not classified. */
  default: 60_000,
} as const;

/** One timeout rule: the first rule whose method and OpenAPI path match wins. */
export interface TimeoutRule {
  /** HTTP method (upper case) or '*' for any. */
  method: string;
  /** The OpenAPI path template (e.g. "/cdn/sites/{id}") or '*' for any. */
  path: string;
  ms: number;
}

export function timeoutFor(rules: readonly TimeoutRule[], method: string, schemaPath: string): number {
  const m = method.toUpperCase();
  for (const rule of rules) {
    if ((rule.method === '*' || rule.method === m) && (rule.path === '*' || rule.path === schemaPath)) {
      return rule.ms;
    }
  }
  return timeouts.default;
}

/** Reads and deletes are short; everything else falls back to the default unless a rule says so. */
export const baseTimeoutRules: readonly TimeoutRule[] = [
  { method: 'GET', path: '*', ms: timeouts.short },
  { method: 'HEAD', path: '*', ms: timeouts.short },
  { method: 'DELETE', path: '*', ms: timeouts.short },
];

/** What the 401 handling needs from the outside world. */
export interface SessionExpiryHooks {
  /** Tell the server (POST /auth/logout, empty body). Failures are ignored. */
  logout: () => Promise<unknown>;
  /** Navigate within the console (the router's navigate, or a full page load). */
  navigate: (to: string) => void;
  /** The path to come back to (pathname + search). */
  currentPath: () => string;
}

export const sessionExpiryDelayMs = 3_000;

let expiryPending = false;

/** True between a 401 and the redirect to /login 3 s later. */
export function isSessionExpiring(): boolean {
  return expiryPending;
}

/** Allow the next 401 to end the session again (called after a sign-in). */
export function resetSessionExpiry(): void {
  expiryPending = false;
}

/** End the session once, however many requests fail with 401 at the same moment. */
export function expireSession(hooks: SessionExpiryHooks): void {
  if (expiryPending) return;
  expiryPending = true;
  const next = hooks.currentPath();
  clearSession();
  hooks.logout().catch(() => undefined);
  setTimeout(() => {
    expiryPending = false;
    hooks.navigate(loginUrl(next));
  }, sessionExpiryDelayMs);
}

export interface MiddlewareOptions {
  /** Send X-Login-Type (the main client does). */
  sendLoginType?: boolean;
  /** Timeout rules; checked before `baseTimeoutRules`. */
  timeoutRules?: readonly TimeoutRule[];
  /** OpenAPI paths whose 401 is an answer, not an expired session (e.g. the auth backend's /login). */
  unauthorizedIsAnswer?: readonly string[];
  /** What to do on 401. */
  expiry: () => SessionExpiryHooks;
}

interface Pending {
  timer: ReturnType<typeof setTimeout>;
  controller: AbortController;
  timedOut: boolean;
}

export function createMiddleware(options: MiddlewareOptions): Middleware {
  const rules = [...(options.timeoutRules ?? []), ...baseTimeoutRules];
  const pending = new Map<string, Pending>();

  const settle = (id: string) => {
    const entry = pending.get(id);
    if (entry) clearTimeout(entry.timer);
    pending.delete(id);
    return entry;
  };

  return {
    onRequest({ request, schemaPath, id }) {
      const headers = new Headers(request.headers);
      const token = getAccessToken();
      if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
      const group = getResourceGroupId();
      if (group) headers.set('X-Resource-Group-Id', group);
      const project = getProjectId();
      if (project) headers.set('X-Project-Id', project);
      if (options.sendLoginType) {
        const loginType = getLoginType();
        if (loginType) headers.set('X-Login-Type', loginType);
      }

      const controller = new AbortController();
      const entry: Pending = {
        controller,
        timedOut: false,
        timer: setTimeout(
          () => {
            entry.timedOut = true;
            controller.abort();
          },
          timeoutFor(rules, request.method, schemaPath),
        ),
      };
      pending.set(id, entry);
      if (request.signal) {
        if (request.signal.aborted) controller.abort();
        else request.signal.addEventListener('abort', () => controller.abort(), { once: true });
      }
      return new Request(request, { headers, signal: controller.signal });
    },
    onResponse({ response, schemaPath, id }) {
      settle(id);
      if (response.status === 401 && !(options.unauthorizedIsAnswer ?? []).includes(schemaPath)) {
        expireSession(options.expiry());
      }
      return undefined;
    },
    onError({ error, id }) {
      const entry = settle(id);
      if (entry?.timedOut) return new ApiError({ message: 'timeout', kind: 'timeout', code: 'timeout' });
      if (entry?.controller.signal.aborted) {
        return new ApiError({ message: 'cancelled', kind: 'cancelled', code: 'cancelled' });
      }
      if (error instanceof ApiError) return error;
      return new ApiError({
        message: error instanceof Error ? error.message : String(error),
        kind: 'network',
        code: 'network',
      });
    },
  };
}
