// One openapi-fetch client per backend, built from /config.json, all sharing the middleware of
// middleware.ts. `initApi` is called once by the entry (and by tests with a fake fetch).
import createClient, { type Client } from 'openapi-fetch';
import type { paths as AuthPaths } from './generated/auth';
import type { paths as MainPaths } from './generated/main';
import { defaultConfig, type ConsoleConfig } from './config';
import { createMiddleware, timeouts, type SessionExpiryHooks, type TimeoutRule } from './middleware';

export type AuthClient = Client<AuthPaths>;
export type MainClient = Client<MainPaths>;

export interface ApiClients {
  auth: AuthClient;
  main: MainClient;
}

export interface ApiRuntime {
  /** The fetch to call (tests pass a fake). Defaults to the global fetch at call time. */
  fetch?: (input: Request) => Promise<Response>;
  /** Navigate within the console. Defaults to a full page load. */
  navigate?: (to: string) => void;
  /** The path a 401 should come back to. Defaults to the address bar's path and query. */
  currentPath?: () => string;
}

/** Main backend: site create/update take up to 30 s (SPEC §9). */
const mainTimeouts: readonly TimeoutRule[] = [
  { method: 'POST', path: '/cdn/sites', ms: timeouts.long },
  { method: 'POST', path: '/cdn/sites/vod', ms: timeouts.long },
  { method: 'PUT', path: '/cdn/sites/{id}', ms: timeouts.long },
];

/** Auth backend: every call is a simple write. */
const authTimeouts: readonly TimeoutRule[] = [{ method: 'POST', path: '*', ms: timeouts.short }];

let runtime: Required<ApiRuntime>;
let clients: ApiClients | null = null;

function defaultRuntime(): Required<ApiRuntime> {
  return {
    fetch: (input) => globalThis.fetch(input),
    navigate: (to) => window.location.assign(to),
    currentPath: () => `${window.location.pathname}${window.location.search}`,
  };
}

export function createApiClients(config: ConsoleConfig, rt: ApiRuntime = {}): ApiClients {
  runtime = { ...defaultRuntime(), ...rt };
  const doFetch = (input: Request) => runtime.fetch(input);
  const expiry = (): SessionExpiryHooks => ({
    logout: () => auth.POST('/logout'),
    navigate: (to) => runtime.navigate(to),
    currentPath: () => runtime.currentPath(),
  });

  const auth = createClient<AuthPaths>({ baseUrl: config.backends.auth, fetch: doFetch });
  auth.use(createMiddleware({ timeoutRules: authTimeouts, unauthorizedIsAnswer: ['/login'], expiry }));

  const main = createClient<MainPaths>({ baseUrl: config.backends.main, fetch: doFetch });
  main.use(createMiddleware({ timeoutRules: mainTimeouts, sendLoginType: true, expiry }));

  return { auth, main };
}

/** Build the clients for the app (once, from /config.json). */
export function initApi(config: ConsoleConfig = defaultConfig, rt: ApiRuntime = {}): ApiClients {
  clients = createApiClients(config, rt);
  return clients;
}

/** Let the router take over navigation after it exists. */
export function setApiNavigate(navigate: (to: string) => void): void {
  if (!clients) initApi();
  runtime.navigate = navigate;
}

export function api(): ApiClients {
  if (!clients) initApi();
  return clients as ApiClients;
}
