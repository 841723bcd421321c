// One openapi-fetch client per backend, base URL from /config.json, all sharing the middleware of
// middleware.ts and one token renewal (renewal.ts): a 401 on any of them renews the access token once for
// all. `initApi` is called once by the entry (and by tests with a fake fetch).
import createClient, { type Client } from 'openapi-fetch';
import type { paths as AuthPaths } from './generated/auth';
import type { paths as MainPaths } from './generated/main';
import type { paths as WafPaths } from './generated/waf';
import type { paths as DnsPaths } from './generated/dns';
import type { paths as VaPaths } from './generated/va';
import type { paths as ScPaths } from './generated/sc';
import type { paths as LogExportPaths } from './generated/log-export';
import type { paths as NotificationPaths } from './generated/notification';
import type { paths as DdosPaths } from './generated/ddos';
import type { paths as CertificatePaths } from './generated/certificate';
import { baseUrlOf, defaultConfig, type BackendName, type ConsoleConfig } from './config';
import { createMiddleware, type MiddlewareOptions } from './middleware';
import { expireSession, type SessionExpiryHooks } from './expiry';
import { timeoutRulesFor } from './timeouts';
import { untilAborted } from './abortable';
import { createTokenRenewal, type TokenRenewal } from './renewal';
import { exchangeRefreshToken } from './exchange';
import { getAccessToken } from './session';
import { browserLocks, openRefreshChannel, type RefreshChannel, type TabLocks } from './tabs';
import { deniedPageHref } from './redirect';

export type AuthClient = Client<AuthPaths>;
export type MainClient = Client<MainPaths>;

export interface ApiClients {
  auth: AuthClient;
  main: MainClient;
  waf: Client<WafPaths>;
  dns: Client<DnsPaths>;
  va: Client<VaPaths>;
  sc: Client<ScPaths>;
  'log-export': Client<LogExportPaths>;
  notification: Client<NotificationPaths>;
  ddos: Client<DdosPaths>;
  certificate: Client<CertificatePaths>;
}

export interface ApiRuntime {
  /** The fetch to call (tests pass a fake). Defaults to the global fetch at call time. */
  fetch?: (input: Request) => Promise<Response>;
  /** Navigate within the console. Defaults to a full page load. */
  navigate?: (to: string) => void;
  /** The path a 401 should come back to. Defaults to the address bar's path and query. */
  currentPath?: () => string;
}

/** How the tabs of the browser take turns renewing the token (tests pass fakes shared by their "tabs"). */
export interface TabCoordination {
  /** Defaults to `navigator.locks` when the browser has Web Locks; undefined for none. */
  locks?: TabLocks | undefined;
  /** Opens the refresh channel used without Web Locks; defaults to a BroadcastChannel. */
  openChannel?: () => RefreshChannel | undefined;
}

/** SPEC §2's not-authorized page, where a 403 on the WAF client goes. */
export const notAuthorizedPath = '/pages/miscellaneous/not-authorized';

/** The WAF client keeps its loading indicator on 500 ms after each response (SPEC §9). */
export const wafLoadingEndDelayMs = 500;

/** Per-backend differences; everything else is the shared middleware. */
const clientOptions: Record<BackendName, Partial<MiddlewareOptions>> = {
  // 401 from a sign-in (password, short token, emailed link) is a refused credential, from sign-out a session
  // already gone: answers to show, not an expired session.
  auth: {
    unauthorizedIsAnswer: ['/login', '/logout', '/token-exchange', '/email-login/verify'],
    // The exchange itself: its 401 is a refused refresh token, which ends the session.
    noRenewal: ['/refresh'],
  },
  // 401 from the IdP callback is a failed external sign-in, shown in an alert (idpCallback.ts).
  main: { sendLoginType: true, unauthorizedIsAnswer: ['/idp/{idp}/callback'] },
  waf: { loadingEndDelayMs: wafLoadingEndDelayMs },
  dns: {},
  va: {},
  sc: {},
  'log-export': {},
  notification: {},
  ddos: {},
  certificate: {},
};

/** Backends whose 403 opens the not-authorized page; elsewhere it is an in-place "not permitted" state. */
const forbiddenShowsPage: ReadonlySet<BackendName> = new Set(['waf']);

let runtime: Required<ApiRuntime>;
let clients: ApiClients | null = null;
/** Each set of clients shares one renewal (one per tab in the app; tests build several "tabs"). */
const renewals = new WeakMap<ApiClients, TokenRenewal>();
/** The configuration the clients were built with (the "copy as curl" command names the same base URLs). */
let currentConfig: ConsoleConfig = defaultConfig;

function defaultRuntime(): Required<ApiRuntime> {
  return {
    fetch: (input) => globalThis.fetch(input),
    navigate: (to) => window.location.assign(to),
    currentPath: () => `${window.location.pathname}${window.location.search}`,
  };
}

function expiryHooks(auth: AuthClient): SessionExpiryHooks {
  return {
    // Empty body (SPEC §7); the HttpOnly session cookie tells the server which session to revoke.
    logout: () => auth.POST('/logout'),
    navigate: (to) => runtime.navigate(to),
    currentPath: () => runtime.currentPath(),
  };
}

function renewalFor(auth: () => AuthClient, tabs: TabCoordination): TokenRenewal {
  return createTokenRenewal({
    exchange: () => exchangeRefreshToken(auth()),
    locks: 'locks' in tabs ? tabs.locks : browserLocks(),
    openChannel: tabs.openChannel ?? openRefreshChannel,
  });
}

export function createApiClients(
  config: ConsoleConfig,
  rt: ApiRuntime = {},
  tabs: TabCoordination = {},
): ApiClients {
  runtime = { ...defaultRuntime(), ...rt };
  currentConfig = config;
  // Settles when the request aborts (timeout, repeat, caller) even if the fetch itself does not.
  const doFetch = (input: Request) => untilAborted(runtime.fetch(input), input.signal);
  const expiry = () => expiryHooks(built.auth);
  const renewal = renewalFor(() => built.auth, tabs);

  const build = <Paths extends object>(backend: BackendName): Client<Paths> => {
    const client = createClient<Paths>({
      baseUrl: baseUrlOf(config, backend),
      fetch: doFetch,
    });
    const own = clientOptions[backend];
    client.use(
      createMiddleware({
        backend,
        timeoutRules: timeoutRulesFor(backend),
        expiry,
        renewal,
        ...own,
        onForbiddenPage: forbiddenShowsPage.has(backend)
          ? () => runtime.navigate(deniedPageHref(notAuthorizedPath, runtime.currentPath()))
          : undefined,
      }),
    );
    return client;
  };

  const built: ApiClients = {
    auth: build<AuthPaths>('auth'),
    main: build<MainPaths>('main'),
    waf: build<WafPaths>('waf'),
    dns: build<DnsPaths>('dns'),
    va: build<VaPaths>('va'),
    sc: build<ScPaths>('sc'),
    'log-export': build<LogExportPaths>('log-export'),
    notification: build<NotificationPaths>('notification'),
    ddos: build<DdosPaths>('ddos'),
    certificate: build<CertificatePaths>('certificate'),
  };
  renewals.set(built, renewal);
  return built;
}

/** Build the clients for the app (once, from /config.json). */
export function initApi(
  config: ConsoleConfig = defaultConfig,
  rt: ApiRuntime = {},
  tabs: TabCoordination = {},
): ApiClients {
  clients = createApiClients(config, rt, tabs);
  return clients;
}

/** Let the router take over navigation after it exists. */
export function setApiNavigate(navigate: (to: string) => void): void {
  if (!clients) initApi();
  runtime.navigate = navigate;
}

/** The base URL the client of `backend` calls (from /config.json; relative to the console's origin or absolute). */
export function apiBaseUrl(backend: BackendName): string {
  if (!clients) initApi();
  return baseUrlOf(currentConfig, backend);
}

export function api(): ApiClients {
  if (!clients) initApi();
  return clients as ApiClients;
}

/** End the session as a 401 would (a failed token refresh). */
export function endSession(): void {
  expireSession(expiryHooks(api().auth));
}

/**
 * Renew the stored access token through the clients' one renewal (renewal.ts): the periodic refresh and the
 * foreground check call this; a 401 does the same inside the middleware. `stale` is the token to replace.
 */
export function renewAccessToken(stale: string | null = getAccessToken()): Promise<boolean> {
  return (renewals.get(api()) as TokenRenewal).renew(stale);
}
