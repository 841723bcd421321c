// buildApp: the whole provider API server as a fastify instance (not listening), for main.ts and tests.
import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions, RouteHandlerMethod } from 'fastify';
import { authHandlers } from './auth/index.js';
import { RateLimiter } from './auth/rate-limit.js';
import type { LoginLimitOptions } from './auth/rate-limit.js';
import { TokenService } from './auth/tokens.js';
import { defaultSettings } from './context.js';
import type { AppServices, AppSettings } from './context.js';
import { createResolver } from './dns/resolver.js';
import type { Db } from './db/index.js';
import { HttpError } from './errors.js';
import { JobRunner } from './jobs/index.js';
import type { JobKind } from './jobs/index.js';
import { mainHandlers, mainJobKinds } from './main/index.js';
import { wafHandlers } from './waf/index.js';
import { logExportHandlers } from './log-export/index.js';
import {
  BACKENDS,
  createValidatorCompiler,
  loadSpec,
  mergeContract,
  registerContractRoutes,
} from './openapi.js';
import { normalisePublicUrl, publicUrlFromEnv } from './public-url.js';
import { buildSerializerOnFirstUse } from './serializers.js';
import type { Backend, OpenApiDocument } from './openapi.js';
import { installAudit } from './plugins/audit.js';
import { fastifyTrustProxy, installClientAddressCheck } from './plugins/client-address.js';
import type { TrustedProxies } from './plugins/client-address.js';
import { installIdempotency } from './plugins/idempotency.js';
import { installJsonBody } from './plugins/json-body.js';
import { shareOpenApiMetaValidator } from './plugins/openapi-meta-validator.js';
import { installAuth } from './plugins/auth.js';
import { installBodyChecks, installErrorHandler } from './plugins/errors.js';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors.js';
import { installMultipart } from './plugins/multipart.js';
import { installPermissions } from './plugins/permissions.js';
import { installSecurityHeaders } from './plugins/security-headers.js';
import { installStaticConsole } from './plugins/static-console.js';
import { installTextGuard } from './plugins/text-input.js';

export interface AppOptions {
  db: Db;
  jwtSecret: string;
  /** The built console (Vite's dist/). */
  consoleDir: string;
  /** Close the database when the app closes. */
  ownsDb?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** The proxies whose X-Forwarded-For entries are believed (plugins/client-address.ts); none by default. */
  trustProxy?: TrustedProxies;
  accessTokenTtlSeconds?: number;
  loginLimit?: LoginLimitOptions;
  clock?: () => Date;
  settings?: Partial<AppSettings>;
  /** Directory of the bundled contracts (default server/generated). */
  generatedDir?: string;
  /** Where contracts' routes are kept between starts (registerContractRoutes; default under node_modules/.cache). */
  routesCacheDir?: string;
  /** Operations a test adds (tests/fixtures/); the product server passes none. */
  extensions?: readonly AppExtension[];
  /**
   * Test runs: check every contract answer against its contract and record violations in this directory
   * (plugins/response-contract.ts). Default: the RESPONSE_CONTRACT_CHECK environment variable; unset, no check.
   */
  responseContractDir?: string;
  /** The background-job runner (jobs/): how often it polls once started. Default 5 s. */
  jobPollMs?: number;
}

/**
 * Extra operations served by one backend, declared as a real backend's are: a bundled contract fragment (its
 * paths join the backend's contract, so they are validated, permission-checked, audited and idempotent like
 * every other route), their handlers (usually `crudHandlers` of one `defineCrud` resource) and the tables they
 * need. This is how the "Adding a resource" test registers a fixture resource without the product containing it.
 */
export interface AppExtension {
  backend: Backend;
  contract: OpenApiDocument;
  handlers: HandlerFactory;
  /** Runs once before the routes are registered, e.g. `CREATE TABLE IF NOT EXISTS …`. */
  setup?: (db: Db) => Promise<void>;
}

export const MOUNTS: Record<Backend, string> = Object.fromEntries(
  BACKENDS.map((backend) => [backend, `/api/${backend}`]),
) as Record<Backend, string>;

export type HandlerFactory = (
  services: AppServices,
  spec: OpenApiDocument,
) => Record<string, RouteHandlerMethod>;
/** Backends without a factory here are described (types, validation) but not served yet. */
export const HANDLERS: Partial<Record<Backend, HandlerFactory>> = {
  auth: (services) => authHandlers(services),
  main: (services, spec) => mainHandlers(services, spec),
  waf: (services) => wafHandlers(services),
  'log-export': (services) => logExportHandlers(services),
};

/**
 * An operation the contract describes but this server does not serve: its request is still validated
 * and permission-checked, then it answers 404 with the error envelope (never a 5xx). The list of such
 * operations is snapshotted by server/src/test/contract.test.ts, so it only shrinks on purpose.
 */
const notServed: RouteHandlerMethod = async () => {
  throw new HttpError(404, 'This operation is not available on this server yet.', 'not_served');
};

/** A route fastify registered with a handler of its own (not notServed): what this server really serves. */
export interface ServedRoute {
  method: string;
  /** The full URL pattern, mount prefix included, parameters as :name. */
  url: string;
  /** The contract's operationId, for routes generated from a contract. */
  operationId?: string;
}

/** Every kind of background job the server runs (jobs/README.md): a new kind is added here. */
export const JOB_KINDS: readonly ((services: AppServices) => readonly JobKind<unknown>[])[] = [mainJobKinds];

declare module 'fastify' {
  interface FastifyInstance {
    /** Every served route, recorded as fastify registers it (the isolation test compares its coverage). */
    servedRoutes: readonly ServedRoute[];
    /**
     * This process's background-job runner. main.ts starts it once the server listens; tests run it with
     * runDueJobs(now). The app's close stops it before the database closes.
     */
    jobs: JobRunner;
  }
}

/** How long a database that answered counts as answering for /healthz. */
export const HEALTH_TTL_MS = 1000;

/**
 * /healthz's database check: undefined while a success is trusted, else a promise that resolves when the
 * database answers a `SELECT 1` and rejects with its error when it does not. A success is trusted for
 * HEALTH_TTL_MS, and requests arriving while a check runs share it: a monitor polling hard (or a load test)
 * costs the database one query a second instead of one per request, and a failure is never remembered, so the
 * next request checks again. No promise in the trusted case, so /healthz then answers without a wait.
 */
export function healthCheck(
  db: Db,
  ttlMs = HEALTH_TTL_MS,
  now = () => performance.now(),
): () => Promise<void> | undefined {
  let answeredUntil = -Infinity;
  let running: Promise<void> | undefined;
  return () => {
    if (now() < answeredUntil) return undefined;
    running ??= db
      .query('SELECT 1')
      .then(() => {
        answeredUntil = now() + ttlMs;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
}

/** /healthz's answer, serialized once (it never changes). */
const HEALTHY = JSON.stringify({ status: 'ok' });

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: fastifyTrustProxy(options.trustProxy),
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Refusals before routing and of malformed HTTP: the error envelope and security headers too.
    frameworkErrors,
    clientErrorHandler,
    schemaController: { compilersFactory: { buildSerializer: buildSerializerOnFirstUse } },
  });

  const clock = options.clock ?? (() => new Date());
  const settings: AppSettings = {
    ...defaultSettings,
    ...options.settings,
    publicUrl: normalisePublicUrl(options.settings?.publicUrl ?? publicUrlFromEnv()),
  };
  const services: AppServices = {
    db: options.db,
    tokens: new TokenService(options.jwtSecret, options.accessTokenTtlSeconds ?? 900),
    limiter: new RateLimiter(options.db, 'sign-in', options.loginLimit, () => clock().getTime()),
    clock,
    settings,
    dns: createResolver(settings.dnsResolvers),
  };
  app.decorate('services', services);
  const servedRoutes: ServedRoute[] = [];
  app.decorate('servedRoutes', servedRoutes);
  app.addHook('onRoute', (route) => {
    if (route.handler === notServed) return;
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    for (const method of [route.method].flat()) {
      servedRoutes.push({ method, url: route.url, ...(operationId ? { operationId } : {}) });
    }
  });
  if (options.ownsDb) app.addHook('onClose', async () => options.db.close());
  const jobs = new JobRunner({
    db: options.db,
    clock,
    pollMs: options.jobPollMs,
    kinds: JOB_KINDS.flatMap((kinds) => kinds(services)),
    log: (message, err) => app.log.warn({ err }, message),
  });
  app.decorate('jobs', jobs);
  // onClose hooks run last registered first: the runner stops (and hands its jobs back) before the database closes.
  app.addHook('onClose', () => jobs.stop());

  // Every answer: security headers, the error envelope, a client address that is an address, JSON bodies of bounded depth, no NUL in what a request
  // sends.
  installSecurityHeaders(app);
  installErrorHandler(app);
  installClientAddressCheck(app, options.trustProxy);
  installJsonBody(app);
  installTextGuard(app);

  shareOpenApiMetaValidator();
  const validators = createValidatorCompiler();
  app.decorate('compileRequestValidators', validators.compileAll);
  const extensions = options.extensions ?? [];
  for (const extension of extensions) await extension.setup?.(options.db);
  // The API routes' own scope (fastify encapsulation): body checks, authentication, permissions, audit,
  // idempotency and cookies run for /api/* routes only, so /healthz, /config.json and the console's files
  // pay nothing for them. Each of these hooks skips other routes anyway; fastify's 404 for an unknown /api/
  // path stays outside, where none of them acts on it. The body checks run after the NUL guard: a request
  // failing both gets the NUL refusal, a 400 either way.
  await app.register(async (api) => {
    installBodyChecks(api);
    installMultipart(api);
    installAuth(api);
    installPermissions(api);
    installAudit(api);
    installIdempotency(api);
    await api.register(fastifyCookie);
    for (const backend of Object.keys(MOUNTS) as Backend[]) {
      const own = extensions.filter((e) => e.backend === backend);
      const spec = own.reduce(
        (doc, e) => mergeContract(doc, e.contract),
        loadSpec(backend, options.generatedDir),
      );
      const handlers = {
        ...HANDLERS[backend]?.(services, spec),
        ...Object.assign({}, ...own.map((e) => e.handlers(services, spec))),
      } as Record<string, RouteHandlerMethod>;
      await api.register(
        async (scope) => {
          scope.setValidatorCompiler(validators.compiler);
          await registerContractRoutes(
            scope,
            spec,
            (operationId) => (operationId && handlers[operationId]) || notServed,
            options.routesCacheDir,
          );
        },
        { prefix: MOUNTS[backend] },
      );
    }
  });

  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { backends: { ...MOUNTS } };
  });

  // Monitors and load balancers poll this hard: a plain (not async) handler that answers at once while the
  // database's last success is trusted, and after the check otherwise (a failure goes to the error handler).
  const databaseAnswers = healthCheck(options.db);
  app.get('/healthz', (_request, reply) => {
    reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
    const checking = databaseAnswers();
    return checking ? checking.then(() => reply.send(HEALTHY)) : reply.send(HEALTHY);
  });

  await installStaticConsole(app, options.consoleDir);

  // Test runs only: the response contract check, last so it sees every answer as the other hooks leave it.
  const contractDir = options.responseContractDir ?? process.env.RESPONSE_CONTRACT_CHECK;
  if (contractDir) {
    const { installResponseContract } = await import('./plugins/response-contract.js');
    installResponseContract(app, {
      dir: contractDir,
      generatedDir: options.generatedDir,
      extensions: options.extensions ?? [],
    });
  }
  return app;
}
