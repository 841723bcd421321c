// The isolation matrix, generated from the contracts and the server's handler table: every served operation
// with an object id in its path × {other tenant's administrator, own member without the permission, own
// member of another project, own administrator in another resource group, no token, expired token} against
// objects of tenant A. Foreign or out-of-scope objects answer 404, own-but-forbidden 403, no or expired
// token 401 (also when the body is one the operation refuses: such a caller learns nothing about it); each
// operation's positive twin (tenant A's administrator, or the operator for admin:* operations) must
// succeed. Where a 404 is expected, another 4xx passes only when an id naming nothing gets the very same
// answer (the foreign object is indistinguishable from none). A path value that is no row of tenant A (a
// catalogue key such as a quota code) names the same thing in every tenant: only its 401/403 cells apply.
// Besides: no tenant-A id in any list, search or audit answer to tenant B, no object of another resource
// group in a service list of a member of another project or group, no unverified hostname claim of tenant A
// that blocks tenant B or tells it anything, and no registration under a tenant's slug. Every other round of
// the matrix the refused callers also send forged forwarding headers (claiming loopback, another host,
// https), which must change nothing; and no forged forwarding header opens the loopback-only mailbox. Prints
// operations covered, cells, requests and violations.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../context.js';
import { permissionsFor } from '../plugins/permissions.js';
import { validArb } from './support/arbitraries.js';
import { pathParams, routeKeyOf, servedOperations, urlOf } from './support/contract.js';
import type { ServedOperation } from './support/contract.js';
import { groupScopedIds, ObjectFinder, tenantOwnedIds } from './support/objects.js';
import type { Binding } from './support/objects.js';
import { SchemaCheck } from './support/schema-check.js';
import { createWorld } from './support/world.js';
import { seedOf } from './support/seeds.js';
import type { Caller, CallerName, World } from './support/world.js';

const SEED = 20261122;
/** What a client writes to pass for the server's own machine, or for a proxy in front of it. */
const FORGED_FORWARDING: Record<string, string> = {
  'x-forwarded-for': '127.0.0.1, ::1',
  'x-real-ip': '127.0.0.1',
  forwarded: 'for=127.0.0.1;host=localhost;proto=https',
  'x-forwarded-host': 'localhost',
  'x-forwarded-proto': 'https',
};
const SCOPE_PARAMS = new Set(['x-project-id', 'x-resource-group-id', 'projectid']);
const TARGET_REQUESTS = 10_000;

/** Operations with an id that the matrix cannot exercise, each with the reason. */
const EXCLUDED: Record<string, string> = {
  startIdpLogin:
    'public: starts a sign-in at an identity provider before anyone is signed in; no caller to isolate',
  completeIdpLogin:
    'public: the identity provider redirects the browser here with code and state; no caller to isolate',
};

/**
 * Operations whose success needs something outside the server, so their owner's twin shows that the owner
 * gets past authentication, permission and the lookup (any answer but 401, 403 and 404) instead of a 2xx.
 */
const TWIN_REACHES_ONLY: Record<string, string> = {
  configureIdentityProvider:
    'succeeds only when the metadata URL serves a live OIDC discovery document (the IdP tests run oidc-provider for it)',
  assignMemberProjectPermissions:
    'succeeds only for a project the member holds nothing in yet; the twins of the grant operations before it may have granted every project of the tenant (409 already_assigned, after the member was found); members-permissions tests cover the success',
};
const reached = (op: ServedOperation, status: number) =>
  (status >= 200 && status < 300) ||
  (TWIN_REACHES_ONLY[op.operationId] !== undefined &&
    status >= 400 &&
    status < 500 &&
    ![401, 403, 404].includes(status));

type Expectation = 401 | 403 | 404;
interface Cell {
  op: ServedOperation;
  caller: Caller;
  expected: Expectation;
}

let world: World;
let finder: ObjectFinder;
const check = new SchemaCheck();
const violations: string[] = [];
let requests = 0;

async function send(opts: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
  requests++;
  return world.ctx.app.inject(opts);
}

function violation(message: string) {
  violations.push(message);
}

const isWrite = (op: ServedOperation) => op.method !== 'GET';
const positiveCallerOf = (op: ServedOperation): CallerName =>
  op.permission.startsWith('admin:') ? 'operator' : 'adminA';

function principalOf(caller: Caller, role: Principal['role']): Principal {
  return {
    userId: caller.userId ?? '',
    username: caller.name,
    role,
    email: '',
    fullName: '',
    tenantId: caller.tenantId,
    sessionId: '',
  };
}

/** What each signed-in negative caller holds where it acts. */
async function heldPermissions(): Promise<Record<string, string[]>> {
  const { db } = world.ctx;
  const c = world.callers;
  return {
    foreignAdmin: await permissionsFor(
      db,
      principalOf(c.foreignAdmin, 'administrator'),
      world.tenantB.projectId,
    ),
    bareMember: await permissionsFor(db, principalOf(c.bareMember, 'customer'), world.tenantA.projectId),
    otherProjectMember: await permissionsFor(
      db,
      principalOf(c.otherProjectMember, 'customer'),
      world.secondProjectId,
    ),
    otherGroupAdmin: await permissionsFor(
      db,
      principalOf(c.adminA, 'administrator'),
      world.tenantA.projectId,
    ),
  };
}

interface Target {
  op: ServedOperation;
  binding: Binding;
  /** The twin already ran (and succeeded) while binding; writes run it once at the end otherwise. */
  twinDone: boolean;
  projectScoped: boolean;
  groupScoped: boolean;
  shared: boolean;
}

/** The GET that shows the object: at the same template, else at the longest template prefix ending in an id. */
function probeOf(op: ServedOperation): ServedOperation | undefined {
  let template = op.path;
  while (template.includes('{')) {
    const get = finder.getAt(template);
    if (get) return get;
    template = template.slice(0, template.lastIndexOf('}') + 1);
    if (finder.getAt(template)) return finder.getAt(template);
    template = template.slice(0, template.lastIndexOf('{') - 1);
  }
  return undefined;
}

async function scopedness(
  op: ServedOperation,
  binding: Binding,
): Promise<{ project: boolean; group: boolean }> {
  const probe = probeOf(op);
  if (!probe) return { project: false, group: false };
  const url = urlOf(probe, binding);
  const base = world.callers[positiveCallerOf(probe)].headers;
  const inProject = await send({
    method: 'GET',
    url,
    headers: { ...base, 'x-project-id': world.secondProjectId },
  });
  const inGroup = await send({
    method: 'GET',
    url,
    headers: { ...base, 'x-resource-group-id': world.tenantA.secondResourceGroupId },
  });
  return { project: inProject.statusCode === 404, group: inGroup.statusCode === 404 };
}

/** Valid query and header values for a request, varied by the index. */
function variedParams(
  op: ServedOperation,
  index: number,
): { query: Record<string, unknown>; headers: Record<string, string> } {
  const query: Record<string, unknown> = {};
  const headers: Record<string, string> = {};
  for (const p of op.parameters) {
    if (p.in !== 'query' && p.in !== 'header') continue;
    // The scope a caller acts in is part of who the caller is (the matrix's rows), never varied.
    if (SCOPE_PARAMS.has(p.name.toLowerCase())) continue;
    if (!p.required && index % 3 === 0) continue;
    const [value] = fc.sample(validArb(p.schema), {
      numRuns: 1,
      seed: seedOf(SEED, `${op.operationId}:${p.name}:${index}`),
    });
    if (value === undefined || value === null || typeof value === 'object') continue;
    const wire = String(value);
    if (!check.paramsAreValid([{ ...p, required: true }], { [p.name]: wire })) continue;
    if (p.in === 'query') query[p.name] = wire;
    else headers[p.name.toLowerCase()] = wire;
  }
  return { query, headers };
}

async function request(
  op: ServedOperation,
  caller: Caller,
  binding: Binding,
  body: unknown,
  index: number,
  extraHeaders: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const varied = variedParams(op, index);
  return send({
    method: op.method as InjectOptions['method'],
    url: urlOf(op, binding, varied.query),
    headers: { ...varied.headers, ...extraHeaders, ...caller.headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

const owned = new Set<string>();

/** A value for the parameter that names nothing: a fresh uuid when the schema takes one, else a sample. */
function unknownValue(op: ServedOperation, name: string): string | undefined {
  const param = pathParams(op).find((p) => p.name === name);
  if (!param) return undefined;
  const fresh = randomUUID();
  if (check.paramsAreValid([{ ...param, required: true }], { [name]: fresh })) return fresh;
  return fc
    .sample(validArb(param.schema), { numRuns: 20, seed: seedOf(SEED, `${op.operationId}:${name}`) })
    .map(String)
    .find((v) => !owned.has(v) && check.paramsAreValid([{ ...param, required: true }], { [name]: v }));
}

/**
 * Where a 404 was expected, another 4xx is no leak when an id that names nothing gets the very same answer
 * (e.g. the body is refused before the lookup): the foreign object is indistinguishable from no object.
 */
async function indistinguishable(
  cell: Cell & { target: Target },
  res: LightMyRequestResponse,
  body: unknown,
  rep: number,
): Promise<boolean> {
  if (cell.expected !== 404 || res.statusCode < 400 || res.statusCode >= 500) return false;
  if (res.statusCode === 401 || res.statusCode === 403) return false;
  const binding = { ...cell.target.binding };
  for (const p of pathParams(cell.op)) {
    if (!owned.has(binding[p.name] ?? '')) continue;
    const v = unknownValue(cell.op, p.name);
    if (v === undefined) return false;
    binding[p.name] = v;
  }
  const other = await request(cell.op, cell.caller, binding, body, rep);
  const codeOf = (r: LightMyRequestResponse) => (r.json() as { code?: string }).code;
  if (other.statusCode === res.statusCode && codeOf(other) === codeOf(res)) {
    indistinguishableAnswers++;
    return true;
  }
  return false;
}
let indistinguishableAnswers = 0;

/** A body its operation refuses: an object body with one property more, anything else as such an object. */
function withUndeclaredProperty(body: unknown): unknown {
  return body && typeof body === 'object' && !Array.isArray(body)
    ? { ...body, x_undeclared: true }
    : { x_undeclared: true };
}

beforeAll(async () => {
  // Behind one trusted proxy, as a deployment is: the client address is the right end of X-Forwarded-For.
  world = await createWorld({ trustProxy: { hops: 1 } });
  const protectedIds = new Set<string>([
    ...world.callerUserIds,
    world.tenantA.id,
    world.tenantA.projectId,
    world.tenantA.resourceGroupId,
    world.tenantA.secondResourceGroupId,
    world.secondProjectId,
    world.secondProjectGroupId,
    world.tenantB.id,
  ]);
  finder = new ObjectFinder({
    app: world.ctx.app,
    db: world.ctx.db,
    tenantId: world.tenantA.id,
    ops: servedOperations(world.ctx.app),
    check,
    protectedIds,
    positiveHeaders: (op) => world.callers[positiveCallerOf(op)].headers,
    seed: SEED,
  });
  await finder.harvest();
}, 120_000);
afterAll(() => world?.close());

describe('isolation matrix', () => {
  // First, while tenant B has made no request that names tenant A's ids itself (its audit trail would then
  // rightly record the ids it sent).
  it('shows no tenant-A id to tenant B in any list, search or audit answer', async () => {
    const served = servedOperations(world.ctx.app);
    const lists = served.filter(
      (op) =>
        op.method === 'GET' &&
        pathParams(op).length === 0 &&
        op.permission !== 'public' &&
        !op.parameters.some((p) => p.required && p.in === 'query'),
    );
    // Ids long enough to be recognised in any text (uuids, access-key ids), never short numbers.
    const foreign = (await tenantOwnedIds(world.ctx.db, world.tenantA.id)).filter((id) => id.length >= 12);
    const leaks: string[] = [];
    let answers = 0;
    for (const op of lists) {
      for (let i = 0; i < 6; i++) {
        for (const caller of [world.callers.foreignAdmin]) {
          const res = await request(op, caller, {}, undefined, i);
          answers++;
          if (res.statusCode >= 500) leaks.push(`${op.operationId}: ${res.statusCode}`);
          const text = res.body.toLowerCase();
          for (const id of foreign)
            if (text.includes(id.toLowerCase())) leaks.push(`${op.operationId} shows ${id}`);
        }
      }
    }
    console.log(
      `no foreign ids: ${lists.length} list/search/audit operations, ${answers} answers, ${foreign.length} tenant-A ids, leaks ${leaks.length}`,
    );
    expect(leaks).toEqual([]);
  }, 300_000);
  it('lets no unverified hostname claim of tenant A block tenant B, or tell B anything of it', async () => {
    const a = world.callers.adminA;
    const b = world.callers.foreignAdmin;
    const domain = `squat-${randomUUID().slice(0, 8)}.isolation-claims.com`;
    const site = async (caller: Caller, name: string) => {
      const res = await send({
        method: 'POST',
        url: '/api/main/cdn/sites',
        headers: caller.headers,
        payload: { name, origin_server_url: 'https://origin.example.com' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ data: { id: string } }>().data.id;
    };
    const claim = (caller: Caller, siteId: string) =>
      send({
        method: 'POST',
        url: `/api/main/cdn/sites/${siteId}/addon_domain`,
        headers: caller.headers,
        payload: { domain },
      });
    const siteA = await site(a, `Claims A ${domain.slice(6, 14)}`);
    const siteB = await site(b, `Claims B ${domain.slice(6, 14)}`);
    const claimA = await claim(a, siteA);
    expect(claimA.statusCode, claimA.body).toBe(201);
    const idA = claimA.json<{ data: { id: string } }>().data.id;
    const secrets = [siteA, idA, `Claims A ${domain.slice(6, 14)}`, world.tenantA.id];
    const seenByB: LightMyRequestResponse[] = [];

    // Tenant A's pending claim blocks nothing: tenant B claims the same hostname.
    const claimB = await claim(b, siteB);
    seenByB.push(claimB);
    expect(claimB.statusCode, claimB.body).toBe(201);
    const itemB = `/api/main/cdn/sites/${siteB}/addon_domain/${claimB.json<{ data: { id: string } }>().data.id}`;
    // Once A verifies (the hostname's CNAME names A's site), B's claim reads taken and its verification
    // fails, still naming nothing of A.
    world.ctx.dns.set(domain, 'CNAME', [claimA.json<{ data: { cname_target: string } }>().data.cname_target]);
    const verified = await send({
      method: 'POST',
      url: `/api/main/cdn/sites/${siteA}/addon_domain/${idA}/verify`,
      headers: a.headers,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const read = await send({ method: 'GET', url: itemB, headers: b.headers });
    seenByB.push(read);
    expect(read.json<{ data: { status: string } }>().data.status).toBe('taken');
    const refused = await send({ method: 'POST', url: `${itemB}/verify`, headers: b.headers });
    seenByB.push(refused);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe('domain_taken');
    const leaks = seenByB.flatMap((res) => secrets.filter((secret) => res.body.includes(secret)));
    expect(leaks).toEqual([]);
  });

  it("shows no object of another project or resource group in any list of a project's member", async () => {
    const served = servedOperations(world.ctx.app);
    const lists = served.filter(
      (op) =>
        op.method === 'GET' &&
        pathParams(op).length === 0 &&
        op.permission !== 'public' &&
        !op.parameters.some((p) => p.required && p.in === 'query'),
    );
    // Tenant-wide reads (iam, Auth, general: people, the audit trail) show the whole tenant by design to
    // whoever holds them; the services' lists are the ones scoped to a project and resource group.
    const scopedLists = lists.filter((op) => !/^(iam|Auth|general):/.test(op.permission));
    // Rows of the default resource group of tenant A's default project: out of scope for both callers.
    const hidden = await groupScopedIds(world.ctx.db, world.tenantA.resourceGroupId);
    expect(hidden.length).toBeGreaterThan(0);
    const leaks: string[] = [];
    for (const op of scopedLists) {
      for (const caller of [world.callers.otherProjectMember, world.callers.otherGroupAdmin]) {
        const res = await request(op, caller, {}, undefined, 0);
        for (const id of hidden)
          if (res.body.includes(id)) leaks.push(`${op.operationId} as ${caller.name} shows ${id}`);
      }
    }
    console.log(
      `no out-of-scope ids: ${scopedLists.length} service lists × 2 callers, ${hidden.length} resource-group ids, leaks ${leaks.length}`,
    );
    expect(leaks).toEqual([]);
  }, 120_000);

  it("lets no one register a tenant under another tenant's slug, and keeps each tenant's sign-in lookup", async () => {
    const { db, app } = world.ctx;
    const { rows } = await db.query<{ id: string; slug: string }>(
      'SELECT id, slug FROM tenants WHERE id = ANY($1::uuid[])',
      [[world.tenantA.id, world.tenantB.id]],
    );
    expect(rows).toHaveLength(2);
    const lookup = async (slug: string) =>
      (await app.inject({ method: 'GET', url: `/api/auth/idps?tenant=${encodeURIComponent(slug)}` })).json<{
        data: { id: string }[];
      }>().data;
    for (const { slug } of rows) {
      const before = await lookup(slug);
      const tag = Math.random().toString(36).slice(2, 8);
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          tenant_name: slug,
          username: `slug${tag}`,
          email: `slug-${tag}@example.test`,
          password: 'Slug-Collision-9-pass',
          accept_terms: true,
        },
      });
      expect(res.statusCode, slug).toBe(409);
      expect((res.json() as { code?: string }).code).toBe('tenant_name_taken');
      expect(await lookup(slug)).toEqual(before);
    }
    const { rows: named } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM tenants WHERE slug = ANY($1::text[])',
      [rows.map((r) => r.slug)],
    );
    expect(named[0]?.n).toBe(2);
  });

  it('opens the loopback-only mailbox to no forged forwarding header, from outside or through a proxy', async () => {
    const outbox = servedOperations(world.ctx.app).find((op) => op.operationId === 'listDevOutbox');
    expect(outbox).toBeDefined();
    const url = `/api/auth${outbox?.path ?? ''}`;
    const tries: [string, Record<string, string>][] = [
      ['203.0.113.20', FORGED_FORWARDING],
      ['203.0.113.20', { 'x-forwarded-for': '127.0.0.1, 10.0.0.1, 127.0.0.1' }],
      ...Object.entries(FORGED_FORWARDING).map(([k, v]): [string, Record<string, string>] => [
        '203.0.113.21',
        { [k]: v },
      ]),
      // A proxy on the server's own machine passing an outside caller on.
      ...Object.keys(FORGED_FORWARDING).map((k): [string, Record<string, string>] => [
        '127.0.0.1',
        { [k]: '203.0.113.22' },
      ]),
    ];
    const opened: string[] = [];
    for (const [remoteAddress, headers] of tries) {
      const res = await send({ method: 'GET', url, remoteAddress, headers });
      if (res.statusCode !== 404)
        opened.push(`${remoteAddress} ${JSON.stringify(headers)}: ${res.statusCode}`);
    }
    // The server's own machine, asking directly, is served (the check above is not a mailbox that is off).
    expect((await send({ method: 'GET', url, remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect(opened).toEqual([]);
  });

  it('answers 404 / 403 / 401 to every caller but the owner, for every served operation with an id', async () => {
    // What fastify really serves: its routes with a handler of their own (not notServed) and an id in the
    // path, recorded as they were registered; the contract supplies each one's parameters and bodies.
    const routesWithId = world.ctx.app.servedRoutes.filter(
      (r) => r.method !== 'HEAD' && r.url.includes('/:'),
    );
    const servedKeys = [...new Set(routesWithId.map((r) => `${r.method} ${r.url}`))].sort();
    const byRoute = new Map(servedOperations(world.ctx.app).map((op) => [routeKeyOf(op), op]));
    expect(servedKeys.filter((key) => !byRoute.has(key))).toEqual([]);
    const withId = servedKeys.map((key) => byRoute.get(key) as ServedOperation);
    const isolatable = withId.filter((op) => !EXCLUDED[op.operationId]);
    // Each exclusion names a route fastify serves.
    expect(Object.keys(EXCLUDED).filter((id) => !withId.some((op) => op.operationId === id))).toEqual([]);
    // A public operation has no caller to isolate: each must be excluded explicitly, with its reason.
    expect(withId.filter((op) => op.permission === 'public' && !EXCLUDED[op.operationId])).toEqual([]);
    const held = await heldPermissions();

    // Reads first, then writes; deletes last so that they do not take objects other operations use, a
    // child's delete before its parent's (more path parameters first).
    const order = (op: ServedOperation) =>
      op.method === 'GET' ? 0 : op.method === 'DELETE' ? 3 - 1 / (1 + pathParams(op).length) : 1;
    const targets: Target[] = [];
    const unbound: string[] = [];
    for (const op of [...isolatable].sort((a, b) => order(a) - order(b))) {
      const { binding, unresolved } = await finder.bind(op, isWrite(op));
      let twinDone = false;
      if (unresolved.length === 1) {
        // The last id has no GET to find it by: try the operation itself as the owner (its positive twin).
        const name = unresolved[0] as string;
        search: for (const candidate of finder.candidates(op, name, isWrite(op)).slice(0, 40)) {
          const value = { ...binding, [name]: candidate };
          const near = await finder.near(op, value);
          const tryBodies = [...finder.bodies(op, 2, true, near), ...finder.bodies(op, 4, false, near)];
          for (const body of tryBodies.length ? tryBodies : [undefined]) {
            const res = await request(op, world.callers[positiveCallerOf(op)], value, body, 0);
            if (res.statusCode >= 200 && res.statusCode < 300) {
              binding[name] = candidate;
              twinDone = true;
              break search;
            }
            // Not found: the next candidate; anything else may be the body's fault: the next body.
            if (res.statusCode === 404) break;
          }
        }
      }
      if (pathParams(op).some((p) => binding[p.name] === undefined)) {
        unbound.push(op.operationId);
        continue;
      }
      const scoped = await scopedness(op, binding);
      targets.push({
        op,
        binding,
        twinDone,
        projectScoped: scoped.project,
        groupScoped: scoped.group,
        shared: false,
      });
    }
    // A path value that is no row of tenant A (a catalogue key such as a quota code) names the same thing in
    // every tenant: another tenant acting on it acts on its own, so only the 401 and 403 cells apply.
    for (const id of await tenantOwnedIds(world.ctx.db, world.tenantA.id)) owned.add(id);
    for (const t of targets) t.shared = pathParams(t.op).every((p) => !owned.has(t.binding[p.name] ?? ''));

    const cells: (Cell & { target: Target })[] = [];
    for (const target of targets) {
      const { op } = target;
      const add = (name: CallerName, expected: Expectation) =>
        cells.push({ op, caller: world.callers[name], expected, target });
      add('anonymous', 401);
      add('expired', 401);
      const lacks = (name: string) => !(held[name] ?? []).includes(op.permission);
      if (lacks('foreignAdmin')) add('foreignAdmin', 403);
      else if (!target.shared) add('foreignAdmin', 404);
      if (lacks('bareMember')) add('bareMember', 403);
      else if (!target.shared) add('bareMember', 404);
      if (lacks('otherProjectMember')) add('otherProjectMember', 403);
      else if (target.projectScoped) add('otherProjectMember', 404);
      if (lacks('otherGroupAdmin')) add('otherGroupAdmin', 403);
      else if (target.groupScoped) add('otherGroupAdmin', 404);
    }

    // Every cell is repeated with varied valid query values and bodies until the run reaches the target.
    const reps = Math.max(1, Math.ceil(TARGET_REQUESTS / Math.max(1, cells.length)));
    // Bodies name the objects near the target (its site's providers, its rules), as the owner's would.
    const nearOf = new Map<string, Map<string, string[]> | undefined>();
    for (const t of targets) nearOf.set(t.op.operationId, await finder.near(t.op, t.binding));
    const bodies = new Map(
      targets.map((t) => [t.op.operationId, finder.bodies(t.op, 12, false, nearOf.get(t.op.operationId))]),
    );
    let cellRuns = 0;
    for (let rep = 0; rep < reps; rep++) {
      for (const cell of cells) {
        const pool = bodies.get(cell.op.operationId) ?? [undefined];
        const valid = pool.length ? pool[rep % pool.length] : undefined;
        if (cell.op.body?.required && valid === undefined) {
          violation(`${cell.op.operationId}: no valid body could be generated`);
          continue;
        }
        // Who may not call the operation is told so before its body counts, and no forged forwarding header
        // changes that: every other round their body carries a property the operation does not declare and
        // the request claims to come from elsewhere; the answer must not change.
        const body =
          cell.expected !== 404 && cell.op.body && rep % 2 === 1 ? withUndeclaredProperty(valid) : valid;
        const forged = rep % 2 === 1 ? FORGED_FORWARDING : {};
        const res = await request(cell.op, cell.caller, cell.target.binding, body, rep, forged);
        cellRuns++;
        if (res.statusCode !== cell.expected && !(await indistinguishable(cell, res, body, rep))) {
          violation(
            `${cell.op.operationId} as ${cell.caller.name}: ${res.statusCode} (expected ${cell.expected}) ${res.body.slice(0, 160)}`,
          );
        }
      }
      // The positive twins of reads, every round: the objects are still there and still the owner's.
      for (const t of targets) {
        if (isWrite(t.op)) continue;
        // Required parameters only: an optional one may be a check value (login-as's tenant name).
        const res = await request(t.op, world.callers[positiveCallerOf(t.op)], t.binding, undefined, 0);
        if (res.statusCode < 200 || res.statusCode >= 300)
          violation(`${t.op.operationId} twin: ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    // The positive twins of writes, once each, after every refusal: deletes last. A twin may need what
    // another one does first (remove a grant another assigns), so failures get further passes.
    let pending = targets.filter((x) => isWrite(x.op) && !x.twinDone);
    const lastAnswer = new Map<string, string>();
    for (let pass = 0; pass < 3 && pending.length; pass++) {
      const failed: Target[] = [];
      for (const t of pending) {
        let ok = false;
        const near = nearOf.get(t.op.operationId);
        for (const body of [...finder.bodies(t.op, 4, true, near), ...finder.bodies(t.op, 8, false, near)]) {
          const res = await request(t.op, world.callers[positiveCallerOf(t.op)], t.binding, body, 0);
          lastAnswer.set(t.op.operationId, `${res.statusCode} ${res.body.slice(0, 160)}`);
          if (reached(t.op, res.statusCode)) {
            ok = true;
            break;
          }
          if (!t.op.body) break;
        }
        if (!ok) failed.push(t);
      }
      if (failed.length === pending.length) break;
      pending = failed;
    }
    for (const t of pending) violation(`${t.op.operationId} twin: ${lastAnswer.get(t.op.operationId)}`);

    const covered = targets.map((t) => routeKeyOf(t.op)).sort();
    const expected = servedKeys.filter((key) => !EXCLUDED[(byRoute.get(key) as ServedOperation).operationId]);
    console.log(
      [
        `isolation matrix (seed ${SEED})`,
        `  served routes with an id (fastify's route table): ${servedKeys.length} (excluded: ${servedKeys.length - expected.length}, ${Object.keys(EXCLUDED).join(', ')})`,
        `  operations covered: ${covered.length} of ${expected.length}`,
        `  cells: ${cells.length} × ${reps} rounds = ${cellRuns} cell requests`,
        `  requests: ${requests + finder.requests}`,
        `  other 4xx where 404 was expected, identical for an id naming nothing: ${indistinguishableAnswers}`,
        `  violations: ${violations.length}`,
        ...[...new Set(violations.map((v) => v.replace(/"request_id":"[^"]*"/, '')))]
          .slice(0, 25)
          .map((v) => `    ${v}`),
        ...(unbound.length ? [`  no object found for: ${unbound.join(', ')}`] : []),
      ].join('\n'),
    );
    expect(unbound).toEqual([]);
    expect(covered).toEqual(expected);
    expect(requests + finder.requests).toBeGreaterThanOrEqual(TARGET_REQUESTS);
    expect(violations).toEqual([]);
  }, 600_000);
});
