// Fuzzing every served operation from its contract (fast-check, fixed seed printed): valid and invalid
// bodies, bodies with a property their operation does not declare (refused by name), path, query and header
// values, wrong content types, broken and deeply nested JSON, weak ETags in If-Match and forged forwarding
// headers (X-Forwarded-*, Forwarded, X-Real-IP). Never a 5xx; an invalid request gets a 4xx with the error
// envelope; every answer keeps the contract (documented status, body matching its schema) and carries the
// security headers; a refused request changes no table (a trigger-based write counter); a weak ETag never
// satisfies If-Match. Static pages, 404s, malformed URLs and early refusals are checked for the security
// headers too.
import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContractValidator } from '../plugins/response-contract.js';
import { HANDLERS } from '../app.js';
import { SECURITY_HEADERS } from '../plugins/security-headers.js';
import { invalidArb, validArb } from './support/arbitraries.js';
import { pathParams, servedOperations, urlOf } from './support/contract.js';
import type { Parameter, ServedOperation } from './support/contract.js';
import { ObjectFinder } from './support/objects.js';
import type { Binding } from './support/objects.js';
import { SchemaCheck } from './support/schema-check.js';
import { installWriteCounter } from './support/write-counter.js';
import { multipartOf } from './support/multipart.js';
import { createWorld } from './support/world.js';
import { seedOf } from './support/seeds.js';
import type { World } from './support/world.js';

const SEED = Number(process.env.FUZZ_SEED ?? 5_2026_1122);
/** Generated requests per operation; the whole run stays well under two minutes on two cores. */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 40);

type Kind =
  | 'valid'
  | 'invalid-body'
  | 'undeclared-property'
  | 'undeclared-query'
  | 'invalid-param'
  | 'scope-header'
  | 'content-type'
  | 'broken-json'
  | 'deep-nesting'
  | 'weak-etag'
  | 'forged-forwarding';
interface Case {
  kind: Kind;
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: unknown;
  /** Where an undeclared property was put: a JSON pointer under /body, or /query/<name>. */
  undeclared?: string;
  raw?: { payload: string; contentType: string };
  /**
   * Answers the server's framework gives every operation, whether or not its contract lists them: 415 for a
   * body in an undeclared content type, 404 for a scope (X-Project-Id, X-Resource-Group-Id) that does not
   * exist. They must still be the error envelope.
   */
  frameworkStatus?: number;
  /** weak-etag: If-Match is set, just before sending, to the weak form of the object's current ETag. */
  weakEtag?: true;
}

const SCOPE_PARAMS = new Set(['x-project-id', 'x-resource-group-id', 'projectid']);
const isScope = (p: Parameter) => SCOPE_PARAMS.has(p.name.toLowerCase());
const hasIfMatch = (op: ServedOperation) =>
  op.parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === 'if-match');

/** JSON nested past the server's limit: bare, or as the value of a member of an otherwise plausible body. */
const deepJsonArb = fc
  .tuple(fc.constantFrom(65, 3000, 20_000), fc.constantFrom('[', '{"a":'), fc.constantFrom('bare', 'member'))
  .map(([depth, open, where]) => {
    const close = open === '[' ? ']' : '}';
    const deep = `${open.repeat(depth)}1${close.repeat(depth)}`;
    return where === 'bare' ? deep : `{"name":"deep","value":${deep}}`;
  });

/** Forwarding headers a client writes itself, claiming loopback, another host or https. */
const forgedForwardingArb = fc.record(
  {
    'x-forwarded-for': fc.oneof(
      fc.constantFrom('127.0.0.1', '::1', '127.0.0.1, 10.0.0.1', 'not-an-address', ''),
      fc.ipV4().map((ip) => `127.0.0.1, ${ip}`),
    ),
    'x-forwarded-host': fc.constantFrom('evil.example', 'localhost', '127.0.0.1:8080'),
    'x-forwarded-proto': fc.constantFrom('https', 'http', 'gopher'),
    forwarded: fc.constantFrom('for=127.0.0.1;host=evil.example;proto=https', 'for="[::1]"', 'garbage'),
    'x-real-ip': fc.constantFrom('127.0.0.1', '::1'),
  },
  { requiredKeys: ['x-forwarded-for'] },
);

// The world is made while the file is collected, so that each served operation is a test of its own: its own
// hang guard and its own report, and a file that grows with the contract instead of one test running out of time.
const world: World = await createWorld();
const ops = servedOperations(world.ctx.app);
let finder: ObjectFinder;
let counter: Awaited<ReturnType<typeof installWriteCounter>>;
const check = new SchemaCheck();
// Every backend with handlers: its answers are checked against its own contract.
const contract = ContractValidator.forBackends(Object.keys(HANDLERS));

beforeAll(async () => {
  counter = await installWriteCounter(world.ctx.db);
  finder = new ObjectFinder({
    app: world.ctx.app,
    db: world.ctx.db,
    tenantId: world.tenantA.id,
    ops,
    check,
    protectedIds: new Set([...world.callerUserIds, world.tenantA.projectId, world.tenantA.resourceGroupId]),
    positiveHeaders: (op) =>
      (op.permission.startsWith('admin:') ? world.callers.operator : world.callers.adminA).headers,
    seed: SEED,
  });
  await finder.harvest();
}, 120_000);
afterAll(() => world.close());

const wire = (v: unknown): string | undefined =>
  v === undefined || v === null || typeof v === 'object' ? undefined : String(v);

/** Valid wire values of the parameters in one place, optional ones sometimes left out. */
function paramsArb(params: Parameter[]): fc.Arbitrary<Record<string, string>> {
  const model = Object.fromEntries(params.map((p) => [p.name, validArb(p.schema).map(wire)]));
  return fc
    .record(model, { requiredKeys: params.filter((p) => p.required).map((p) => p.name) })
    .map((r) =>
      Object.fromEntries(Object.entries(r).filter((e): e is [string, string] => e[1] !== undefined)),
    );
}

function caseArb(op: ServedOperation, binding: Binding): fc.Arbitrary<Case> {
  const path = pathParams(op);
  // Scope parameters are varied only by the scope-header cases: a random one names no project (404).
  const query = op.parameters.filter((p) => p.in === 'query' && !isScope(p));
  const headers = op.parameters.filter((p) => p.in === 'header' && !isScope(p));
  const realPath = fc.constant(binding);
  const pathArb = path.length
    ? fc.oneof({ arbitrary: realPath, weight: 3 }, { arbitrary: paramsArb(path), weight: 1 })
    : realPath;
  const base = fc.record({ path: pathArb, query: paramsArb(query), headers: paramsArb(headers) });
  const bodyArb = op.body
    ? fc
        .oneof(validArb(op.body.schema), validArb(op.body.schema, { minimal: true }))
        .map((b) => finder.informed(b))
    : fc.constant(undefined);
  const kinds: fc.WeightedArbitrary<Case>[] = [
    {
      weight: 4,
      arbitrary: fc.tuple(base, bodyArb).map(([b, body]) => ({ kind: 'valid' as const, ...b, body })),
    },
  ];
  if (op.body) {
    kinds.push({
      weight: 3,
      arbitrary: fc
        .tuple(base, invalidArb(op.body.schema))
        .map(([b, body]) => ({ kind: 'invalid-body' as const, ...b, body })),
    });
    kinds.push({
      weight: 2,
      arbitrary: fc
        .tuple(base, bodyArb, fc.nat(), fc.constantFrom(...UNDECLARED_KEYS))
        .map(([b, body, at, key]) => {
          const placed = withUndeclared(body, at, key);
          return { kind: 'undeclared-property' as const, ...b, body: placed.body, undeclared: placed.path };
        }),
    });
    kinds.push({
      weight: 1,
      arbitrary: fc
        .tuple(base, fc.constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded'))
        .map(([b, contentType]) => ({
          kind: 'content-type' as const,
          ...b,
          raw: { payload: 'name=x', contentType },
          frameworkStatus: 415,
        })),
    });
    kinds.push({
      weight: 1,
      arbitrary: fc
        .tuple(base, fc.constantFrom('{', '{"a":', '[1,', 'nul', '{"a":1}}'))
        .map(([b, payload]) => ({
          kind: 'broken-json' as const,
          ...b,
          raw: { payload, contentType: 'application/json' },
        })),
    });
    if (op.body.contentType === 'application/json') {
      kinds.push({
        weight: 1,
        arbitrary: fc.tuple(base, deepJsonArb).map(([b, payload]) => ({
          kind: 'deep-nesting' as const,
          ...b,
          raw: { payload, contentType: 'application/json' },
        })),
      });
    }
  }
  // A query parameter the operation does not declare, beside the declared ones: refused by name.
  const queryNames = new Set(query.map((p) => p.name));
  const undeclaredQuery = UNDECLARED_KEYS.filter((k) => !queryNames.has(k));
  kinds.push({
    weight: 1,
    arbitrary: fc.tuple(base, bodyArb, fc.constantFrom(...undeclaredQuery)).map(([b, body, key]) => ({
      kind: 'undeclared-query' as const,
      ...b,
      query: { ...b.query, [key]: '1' },
      body,
      undeclared: `/query/${key}`,
    })),
  });
  if (hasIfMatch(op)) {
    kinds.push({
      weight: 1,
      arbitrary: fc
        .tuple(base, bodyArb)
        .map(([b, body]) => ({ kind: 'weak-etag' as const, ...b, path: {}, body, weakEtag: true as const })),
    });
  }
  kinds.push({
    weight: 1,
    arbitrary: fc.tuple(base, bodyArb, forgedForwardingArb).map(([b, body, forged]) => ({
      kind: 'forged-forwarding' as const,
      ...b,
      body,
      headers: { ...b.headers, ...forged },
    })),
  });
  const withSchema = [...path, ...query, ...headers];
  if (withSchema.length) {
    kinds.push({
      weight: 2,
      arbitrary: fc.tuple(base, bodyArb, fc.constantFrom(...withSchema)).chain(([b, body, p]) =>
        invalidArb(p.schema).map((bad) => {
          const value = wire(bad) ?? JSON.stringify(bad);
          const next = {
            kind: 'invalid-param' as const,
            ...b,
            body,
            path: { ...b.path },
            query: { ...b.query },
            headers: { ...b.headers },
          };
          if (p.in === 'path') next.path[p.name] = value;
          else if (p.in === 'query') next.query[p.name] = value;
          else next.headers[p.name.toLowerCase()] = value;
          return next;
        }),
      ),
    });
  }
  if (op.permission !== 'public') {
    kinds.push({
      weight: 1,
      arbitrary: fc
        .tuple(
          base,
          bodyArb,
          fc.constantFrom('x-project-id', 'x-resource-group-id'),
          // Blank included: every route's header schema holds the path's scope headers (server/src/openapi.ts).
          fc.oneof(fc.uuid(), fc.constant(''), fc.string({ maxLength: 60 })),
        )
        .map(([b, body, name, value]) => ({
          kind: 'scope-header' as const,
          ...b,
          body,
          headers: { ...b.headers, [name]: value },
          frameworkStatus: 404,
        })),
    });
  }
  return fc.oneof(...kinds);
}

/** Properties a caller might slip into a body hoping it is taken (mass assignment). */
const UNDECLARED_KEYS = ['role', 'is_admin', 'tenant_id', 'owner_id', 'verified', 'x_undeclared'] as const;

/**
 * The body with `key` added to one of its objects (the top one or a nested one, chosen by `at`), unless that
 * object has the key already; the path of the added property under /body, or undefined when none was added.
 */
function withUndeclared(body: unknown, at: number, key: string): { body: unknown; path?: string } {
  const objects: { node: Record<string, unknown>; path: string }[] = [];
  const collect = (node: unknown, path: string) => {
    if (Array.isArray(node)) node.forEach((v, i) => collect(v, `${path}/${i}`));
    else if (node && typeof node === 'object') {
      objects.push({ node: node as Record<string, unknown>, path });
      for (const [k, v] of Object.entries(node)) collect(v, `${path}/${k}`);
    }
  };
  const copy = structuredClone(body ?? {});
  collect(copy, '/body');
  const target = objects[at % Math.max(1, objects.length)];
  if (!target || key in target.node) return { body: copy };
  target.node[key] = true;
  return { body: copy, path: `${target.path}/${key}` };
}

function wellFormed(p: Parameter): string {
  const fresh = randomUUID();
  if (check.paramsAreValid([{ ...p, required: true }], { [p.name]: fresh })) return fresh;
  const sampled = fc.sample(validArb(p.schema).map(wire), { numRuns: 10, seed: SEED });
  return sampled.find((v) => v && check.paramsAreValid([{ ...p, required: true }], { [p.name]: v })) ?? fresh;
}

/** Whether the case is invalid by the contract (what the server must refuse with a 4xx). */
function isInvalid(op: ServedOperation, c: Case): boolean {
  if (c.raw || c.undeclared?.startsWith('/query/')) return true;
  if (op.body) {
    if (c.body === undefined ? op.body.required : !check.bodyIsValid(op.body.schema, c.body)) return true;
  }
  const values: Record<string, string | undefined> = {};
  for (const p of op.parameters) {
    const v =
      p.in === 'path' ? c.path[p.name] : p.in === 'query' ? c.query[p.name] : c.headers[p.name.toLowerCase()];
    values[p.name] = v;
  }
  const params = op.parameters.filter((p) => p.in !== 'cookie');
  return !check.paramsAreValid(params, values);
}

function envelopeProblem(res: LightMyRequestResponse): string | undefined {
  try {
    const b = res.json() as { message?: unknown; status_code?: unknown; request_id?: unknown };
    if (typeof b.message !== 'string' || b.status_code !== res.statusCode || typeof b.request_id !== 'string')
      return 'no error envelope';
    if (res.headers['x-request-id'] !== b.request_id) return 'x-request-id differs from request_id';
  } catch {
    return 'error body is not JSON';
  }
  return undefined;
}

function headerProblems(res: LightMyRequestResponse): string[] {
  return Object.keys(SECURITY_HEADERS)
    .filter((name) => !res.headers[name])
    .map((name) => `missing ${name}`);
}

interface Totals {
  tally: Record<Kind, number>;
  weakEtagsSent: number;
  requests: number;
  invalid: number;
  accepted: number;
  acceptedWrites: number;
}

/** Sends one operation's generated cases; what breaks a rule comes back, the counts go into `totals`. */
async function fuzzOperation(op: ServedOperation, totals: Totals): Promise<string[]> {
  const violations: string[] = [];
  const { binding } = await finder.bind(op, op.method !== 'GET');
  const caller = op.permission === 'public' ? {} : finder.positiveHeadersOf(op);
  const cases = fc.sample(caseArb(op, binding), {
    numRuns: RUNS_PER_OPERATION,
    seed: seedOf(SEED, op.operationId),
  });
  for (const c of cases) {
    const filled = { ...binding, ...c.path };
    // A path value no object was found for: a well-formed one that names nothing. An empty one too: a
    // URL cannot carry an empty segment (it would name another route, or none).
    for (const p of pathParams(op)) if (!filled[p.name]) filled[p.name] = wellFormed(p);
    const opts: InjectOptions & { url: string } = {
      method: op.method as InjectOptions['method'],
      url: urlOf(op, filled, c.query),
      headers: {
        ...c.headers,
        ...caller,
        ...(c.raw || c.body !== undefined
          ? { 'content-type': c.raw?.contentType ?? 'application/json' }
          : {}),
      },
      // Always the JSON text: a generated string or number must reach the server as JSON, not as text.
      ...(c.raw
        ? { payload: c.raw.payload }
        : c.body === undefined
          ? {}
          : { payload: JSON.stringify(c.body) }),
    };
    // A multipart operation gets its body as form fields (what a browser sends), not as JSON.
    if (!c.raw && c.body !== undefined && op.body?.contentType === 'multipart/form-data') {
      const form = await multipartOf(c.body);
      opts.headers = { ...opts.headers, ...form.headers };
      opts.payload = form.payload;
    }
    // The weak form of the object's current ETag, read by the owner just before: with a strong
    // comparison it never matches, so the write must not succeed.
    if (c.weakEtag) {
      const get = finder.getAt(op.path);
      const current = get
        ? await world.ctx.app.inject({ method: 'GET', url: urlOf(get, filled), headers: caller })
        : undefined;
      const etag = current?.headers.etag;
      opts.headers = { ...opts.headers, 'if-match': typeof etag === 'string' ? `W/${etag}` : 'W/"x"' };
      if (typeof etag === 'string') totals.weakEtagsSent++;
    }
    const bad = isInvalid(op, { ...c, path: filled });
    const mark = await counter.mark();
    const res = await world.ctx.app.inject(opts);
    totals.requests++;
    totals.tally[c.kind]++;
    if (bad) totals.invalid++;
    const where = `${op.operationId} [${c.kind}] ${res.statusCode}`;
    if (res.statusCode >= 500) violations.push(`${where}: 5xx ${res.body.slice(0, 200)}`);
    if (bad && (res.statusCode < 400 || res.statusCode >= 500))
      violations.push(`${where}: invalid input accepted`);
    // An undeclared property is refused by name (not dropped, not hidden behind another error).
    if (c.undeclared && bad && res.statusCode === 400) {
      const paths = ((res.json() as { errors?: { path: string }[] }).errors ?? []).map((e) => e.path);
      if (!paths.some((p) => p.startsWith(c.undeclared as string)))
        violations.push(`${where}: ${c.undeclared} not named (${paths.slice(0, 3).join(', ')})`);
    }
    if (c.weakEtag && res.statusCode < 300) violations.push(`${where}: a weak ETag satisfied If-Match`);
    if (c.kind === 'deep-nesting' && !res.body.includes('"code":"nesting_too_deep"'))
      violations.push(`${where}: deep nesting not refused as such`);
    if (res.statusCode < 300) {
      totals.accepted++;
      if ((await counter.since(mark)).length) totals.acceptedWrites++;
    }
    if (res.statusCode >= 400) {
      const problem = envelopeProblem(res);
      if (problem) violations.push(`${where}: ${problem}`);
      const writes = await counter.since(mark);
      if (writes.length) violations.push(`${where}: refused but wrote ${writes.slice(0, 5).join(', ')}`);
    }
    let body: unknown;
    try {
      body = res.body ? res.json() : undefined;
    } catch {
      body = res.body;
    }
    if (res.statusCode !== c.frameworkStatus) {
      for (const p of contract.check(op.backend, op.method, opts.url, res.statusCode, body))
        violations.push(`${where}: ${p}`);
    }
    for (const p of headerProblems(res)) violations.push(`${where}: ${p}`);
  }
  return violations;
}

/** One text per distinct violation (object ids masked, so one defect seen on many objects reads once). */
const distinct = (violations: string[]) => [
  ...new Set(violations.map((v) => v.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '<id>'))),
];

describe('fuzzing the served operations from their contracts', () => {
  const totals: Totals = {
    tally: {
      valid: 0,
      'invalid-body': 0,
      'undeclared-property': 0,
      'undeclared-query': 0,
      'invalid-param': 0,
      'scope-header': 0,
      'content-type': 0,
      'broken-json': 0,
      'deep-nesting': 0,
      'weak-etag': 0,
      'forged-forwarding': 0,
    },
    weakEtagsSent: 0,
    requests: 0,
    invalid: 0,
    accepted: 0,
    acceptedWrites: 0,
  };
  let violationsSeen = 0;

  for (const op of ops) {
    it(`${op.operationId}: never 5xx, refuses invalid input with the envelope, keeps the contract, writes nothing when refusing`, async () => {
      const unique = distinct(await fuzzOperation(op, totals));
      violationsSeen += unique.length;
      expect(unique.slice(0, 30)).toEqual([]);
    }, 60_000);
  }

  it('sent what it means to: valid requests got through, the write counter saw their writes, every kind of case went out', () => {
    console.log(
      [
        `fuzz (seed ${SEED}, ${RUNS_PER_OPERATION} runs per operation; rerun with FUZZ_SEED=${SEED})`,
        `  operations: ${ops.length}`,
        `  requests: ${totals.requests} (${Object.entries(totals.tally)
          .map(([k, n]) => `${k} ${n}`)
          .join(', ')}); invalid by the contract: ${totals.invalid}`,
        `  accepted (2xx): ${totals.accepted}, of which changed tables: ${totals.acceptedWrites} (the write counter works)`,
        `  weak ETags of real objects sent: ${totals.weakEtagsSent}`,
        `  distinct violations: ${violationsSeen}`,
      ].join('\n'),
    );
    expect(totals.requests).toBe(ops.length * RUNS_PER_OPERATION);
    expect(totals.accepted).toBeGreaterThan(ops.length / 2);
    expect(totals.acceptedWrites).toBeGreaterThan(0);
    expect(totals.weakEtagsSent).toBeGreaterThan(0);
    expect(totals.tally['deep-nesting']).toBeGreaterThan(0);
    expect(totals.tally['undeclared-query']).toBeGreaterThan(0);
  });

  it('puts the security headers on static files, client routes, 404s, early refusals and API errors', async () => {
    const { app } = world.ctx;
    const answers = [
      await app.inject({ method: 'GET', url: '/' }),
      await app.inject({ method: 'GET', url: '/some/client/route' }),
      await app.inject({ method: 'GET', url: '/assets/missing-123.js' }),
      await app.inject({ method: 'GET', url: '/api/nope' }),
      await app.inject({ method: 'DELETE', url: '/nothing-here' }),
      await app.inject({ method: 'GET', url: '/api/main/user' }),
      await app.inject({ method: 'GET', url: '/api/main/user', headers: { authorization: 'Bearer x' } }),
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      }),
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: 'x'.repeat(2 * 1024 * 1024),
        headers: { 'content-type': 'application/json' },
      }),
      await app.inject({
        method: 'GET',
        url: `/api/main/cdn/sites/${'x'.repeat(300)}`,
        headers: world.callers.adminA.headers,
      }),
      await app.inject({ method: 'GET', url: '/healthz' }),
      await app.inject({ method: 'GET', url: '/config.json' }),
      await app.inject({ method: 'GET', url: '/%c0%ae' }),
      await app.inject({
        method: 'GET',
        url: '/api/main/cdn/sites/%c0',
        headers: world.callers.adminA.headers,
      }),
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: `${'['.repeat(5000)}${']'.repeat(5000)}`,
        headers: { 'content-type': 'application/json' },
      }),
    ];
    for (const res of answers) {
      expect(headerProblems(res), `${res.statusCode} ${res.body.slice(0, 80)}`).toEqual([]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(String(res.headers['strict-transport-security'])).toMatch(/max-age=\d+/);
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });
});
