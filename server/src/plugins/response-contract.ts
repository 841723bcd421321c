// Response contract check: every answer of a contract operation is checked against that operation's
// contract: the status must be documented, the content type one the response declares, and a JSON body must
// match the response's schema (Ajv 2020, the contracts' dialect). Test runs only: buildApp loads this module
// when `responseContractDir` or RESPONSE_CONTRACT_CHECK names a directory, so the product server never pays for
// it. Each violation is appended, as one JSON line, to <dir>/violations-<pid>.jsonl; the test runs read that
// directory with tests/contract/response-violations.mjs and fail on any line.
//
// In scope: every route the bundled contracts (server/generated/*.openapi.json) generate, notServed ones
// included, plus the operations a test adds through buildApp's `extensions` (the fixture resource of
// tests/fixtures/ on the e2e server). Out of scope, because no contract describes them: the built console's
// static files and client routes, /config.json, /healthz, fastify's 404 for an unknown path, the HEAD
// answers fastify adds to GET routes, and the demo IdP (its own http server, server/src/idp/demo-provider.ts).
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppExtension } from '../app.js';
import { BACKENDS, customFormats, listOperations, loadSpec, mergeContract } from '../openapi.js';
import type { Backend, OpenApiDocument } from '../openapi.js';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

type Json = Record<string, unknown>;
const escape = (s: string) => s.replaceAll('~', '~0').replaceAll('/', '~1');
const unescape = (s: string) => s.replaceAll('~1', '/').replaceAll('~0', '~');

/** One answer, as the check sees it. */
export interface Answer {
  backend: string;
  method: string;
  /** The contract's path template, e.g. /cdn/sites/{id}. */
  template: string;
  status: number;
  /** The parsed JSON body, or the raw text when it is not JSON; undefined when empty. */
  body: unknown;
  /** The answer's Content-Type without parameters; undefined to skip the content-type check. */
  contentType?: string | undefined;
  /** The body was not valid JSON (only meaningful with a JSON content type). */
  unparsable?: boolean;
  /** The request named a project or resource group (X-Project-Id, X-Resource-Group-Id, ?projectId=). */
  namedScope?: boolean;
}

/**
 * Answers any operation may give whether or not its contract lists them, all in the error envelope of
 * openapi/common.yaml (`Error`): 413 for a body over the limit, 415 for a body in a content type the operation
 * does not declare, 404 when the request names a project or resource group that is not the caller's (as if it
 * did not exist, SPEC's tenancy rule) and 404 `not_served` for an operation the server does not serve (app.ts).
 */
export function frameworkAnswer(answer: Answer): boolean {
  if (answer.status === 413 || answer.status === 415) return true;
  if (answer.status !== 404) return false;
  const code = (answer.body as { code?: unknown } | undefined)?.code;
  return answer.namedScope === true || code === 'not_served';
}

/**
 * Validates answers against bundled contracts. One implementation for every check: the hook below, the
 * contract walk (tests/contract/responses.test.ts) and the fuzzer (server/src/test/fuzz.test.ts).
 */
export class ContractValidator {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  private readonly specs = new Map<string, Json>();
  private readonly cache = new Map<string, ValidateFunction>();
  private readonly templates = new Map<string, string | undefined>();

  constructor(specs: Partial<Record<string, OpenApiDocument>>) {
    addFormats(this.ajv);
    // The shared custom formats: an answer holds what the request validator let in, and no more.
    for (const [name, pattern] of Object.entries(customFormats)) this.ajv.addFormat(name, pattern);
    for (const [backend, spec] of Object.entries(specs)) {
      if (!spec) continue;
      this.specs.set(backend, spec as Json);
      this.ajv.addSchema(spec, `${backend}.json`);
    }
  }

  /** The bundled contracts of these backends (server/generated/), as the server loads them. */
  static forBackends(backends: readonly string[], generatedDir?: string): ContractValidator {
    return new ContractValidator(
      Object.fromEntries(backends.map((b) => [b, loadSpec(b as Backend, generatedDir)])),
    );
  }

  /** The path template of an operation, by its operationId and method. */
  templateOf(backend: string, operationId: string, method: string): string | undefined {
    const key = `${backend} ${method.toLowerCase()} ${operationId}`;
    if (!this.templates.has(key)) {
      const spec = this.specs.get(backend) as OpenApiDocument | undefined;
      const found = spec
        ? listOperations(spec).find(
            (o) => o.op.operationId === operationId && o.method === method.toLowerCase(),
          )
        : undefined;
      this.templates.set(key, found?.path);
    }
    return this.templates.get(key);
  }

  /** The spec's operation for a concrete URL like /api/main/cdn/sites/123?x=1. */
  private findTemplate(backend: string, method: string, url: string): string | null {
    const spec = this.specs.get(backend);
    if (!spec) return null;
    const pathname = new URL(url, 'http://x').pathname.replace(`/api/${backend}`, '') || '/';
    // As the router does, a literal segment wins over a parameter (…/firewall_rules/priority is not
    // …/firewall_rules/{ruleId}): of the matching templates, the one with the fewest parameters.
    let best: string | null = null;
    const params = (t: string) => (t.match(/\{/g) ?? []).length;
    for (const [template, item] of Object.entries(spec.paths as Json)) {
      const re = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      if (!re.test(pathname) || !(item as Json)[method.toLowerCase()]) continue;
      if (best === null || params(template) < params(best)) best = template;
    }
    return best;
  }

  /** Problems of an answer to a concrete URL (status and body only); an empty list keeps the contract. */
  check(backend: string, method: string, url: string, status: number, body: unknown): string[] {
    const template = this.findTemplate(backend, method, url);
    if (!template) return [`${method} ${url}: no such operation in ${backend}`];
    return this.checkAnswer({ backend, method, template, status, body });
  }

  private resolve(spec: Json, pointer: string): Json {
    return pointer
      .slice(2)
      .split('/')
      .reduce<Json>((node, key) => node[unescape(key)] as Json, spec);
  }

  private validator(ref: string): ValidateFunction {
    let validate = this.cache.get(ref);
    if (!validate) {
      validate = this.ajv.compile({ $ref: ref });
      this.cache.set(ref, validate);
    }
    return validate;
  }

  /** Problems of one answer to a known operation; an empty list keeps the contract. */
  checkAnswer(answer: Answer): string[] {
    const { backend, method, template, status, body } = answer;
    const spec = this.specs.get(backend);
    const m = method.toLowerCase();
    const op = (spec?.paths as Json | undefined)?.[template] as Json | undefined;
    const operation = op?.[m] as Json | undefined;
    const where = `${method.toUpperCase()} ${template} ${status}`;
    if (!spec || !operation) return [`${method} ${template}: no such operation in ${backend}`];
    const responses = operation.responses as Json;

    let pointer: string;
    let response: Json;
    if (responses[String(status)]) {
      pointer = `#/paths/${escape(template)}/${m}/responses/${status}`;
      response = responses[String(status)] as Json;
      while (typeof response.$ref === 'string') {
        pointer = response.$ref;
        response = this.resolve(spec, pointer);
      }
    } else if (frameworkAnswer(answer) && (spec.components as Json | undefined)?.schemas) {
      pointer = '';
      response = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
    } else {
      return [`${where}: status ${status} is not documented`];
    }

    const problems: string[] = [];
    const content = (response.content ?? {}) as Json;
    const types = Object.keys(content);
    if (answer.contentType !== undefined && !types.some((t) => sameType(t, answer.contentType!))) {
      problems.push(
        types.length
          ? `${where}: content type ${answer.contentType || '(none)'} is not one of ${types.join(', ')}`
          : `${where}: the response declares no body, got ${answer.contentType || 'one'}`,
      );
    }
    if (!content['application/json']) return problems;
    if (answer.contentType !== undefined && !sameType('application/json', answer.contentType))
      return problems;
    if (answer.unparsable) return [...problems, `${where}: the body is not JSON`];
    if (body === undefined) return [...problems, `${where}: no body, the contract wants JSON`];
    const ref = pointer
      ? `${backend}.json${pointer}/content/application~1json/schema`
      : `${backend}.json#/components/schemas/Error`;
    const validate = this.validator(ref);
    if (!validate(body)) {
      for (const e of validate.errors ?? [])
        problems.push(`${where}: ${e.instancePath || '(body)'} ${e.message ?? 'is invalid'}`);
    }
    const envelope = body as { status_code?: unknown };
    if (status >= 400 && envelope && typeof envelope === 'object' && 'status_code' in envelope) {
      if (envelope.status_code !== status)
        problems.push(`${where}: status_code ${String(envelope.status_code)} differs from the status`);
    }
    return problems;
  }
}

function sameType(declared: string, actual: string): boolean {
  const a = actual.toLowerCase();
  const d = declared.toLowerCase();
  if (d === '*/*') return true;
  if (d.endsWith('/*')) return a.startsWith(d.slice(0, -1));
  return a === d;
}

/** One recorded violation: a line of <dir>/violations-<pid>.jsonl. */
export interface ContractViolation {
  time: string;
  pid: number;
  backend: string;
  operation: string;
  method: string;
  /** The request's path and query (query values are kept: test data only). */
  url: string;
  status: number;
  contentType: string | null;
  errors: string[];
  /** The first 500 characters of the body. */
  body: string;
}

export interface ResponseContractOptions {
  /** Where violations are recorded (created when missing). */
  dir: string;
  /** The contracts' directory buildApp was given (default server/generated). */
  generatedDir?: string | undefined;
  /** The operations a test added: their fragments join their backend's contract, as in buildApp. */
  extensions?: readonly AppExtension[];
}

// Contracts compiled once per process for every app built over the same contracts (tests build many apps).
const validators = new Map<string, ContractValidator>();

function validatorFor(backend: Backend, options: ResponseContractOptions): ContractValidator {
  const own = (options.extensions ?? []).filter((e) => e.backend === backend);
  const key = createHash('sha1')
    .update(`${options.generatedDir ?? ''}\0${backend}\0`)
    .update(JSON.stringify(own.map((e) => e.contract)))
    .digest('hex');
  let validator = validators.get(key);
  if (!validator) {
    const spec = own.reduce(
      (doc, e) => mergeContract(doc, e.contract),
      loadSpec(backend, options.generatedDir),
    );
    validator = new ContractValidator({ [backend]: spec });
    validators.set(key, validator);
  }
  return validator;
}

/** The path of this process's violation file in `dir`. */
export function violationFile(dir: string, pid = process.pid): string {
  return path.join(dir, `violations-${pid}.jsonl`);
}

/**
 * How many answers this process checked, per directory, kept in <dir>/checked-<pid>.json (written at most once a
 * second, when an app closes and when the process exits), so a run can tell "none found" from "never checked"
 * and print the count.
 */
const tallies = new Map<string, { answers: number; written: number }>();

function writeTally(dir: string): void {
  const tally = tallies.get(dir);
  if (!tally) return;
  tally.written = Date.now();
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, `checked-${process.pid}.json`),
      JSON.stringify({ pid: process.pid, argv: process.argv.slice(1, 3), answers: tally.answers }) + '\n',
    );
  } catch {
    // The directory went away (a test removed its own): nothing to tell.
  }
}

function countChecked(dir: string): void {
  let tally = tallies.get(dir);
  if (!tally) {
    tally = { answers: 0, written: 0 };
    tallies.set(dir, tally);
    if (tallies.size === 1) process.once('exit', () => [...tallies.keys()].forEach(writeTally));
  }
  tally.answers++;
  if (Date.now() - tally.written >= 1000) writeTally(dir);
}

function payloadText(payload: unknown): string | undefined {
  if (payload === null || payload === undefined) return '';
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return undefined; // a stream: its bytes are not ours to read
}

function namesScope(request: FastifyRequest): boolean {
  const query = (request.query ?? {}) as Record<string, unknown>;
  return (
    request.headers['x-project-id'] !== undefined ||
    request.headers['x-resource-group-id'] !== undefined ||
    query.projectId !== undefined
  );
}

const mountOf = (url: string): Backend | undefined =>
  BACKENDS.find((b) => url === `/api/${b}` || url.startsWith(`/api/${b}/`));

/** Checks one answer; the violation it records, if any. */
export function checkReply(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  options: ResponseContractOptions,
): ContractViolation | undefined {
  const routeUrl = request.routeOptions.url;
  const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
  if (!routeUrl || !operationId) return undefined;
  const backend = mountOf(routeUrl);
  if (!backend) return undefined;
  const validator = validatorFor(backend, options);
  const template = validator.templateOf(backend, operationId, request.method);
  if (!template && request.method === 'HEAD') return undefined; // fastify's HEAD for a GET route
  countChecked(options.dir);

  const rawType = reply.getHeader('content-type');
  const contentType = rawType === undefined ? '' : String(rawType).split(';')[0]!.trim().toLowerCase();
  const text = payloadText(payload);
  let body: unknown;
  let unparsable = false;
  if (text === undefined) body = '(stream)';
  else if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
      unparsable = true;
    }
  }
  const errors = template
    ? validator.checkAnswer({
        backend,
        method: request.method,
        template,
        status: reply.statusCode,
        body,
        contentType,
        unparsable: unparsable && contentType.includes('json'),
        namedScope: namesScope(request),
      })
    : [`${request.method} ${routeUrl}: operation ${operationId} is not in the ${backend} contract`];
  if (!errors.length) return undefined;
  const violation: ContractViolation = {
    time: new Date().toISOString(),
    pid: process.pid,
    backend,
    operation: operationId,
    method: request.method,
    url: request.url.slice(0, 300),
    status: reply.statusCode,
    contentType: contentType || null,
    errors: errors.slice(0, 20),
    body: (text ?? '(stream)').slice(0, 500),
  };
  fs.appendFileSync(violationFile(options.dir), JSON.stringify(violation) + '\n');
  return violation;
}

/**
 * Installs the check as the last onSend hook of the app (so it sees the answer the other hooks leave), on
 * every route. Call it at the end of buildApp.
 */
export function installResponseContract(app: FastifyInstance, options: ResponseContractOptions): void {
  fs.mkdirSync(options.dir, { recursive: true });
  app.addHook('onClose', async () => writeTally(options.dir));
  app.addHook('onSend', async (request, reply, payload) => {
    try {
      checkReply(request, reply, payload, options);
    } catch (err) {
      // A check that breaks is a violation too, never a broken answer.
      fs.appendFileSync(
        violationFile(options.dir),
        JSON.stringify({
          time: new Date().toISOString(),
          pid: process.pid,
          backend: '',
          operation: '',
          method: request.method,
          url: request.url.slice(0, 300),
          status: reply.statusCode,
          contentType: null,
          errors: [`the contract check failed: ${err instanceof Error ? err.message : String(err)}`],
          body: '',
        } satisfies ContractViolation) + '\n',
      );
    }
    return payload;
  });
}
