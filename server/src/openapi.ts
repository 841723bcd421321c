// Loads the bundled contracts (server/generated/<backend>.openapi.json, written by `npm run gen`) and the
// Ajv 2020 validators the routes use. Nothing here copies a schema by hand.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import fastUri from 'fast-uri';
import type { FastifyInstance, FastifySchema, FastifySchemaCompiler, RouteHandlerMethod } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { generatedDir, repoRoot } from './config.js';

export const BACKENDS = [
  'auth',
  'main',
  'waf',
  'dns',
  'va',
  'sc',
  'log-export',
  'notification',
  'ddos',
  'certificate',
] as const;
export type Backend = (typeof BACKENDS)[number];

export interface OpenApiOperation {
  operationId?: string;
  'x-permission'?: string;
  [key: string]: unknown;
}
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation | unknown>>;
  [key: string]: unknown;
}

export function loadSpec(backend: Backend, dir = generatedDir): OpenApiDocument {
  const file = path.join(dir, `${backend}.openapi.json`);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing; run \`npm run gen\``);
  return withoutEmbeddedIds(JSON.parse(fs.readFileSync(file, 'utf8')) as OpenApiDocument);
}

/**
 * The bundler keeps each schema file's own $id and $schema on the component it became. Inside the OpenAPI
 * document that $id would change the base URI of the component's internal refs (#/components/...), which
 * then no longer resolve, so both are dropped; the document's dialect is JSON Schema 2020-12 anyway.
 */
export function withoutEmbeddedIds<T>(doc: T): T {
  const visit = (node: unknown, depth: number): unknown => {
    if (Array.isArray(node)) return node.map((n) => visit(n, depth + 1));
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) {
      if (depth > 0 && (k === '$id' || k === '$schema') && typeof v === 'string') continue;
      out[k] = visit(v, depth + 1);
    }
    return out;
  };
  return visit(doc, 0) as T;
}

/**
 * A backend's contract with a fragment's paths added (a test fixture's operations: see AppExtension in app.ts).
 * Components the fragment bundled from openapi/common.yaml are the backend's own and must be identical; a
 * path, operationId or component name that means something else in the backend is refused.
 */
export function mergeContract(base: OpenApiDocument, fragment: OpenApiDocument): OpenApiDocument {
  const ids = new Set(listOperations(base).map((o) => o.op.operationId));
  for (const { op } of listOperations(fragment)) {
    if (op.operationId && ids.has(op.operationId))
      throw new Error(`operationId ${op.operationId} already exists in the contract`);
  }
  const paths = { ...base.paths };
  for (const [p, item] of Object.entries(fragment.paths ?? {})) {
    if (p in paths) throw new Error(`path ${p} already exists in the contract`);
    paths[p] = item;
  }
  type Sections = Record<string, Record<string, unknown>>;
  const components: Sections = structuredClone((base.components ?? {}) as Sections);
  for (const [section, entries] of Object.entries((fragment.components ?? {}) as Sections)) {
    const target = (components[section] ??= {});
    for (const [name, value] of Object.entries(entries)) {
      if (name in target && JSON.stringify(target[name]) !== JSON.stringify(value))
        throw new Error(`components.${section}.${name} differs from the contract's own`);
      target[name] = value;
    }
  }
  return { ...base, paths, components };
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** Every operation of a document, with its method and path. */
export function listOperations(
  doc: OpenApiDocument,
): { method: string; path: string; op: OpenApiOperation }[] {
  const out: { method: string; path: string; op: OpenApiOperation }[] = [];
  for (const [p, item] of Object.entries(doc.paths ?? {})) {
    for (const m of HTTP_METHODS) {
      const op = (item as Record<string, unknown>)[m];
      if (op && typeof op === 'object') out.push({ method: m, path: p, op: op as OpenApiOperation });
    }
  }
  return out;
}

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

/** `x-` keywords the console reads from schemas (src/engine/fieldTypes/kinds.ts); Ajv ignores them. */
export const schemaHintKeywords = ['x-kind', 'x-unit', 'x-copyable'];

/** schemas/formats.json: the custom string formats shared with the console's precompiled form validators. */
const sharedFormats = JSON.parse(fs.readFileSync(path.join(repoRoot, 'schemas', 'formats.json'), 'utf8')) as {
  formats: Record<string, string>;
  messages?: Record<string, string>;
};

/** The console's custom string formats, as the regular expressions both validators use. */
export const customFormats: Record<string, RegExp> = Object.fromEntries(
  Object.entries(sharedFormats.formats).map(([name, source]) => [name, new RegExp(source)]),
);

/** The field message of a value refused by a custom format, where the shared file words one. */
export const customFormatMessages: Readonly<Record<string, string>> = sharedFormats.messages ?? {};

function makeAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    // A property a schema does not declare is refused with its path, never dropped in silence: a caller
    // sending one (a role beside a name) must learn that it was not taken.
    removeAdditional: false,
    uriResolver: fastUri,
    // Glue gives recursive schemas one shared $id; compiling them must not register it.
    addUsedSchema: false,
    allErrors: !coerce,
    strict: true,
    strictTypes: false,
    keywords: ['x-permission', ...schemaHintKeywords],
  });
  addFormats(ajv);
  for (const [name, pattern] of Object.entries(customFormats)) ajv.addFormat(name, pattern);
  return ajv;
}

/** Ajv's validate function as fastify calls it: data, optionally the parent to let Ajv replace a root value. */
type CompiledValidator = ((data: unknown, context?: object) => boolean) & { errors?: unknown };

/**
 * A validator that compiles its schema on its first call. Every operation of every contract is registered at
 * start, and compiling them all took most of the server's start time; most are never called in a session.
 * `schemaEnv` tells fastify to pass the parent (as it does for Ajv's own functions), `errors` mirrors Ajv's.
 */
function compileOnFirstUse(compile: () => CompiledValidator) {
  let compiled: CompiledValidator | undefined;
  const ensure = () => (compiled ??= compile());
  const validate = Object.assign(
    (data: unknown, context?: object) => {
      const fn = ensure();
      const ok = fn(data, context);
      validate.errors = fn.errors;
      return ok;
    },
    { errors: null as unknown, schemaEnv: true, ensure },
  );
  return validate;
}

/** Fastify's validator compiler, plus a way to compile every schema it was given (tests prove they all compile). */
export interface LazyValidatorCompiler {
  compiler: FastifySchemaCompiler<unknown>;
  /** Compiles every validator not compiled yet; throws on the first schema Ajv refuses. Returns the count. */
  compileAll(): number;
}

/**
 * Validator compiler for fastify: JSON bodies are validated as sent (no type coercion, all errors reported),
 * query strings, path parameters and headers are strings on the wire and are coerced. Each compiles on first use.
 */
export function createValidatorCompiler(): LazyValidatorCompiler {
  const bodyAjv = makeAjv(false);
  const paramAjv = makeAjv(true);
  const all: { ensure: () => unknown }[] = [];
  const compiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodyAjv : paramAjv;
    const target = httpPart === 'headers' ? lowerCaseHeaders(schema as HeaderSchema) : schema;
    const validate = compileOnFirstUse(() => ajv.compile(target as object) as CompiledValidator);
    all.push(validate);
    return validate as unknown as ReturnType<FastifySchemaCompiler<unknown>>;
  };
  return {
    compiler,
    compileAll: () => {
      for (const v of all) v.ensure();
      return all.length;
    },
  };
}

type HeaderSchema = { properties?: Record<string, unknown>; required?: string[]; [k: string]: unknown };

/** Node lowercases header names; with a custom compiler fastify leaves that to us. */
function lowerCaseHeaders(schema: HeaderSchema): HeaderSchema {
  const out: HeaderSchema = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([k, v]) => [k.toLowerCase(), v]),
    );
  }
  if (schema.required) out.required = schema.required.map((k) => k.toLowerCase());
  return out;
}

/** The installed version of a package (found from its entry point: most do not export package.json). */
export function installedVersion(name: string): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve(name));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === name && pkg.version) return pkg.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${name}: package.json not found`);
    dir = parent;
  }
}

/** One route as fastify-openapi-glue registers it for a contract operation. */
interface ContractRoute {
  method: string;
  /** The operation's path as fastify writes it (`{id}` → `:id`), without the mount prefix. */
  url: string;
  schema: FastifySchema;
  config?: unknown;
  operationId?: string;
}
interface ContractRoutes {
  routes: ContractRoute[];
  contentTypes: string[];
}

export const defaultRoutesCacheDir = path.join(
  repoRoot,
  'node_modules',
  '.cache',
  'console-server',
  'routes',
);
const KEEP_ROUTE_FILES = 60;

/**
 * Registers a contract's operations as routes on `scope`, each with the handler `resolve` gives its operationId.
 *
 * fastify-openapi-glue turns a contract into routes: it checks the contract (OpenAPI meta-schema and every
 * $ref), resolves the refs and builds each route's schemas. That was most of the server's start time, for
 * contracts that only change when `npm run gen` rewrites them. So glue's routes (method, path, schema) are
 * kept as JSON under node_modules/.cache, named by a hash of the contract's content and of glue's version; the
 * same contract registers the same routes from that file, without glue. A changed contract (or glue) misses,
 * goes through glue with every check again and is written anew; a contract glue refuses writes nothing.
 */
export async function registerContractRoutes(
  scope: FastifyInstance,
  spec: OpenApiDocument,
  resolve: (operationId: string | undefined) => RouteHandlerMethod,
  cacheDir: string = defaultRoutesCacheDir,
): Promise<{ cached: boolean }> {
  const key = createHash('sha256')
    .update(`fastify-openapi-glue ${installedVersion('fastify-openapi-glue')}\n`)
    .update(`${routeSchemaRevision}\n`)
    .update(JSON.stringify(spec))
    .digest('hex');
  const file = path.join(cacheDir, `${key}.json`);
  let known: ContractRoutes | undefined;
  try {
    known = JSON.parse(fs.readFileSync(file, 'utf8')) as ContractRoutes;
  } catch {
    known = undefined;
  }
  if (known) {
    const routes = known.routes;
    for (const type of known.contentTypes) {
      if (!scope.hasContentTypeParser(type)) scope.log.warn(`ContentTypeParser for '${type}' not found`);
    }
    // Glue registers its routes in a plugin of their own; so do we.
    await scope.register(async (child) => {
      for (const r of routes) {
        child.route({
          method: r.method,
          url: r.url,
          schema: r.schema,
          ...(r.config !== undefined ? { config: r.config as Record<string, unknown> } : {}),
          handler: resolve(r.operationId),
        });
      }
    });
    return { cached: true };
  }

  // Through glue, recording each route of a contract operation as glue hands it to fastify (the HEAD routes
  // fastify adds for GETs are its own and are left out).
  const operations = new Map(
    listOperations(spec).map(({ method, path: p, op }) => [
      `${method.toUpperCase()} ${p.replace(/{(\w+)}/g, ':$1')}`,
      op.operationId,
    ]),
  );
  const pathHeaders = pathLevelHeaders(spec);
  const recorded: ContractRoute[] = [];
  scope.addHook('onRoute', (route) => {
    const method = [route.method].flat().join(',');
    const url = route.routePath;
    if (!operations.has(`${method} ${url}`)) return;
    mergePathHeaders(route, pathHeaders.get(url) ?? []);
    closeQuery(route);
    recorded.push({
      method,
      url,
      schema: JSON.parse(JSON.stringify(route.schema ?? {})) as FastifySchema,
      ...(route.config !== undefined ? { config: JSON.parse(JSON.stringify(route.config)) as unknown } : {}),
      ...(operations.get(`${method} ${url}`) ? { operationId: operations.get(`${method} ${url}`) } : {}),
    });
  });
  await scope.register(openapiGlue, {
    specification: spec,
    operationResolver: (operationId: string) => resolve(operationId),
  });
  if (recorded.length === operations.size) {
    // The content types glue checks for parsers: every request and response body's.
    const contentTypes = new Set<string>();
    for (const { schema } of recorded) {
      const { body, response } = schema as { body?: unknown; response?: Record<string, unknown> };
      for (const part of [body, ...Object.values(response ?? {})]) {
        const content = (part as { content?: Record<string, unknown> } | undefined)?.content;
        for (const type of Object.keys(content ?? {})) contentTypes.add(type);
      }
    }
    writeRoutesCache(cacheDir, file, { routes: recorded, contentTypes: [...contentTypes] });
  }
  return { cached: false };
}

/** Bumped when what this module adds to glue's route schemas changes, so cached routes are rebuilt. */
const routeSchemaRevision = 'path-level headers merged, query closed: 2';

interface HeaderParameter {
  name: string;
  required: boolean;
  schema: Record<string, unknown>;
}

/** The header parameters each path declares for all its operations (e.g. the scope headers), by fastify url. */
function pathLevelHeaders(spec: OpenApiDocument): Map<string, HeaderParameter[]> {
  const components =
    (spec.components as { parameters?: Record<string, unknown> } | undefined)?.parameters ?? {};
  const resolve = (p: unknown) => {
    const ref = (p as { $ref?: string }).$ref;
    return (ref ? components[ref.replace('#/components/parameters/', '')] : p) as
      { name?: string; in?: string; required?: boolean; schema?: Record<string, unknown> } | undefined;
  };
  const out = new Map<string, HeaderParameter[]>();
  for (const [p, item] of Object.entries(spec.paths ?? {})) {
    const declared = ((item as { parameters?: unknown[] }).parameters ?? []).map(resolve);
    const headers = declared
      .filter((d) => d?.in === 'header' && d.name && d.schema)
      .map((d) => ({ name: d!.name!.toLowerCase(), required: d!.required === true, schema: d!.schema! }));
    if (headers.length) out.set(p.replace(/{(\w+)}/g, ':$1'), headers);
  }
  return out;
}

/**
 * A query parameter the operation does not declare is refused with a 400 naming it, as an undeclared body
 * property is: a caller adding `?role=…` or misspelling a filter must learn that it was not taken. An operation
 * without query parameters gets an empty, closed query schema, so it refuses every one.
 */
function closeQuery(route: { schema?: FastifySchema }): void {
  const schema = (route.schema ??= {}) as { querystring?: Record<string, unknown> };
  const current = schema.querystring ?? { type: 'object', properties: {} };
  schema.querystring = { ...current, additionalProperties: false };
}

/**
 * Glue drops a path's header parameters from an operation that declares header parameters of its own (the scope
 * headers next to Idempotency-Key or If-Match), so a write took a blank or malformed scope header as absent.
 * The route's header schema gets them back, as a read's has them.
 */
function mergePathHeaders(route: { schema?: FastifySchema }, headers: HeaderParameter[]): void {
  if (!headers.length) return;
  const schema = (route.schema ??= {}) as { headers?: Record<string, unknown> };
  const current = (schema.headers ?? { type: 'object', properties: {} }) as {
    type?: string;
    properties?: Record<string, unknown>;
    required?: string[];
  };
  const properties = { ...(current.properties ?? {}) };
  const required = new Set(current.required ?? []);
  for (const header of headers) {
    if (properties[header.name] === undefined) properties[header.name] = header.schema;
    if (header.required) required.add(header.name);
  }
  schema.headers = {
    ...current,
    type: 'object',
    properties,
    ...(required.size ? { required: [...required] } : {}),
  };
}

function writeRoutesCache(dir: string, file: string, routes: ContractRoutes): void {
  try {
    fs.mkdirSync(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(routes));
    fs.renameSync(tmp, file);
    const files = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => ({ f, t: fs.statSync(path.join(dir, f)).mtimeMs }))
      .sort((a, b) => b.t - a.t);
    for (const { f } of files.slice(KEEP_ROUTE_FILES)) fs.rmSync(path.join(dir, f), { force: true });
  } catch {
    // A read-only or racing cache only costs glue's work on the next start.
  }
}
