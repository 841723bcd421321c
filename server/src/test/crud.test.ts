// The generic CRUD module, through the resources it serves (policies, resource groups) and through a
// resource-group scoped test table: paging, sorting, filters, search, ETag/412, Idempotency-Key, one audit
// row per write, isolation between tenants and between resource groups, bad input → 400 with nothing written.
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config.js';
import { crudService, defineCrud, iso } from '../crud/index.js';
import type { CrudResource, VersionedRow } from '../crud/index.js';
import type { Scope, ScopedTableName } from '../db/scoped.js';
import { policies } from '../main/iam/policies.js';
import { customFormats } from '../openapi.js';
import { resourceGroups } from '../main/iam/resource-groups.js';
import { createTenant, createUser } from '../seed.js';
import { bearer, countRows, createTestApp, errorBody, login } from './helpers.js';
import type { TestContext, Tokens } from './helpers.js';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

/** Validates answers against the resource's stored shape ($defs entry of its schema file). */
function storedShape(resource: { storedSchema: { file: string; def: string } }) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  for (const [name, pattern] of Object.entries(customFormats)) ajv.addFormat(name, pattern);
  const schema = JSON.parse(
    fs.readFileSync(path.join(repoRoot, 'schemas', resource.storedSchema.file), 'utf8'),
  );
  ajv.addSchema(schema);
  const validate = ajv.getSchema(`${schema.$id}#/$defs/${resource.storedSchema.def}`);
  if (!validate) throw new Error('no schema');
  return (value: unknown) => {
    const ok = validate(value);
    return ok ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
  };
}

let ctx: TestContext;
let admin: Tokens;
let member: Tokens;
let otherAdmin: Tokens;
const url = (p: string) => `/api/main${p}`;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
  member = await login(ctx.app, ctx.passwords.member.username, ctx.passwords.member.password);
  const other = await ctx.db.transaction(async (tx) => {
    const t = await createTenant(tx, 'Other Tenant');
    await createUser(tx, {
      tenantId: t.tenantId,
      username: 'crud-other-admin',
      password: 'Other-admin-pass-1',
      role: 'administrator',
      email: 'other@example.test',
      fullName: 'Other Admin',
    });
    return t;
  });
  expect(other.tenantId).toBeTruthy();
  otherAdmin = await login(ctx.app, 'crud-other-admin', 'Other-admin-pass-1');
});
afterAll(() => ctx?.close());

async function createPolicy(name: string, permissions = ['cdn:read'], headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: url('/iam/policies'),
    headers: bearer(admin, headers),
    payload: { name, description: `about ${name}`, permissions },
  });
}

describe('list: paging, sorting, filters, search', () => {
  it('pages with page_info, sorts by whitelisted fields and filters', async () => {
    for (const n of ['Paging C', 'Paging A', 'Paging E', 'Paging B', 'Paging D'])
      expect((await createPolicy(n, n.endsWith('A') ? ['dns:write'] : ['cdn:read'])).statusCode).toBe(201);
    const validate = storedShape(policies);
    const page = await ctx.app.inject({
      method: 'GET',
      url: url('/iam/policies?search=paging&sort_by=name&sort_direction=asc&per_page=2&page=2'),
      headers: bearer(admin),
    });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.page_info).toEqual({ page: '2', per_page: 2, total_count: 5, total_pages: 3 });
    expect(body.data.map((p: { name: string }) => p.name)).toEqual(['Paging C', 'Paging D']);
    for (const p of body.data) expect(validate(p)).toEqual([]);

    const desc = await ctx.app.inject({
      method: 'GET',
      url: url('/iam/policies?search=paging&sort_by=name&sort_direction=desc&per_page=1'),
      headers: bearer(admin),
    });
    expect(desc.json().data[0].name).toBe('Paging E');

    const filtered = await ctx.app.inject({
      method: 'GET',
      url: url('/iam/policies?search=paging&permission=dns:write&type=custom'),
      headers: bearer(admin),
    });
    expect(filtered.json().data.map((p: { name: string }) => p.name)).toEqual(['Paging A']);

    const managed = await ctx.app.inject({
      method: 'GET',
      url: url('/iam/policies?type=managed&per_page=100'),
      headers: bearer(admin),
    });
    expect(managed.json().data.every((p: { type: string }) => p.type === 'managed')).toBe(true);
    expect(managed.json().page_info.total_count).toBeGreaterThanOrEqual(5);

    // A search matches literally: wildcards are not wildcards.
    const literal = await ctx.app.inject({
      method: 'GET',
      url: url('/iam/policies?search=%25'),
      headers: bearer(admin),
    });
    expect(literal.json().data).toEqual([]);
  });

  it('refuses sort fields outside the whitelist and pages over 100 (400, the contract)', async () => {
    for (const q of ['sort_by=permissions', 'per_page=101', 'page=0', 'sort_direction=up']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: url(`/iam/policies?${q}`),
        headers: bearer(admin),
      });
      expect(res.statusCode, q).toBe(400);
      errorBody(res);
    }
  });
});

describe('writes: ETag, If-Match, Idempotency-Key, audit', () => {
  it('create answers 201 with an ETag; get gives the same ETag; a stale If-Match is 412 with the current ETag', async () => {
    const created = await createPolicy('Etag policy');
    expect(created.statusCode).toBe(201);
    const etag = created.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const id = created.json().data.id as string;
    const got = await ctx.app.inject({
      method: 'GET',
      url: url(`/iam/policies/${id}`),
      headers: bearer(admin),
    });
    expect(got.headers.etag).toBe(etag);

    const ok = await ctx.app.inject({
      method: 'PUT',
      url: url(`/iam/policies/${id}`),
      headers: bearer(admin, { 'if-match': etag }),
      payload: { name: 'Etag policy', permissions: ['cdn:read', 'cdn:write'] },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers.etag).not.toBe(etag);
    expect(ok.json().data.permissions).toEqual(['cdn:read', 'cdn:write']);

    const stale = await ctx.app.inject({
      method: 'PUT',
      url: url(`/iam/policies/${id}`),
      headers: bearer(admin, { 'if-match': etag }),
      payload: { name: 'Lost update', permissions: ['dns:read'] },
    });
    expect(stale.statusCode).toBe(412);
    expect(errorBody(stale).code).toBe('precondition_failed');
    expect(stale.headers.etag).toBe(ok.headers.etag);
    const after = await ctx.app.inject({
      method: 'GET',
      url: url(`/iam/policies/${id}`),
      headers: bearer(admin),
    });
    expect(after.json().data.name).toBe('Etag policy');

    const staleDelete = await ctx.app.inject({
      method: 'DELETE',
      url: url(`/iam/policies/${id}`),
      headers: bearer(admin, { 'if-match': etag }),
    });
    expect(staleDelete.statusCode).toBe(412);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: url(`/iam/policies/${id}`),
      headers: bearer(admin, { 'if-match': ok.headers.etag as string }),
    });
    expect(del.statusCode).toBe(200);
  });

  it('replays a create with the same Idempotency-Key and refuses the key with another body', async () => {
    const before = await countRows(ctx.db, 'iam_policies');
    const first = await createPolicy('Idempotent policy', ['cdn:read'], { 'idempotency-key': 'crud-idem-1' });
    const again = await createPolicy('Idempotent policy', ['cdn:read'], { 'idempotency-key': 'crud-idem-1' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(await countRows(ctx.db, 'iam_policies')).toBe(before + 1);
    const other = await createPolicy('Another policy', ['cdn:read'], { 'idempotency-key': 'crud-idem-1' });
    expect(other.statusCode).toBe(409);
    expect(errorBody(other).code).toBe('idempotency_key_reused');
    expect(await countRows(ctx.db, 'iam_policies')).toBe(before + 1);
  });

  it('leaves exactly one audit row per write, with before and after', async () => {
    const created = await createPolicy('Audited policy');
    const id = created.json().data.id as string;
    const rows = async () =>
      (
        await ctx.db.query<{ action: string; result: string; details: Record<string, unknown> }>(
          `SELECT action, result, details FROM audit_log WHERE resource_type = 'main/iam/policies' AND resource_id = $1
            ORDER BY id`,
          [id],
        )
      ).rows;
    expect((await rows()).map((r) => r.action)).toEqual(['createPolicy']);
    await ctx.app.inject({
      method: 'PUT',
      url: url(`/iam/policies/${id}`),
      headers: bearer(admin),
      payload: { name: 'Audited policy', permissions: ['waf:read'] },
    });
    await ctx.app.inject({ method: 'DELETE', url: url(`/iam/policies/${id}`), headers: bearer(admin) });
    const all = await rows();
    expect(all.map((r) => r.action)).toEqual(['createPolicy', 'updatePolicy', 'deletePolicy']);
    expect(all.every((r) => r.result === 'success')).toBe(true);
    const update = all[1]?.details as { before: { permissions: string[] }; after: { permissions: string[] } };
    expect(update.before.permissions).toEqual(['cdn:read']);
    expect(update.after.permissions).toEqual(['waf:read']);
  });

  it('bad input answers 400 with field paths and writes nothing', async () => {
    const before = await countRows(ctx.db, 'iam_policies');
    for (const payload of [
      { name: '', permissions: ['cdn:read'] },
      { name: 'x', permissions: ['nope:read'] },
      { name: 'x', permissions: [] },
      { name: 'x', permissions: ['cdn:read', 'cdn:read'] },
      { name: 'x' },
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: url('/iam/policies'),
        headers: bearer(admin),
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(errorBody(res).errors?.length).toBeGreaterThan(0);
    }
    expect(await countRows(ctx.db, 'iam_policies')).toBe(before);
  });

  it('managed policies are shared, read-only and undeletable', async () => {
    const id = '0b7c1e00-0000-4000-8000-000000000002';
    const got = await ctx.app.inject({
      method: 'GET',
      url: url(`/iam/policies/${id}`),
      headers: bearer(otherAdmin),
    });
    expect(got.statusCode).toBe(200);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: url(`/iam/policies/${id}`),
      headers: bearer(admin),
      payload: { name: 'Mine now', permissions: ['iam:write'] },
    });
    expect(put.statusCode).toBe(409);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: url(`/iam/policies/${id}`),
      headers: bearer(admin),
    });
    expect(del.statusCode).toBe(409);
  });
});

describe('scope isolation', () => {
  it("another tenant neither sees nor touches the tenant's rows (404, absent from lists)", async () => {
    const created = await createPolicy('Tenant A secret');
    const id = created.json().data.id as string;
    const foreign = bearer(otherAdmin);
    expect(
      (await ctx.app.inject({ method: 'GET', url: url(`/iam/policies/${id}`), headers: foreign })).statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: url(`/iam/policies/${id}`),
          headers: foreign,
          payload: { name: 'Taken', permissions: ['cdn:read'] },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: url(`/iam/policies/${id}`), headers: foreign }))
        .statusCode,
    ).toBe(404);
    const list = await ctx.app.inject({
      method: 'GET',
      url: url('/iam/policies?per_page=100&type=custom'),
      headers: foreign,
    });
    expect(list.json().data).toEqual([]);
    const rgs = await ctx.app.inject({
      method: 'GET',
      url: url('/tenant/resource_groups?per_page=100'),
      headers: foreign,
    });
    const ids = rgs.json().data.map((g: { id: string }) => g.id);
    expect(ids).not.toContain(ctx.seed.resourceGroupId);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: url('/tenant/resource_group'),
          headers: foreign,
          payload: { name: 'Sneaky', project_id: ctx.seed.projectId },
        })
      ).statusCode,
    ).toBe(404);
    // The tenant's own row is untouched.
    const mine = await ctx.app.inject({
      method: 'GET',
      url: url(`/iam/policies/${id}`),
      headers: bearer(admin),
    });
    expect(mine.json().data.name).toBe('Tenant A secret');
  });

  it('a member without iam:read/iam:write is refused (403) and nothing is written', async () => {
    const before = await countRows(ctx.db, 'iam_policies');
    const res = await ctx.app.inject({
      method: 'POST',
      url: url('/iam/policies'),
      headers: bearer(member),
      payload: { name: 'Member policy', permissions: ['cdn:read'] },
    });
    expect(res.statusCode).toBe(403);
    expect(await countRows(ctx.db, 'iam_policies')).toBe(before);
  });

  it('resource groups answer their stored shape', async () => {
    const validate = storedShape(resourceGroups);
    const res = await ctx.app.inject({
      method: 'GET',
      url: url('/tenant/resource_groups'),
      headers: bearer(admin),
    });
    for (const g of res.json().data) expect(validate(g)).toEqual([]);
  });
});

// A project + resource-group scoped resource registered through the module, on a table made for this test.
interface NoteRow extends VersionedRow {
  title: string;
  created_at: Date;
}
const notes = defineCrud<NoteRow, { id: string; title: string; created_at: string }, { title: string }>({
  type: 'test/notes',
  noun: 'note',
  scope: 'resource-group',
  table: 'crud_test_notes' as ScopedTableName,
  columns: 'id, title, version, created_at',
  storedSchema: { file: 'iam/policy.schema.json', def: 'PolicyName' },
  operations: {
    list: 'listNotes',
    get: 'getNote',
    create: 'createNote',
    update: 'updateNote',
    delete: 'deleteNote',
  },
  sortable: { title: 'title', created_at: 'created_at' },
  defaultSort: 'created_at',
  searchable: ['title'],
  toWire: (r) => ({ id: r.id, title: r.title, created_at: iso(r.created_at) }),
  create: async (input) => ({ title: input.title }),
  update: async (input) => ({ title: input.title }),
} satisfies CrudResource<NoteRow, { id: string; title: string; created_at: string }, { title: string }>);

function fakeRequest(scope: Scope, extra: Partial<FastifyRequest> = {}): FastifyRequest {
  return {
    id: randomUUID(),
    ip: '127.0.0.1',
    headers: {},
    query: {},
    params: {},
    body: undefined,
    scope,
    principal: {
      userId: randomUUID(),
      username: 'test',
      role: 'administrator',
      email: '',
      fullName: '',
      tenantId: scope.tenantId,
      sessionId: randomUUID(),
    },
    audited: false,
    auditTarget: null,
    routeOptions: { schema: { 'x-permission': 'iam:write' }, url: '/api/main/test/notes' },
    ...extra,
  } as unknown as FastifyRequest;
}

function fakeReply(): FastifyReply & { sent: Record<string, string>; status?: number } {
  const reply = {
    sent: {} as Record<string, string>,
    status: undefined as number | undefined,
    header(k: string, v: string) {
      reply.sent[k] = v;
      return reply;
    },
    code(s: number) {
      reply.status = s;
      return reply;
    },
  };
  return reply as unknown as FastifyReply & { sent: Record<string, string>; status?: number };
}

describe('resource-group scope through the module', () => {
  it('keeps rows of one resource group out of another', async () => {
    await ctx.db.exec(`CREATE TABLE crud_test_notes (
      id uuid PRIMARY KEY, tenant_id uuid NOT NULL, project_id uuid NOT NULL, resource_group_id uuid NOT NULL,
      title text NOT NULL, version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now())`);
    const service = crudService(ctx.app.services, notes);
    const a: Scope = {
      tenantId: ctx.seed.tenantId,
      projectId: ctx.seed.projectId,
      resourceGroupId: ctx.seed.resourceGroupId,
    };
    const b: Scope = { ...a, resourceGroupId: ctx.seed.secondResourceGroupId };
    // The user of the fake principal must exist for audit rows; audit has no foreign keys.
    const reply = fakeReply();
    const created = (await service.handlers.createNote!.call(
      ctx.app,
      fakeRequest(a, { body: { title: 'In A' } }),
      reply,
    )) as { data: { id: string } };
    expect(reply.status).toBe(201);
    expect(reply.sent.etag).toBeTruthy();
    const id = created.data.id;

    const listA = await service.list(fakeRequest(a));
    const listB = await service.list(fakeRequest(b));
    expect(listA.data.map((n) => n.id)).toEqual([id]);
    expect(listB.data).toEqual([]);
    await expect(
      service.handlers.getNote!.call(ctx.app, fakeRequest(b, { params: { id } }), fakeReply()),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      service.handlers.updateNote!.call(
        ctx.app,
        fakeRequest(b, { params: { id }, body: { title: 'x' } }),
        fakeReply(),
      ),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      service.handlers.deleteNote!.call(ctx.app, fakeRequest(b, { params: { id } }), fakeReply()),
    ).rejects.toMatchObject({ statusCode: 404 });
    const { rows } = await ctx.db.query<{ resource_group_id: string; title: string }>(
      'SELECT resource_group_id, title FROM crud_test_notes',
    );
    expect(rows).toEqual([{ resource_group_id: a.resourceGroupId, title: 'In A' }]);
    expect(
      await countRows(ctx.db, 'audit_log', `resource_type = 'test/notes' AND action = 'createNote'`),
    ).toBe(1);
    const deleted = await service.handlers.deleteNote!.call(
      ctx.app,
      fakeRequest(a, { params: { id } }),
      fakeReply(),
    );
    expect(deleted).toEqual({ success: true });
  });
});

// A resource under a parent (a site), on a table made for this test: the module loads the parent through the
// guard, narrows every statement to it, sets its column on insert, keeps the ordering dense and hands the
// quota hook the count under the parent.
interface ItemRow extends VersionedRow {
  site_id: string;
  title: string;
  priority: number;
  created_at: Date;
}
type ItemOut = { id: string; site_id: string; title: string; priority: number };
const quotaCounts: number[] = [];
const items = defineCrud<ItemRow, ItemOut, { title: string; priority?: number }>({
  type: 'test/items',
  noun: 'item',
  scope: 'resource-group',
  table: 'crud_test_items' as ScopedTableName,
  columns: 'id, site_id, title, priority, version, created_at',
  storedSchema: { file: 'iam/policy.schema.json', def: 'PolicyName' },
  parent: {
    table: 'cdn_sites',
    param: 'id',
    column: 'site_id',
    idParam: 'itemId',
    noun: 'site',
    auditType: 'cdn_site',
  },
  ordering: { column: 'priority', field: 'priority' },
  listEtag: true,
  operations: {
    list: 'listItems',
    get: 'getItem',
    create: 'createItem',
    delete: 'deleteItem',
    reorder: 'reorderItems',
  },
  sortable: { priority: 'priority' },
  defaultSort: 'priority',
  defaultDirection: 'asc',
  searchable: ['title'],
  quota: async (count) => {
    quotaCounts.push(count);
    if (count >= 3) throw new Error('quota hook refused');
  },
  toWire: (r) => ({ id: r.id, site_id: r.site_id, title: r.title, priority: r.priority }),
  create: async (input) => ({ title: input.title }),
});

describe('a resource under a parent', () => {
  it('narrows every statement to the parent loaded through the guard and keeps the order dense', async () => {
    await ctx.db.exec(`CREATE TABLE crud_test_items (
      id uuid PRIMARY KEY, tenant_id uuid NOT NULL, project_id uuid NOT NULL, resource_group_id uuid NOT NULL,
      site_id uuid NOT NULL, title text NOT NULL, priority integer NOT NULL, version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now())`);
    const newSite = async (name: string, headers: Record<string, string> = {}) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: url('/cdn/sites'),
        headers: bearer(admin, headers),
        payload: { name, origin_server_url: 'https://origin.example.com' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as string;
    };
    const siteA = await newSite('Parent A');
    const siteB = await newSite('Parent B');
    // Same tenant, another resource group: out of the scope the requests act in.
    const siteElsewhere = await newSite('Parent elsewhere', {
      'x-resource-group-id': ctx.seed.secondResourceGroupId,
    });
    const service = crudService(ctx.app.services, items);
    const h = service.handlers;
    const scope: Scope = {
      tenantId: ctx.seed.tenantId,
      projectId: ctx.seed.projectId,
      resourceGroupId: ctx.seed.resourceGroupId,
    };
    const create = async (site: string, body: { title: string; priority?: number }) =>
      (
        (await h.createItem!.call(
          ctx.app,
          fakeRequest(scope, { params: { id: site }, body }),
          fakeReply(),
        )) as {
          data: ItemOut;
        }
      ).data;
    const titlesUnder = async (site: string) =>
      (await service.list(fakeRequest(scope, { params: { id: site } }))).data.map((i) => i.title);

    const first = await create(siteA, { title: 'first' });
    const second = await create(siteA, { title: 'second' });
    expect(first).toMatchObject({ site_id: siteA, priority: 1 });
    expect(second.priority).toBe(2);
    // A place asked for: the others close up behind it.
    const front = await create(siteA, { title: 'front', priority: 1 });
    expect(front.priority).toBe(1);
    expect(await titlesUnder(siteA)).toEqual(['front', 'first', 'second']);
    // The quota hook sees the rows under this parent only, and its refusal writes nothing.
    const other = await create(siteB, { title: 'other' });
    expect(other).toMatchObject({ site_id: siteB, priority: 1 });
    expect(quotaCounts).toEqual([0, 1, 2, 0]);
    await expect(create(siteA, { title: 'over' })).rejects.toThrow('quota hook refused');
    expect(await countRows(ctx.db, 'crud_test_items', 'site_id = $1', [siteA])).toBe(3);

    // The child is reachable through its own parent only; a parent out of scope is "No such site.".
    expect(await titlesUnder(siteB)).toEqual(['other']);
    await expect(
      h.getItem!.call(ctx.app, fakeRequest(scope, { params: { id: siteB, itemId: first.id } }), fakeReply()),
    ).rejects.toMatchObject({ statusCode: 404, message: 'No such item.' });
    await expect(
      h.deleteItem!.call(
        ctx.app,
        fakeRequest(scope, { params: { id: siteB, itemId: first.id } }),
        fakeReply(),
      ),
    ).rejects.toMatchObject({ statusCode: 404 });
    for (const site of [siteElsewhere, randomUUID()]) {
      await expect(service.list(fakeRequest(scope, { params: { id: site } }))).rejects.toMatchObject({
        statusCode: 404,
        message: 'No such site.',
      });
      await expect(create(site, { title: 'nowhere' })).rejects.toMatchObject({ statusCode: 404 });
    }

    // Deleting closes the gap; the bulk reorder needs the list's ETag and every row exactly once.
    await h.deleteItem!.call(
      ctx.app,
      fakeRequest(scope, { params: { id: siteA, itemId: front.id } }),
      fakeReply(),
    );
    const listReply = fakeReply();
    await h.listItems!.call(ctx.app, fakeRequest(scope, { params: { id: siteA } }), listReply);
    const etag = listReply.sent.etag as string;
    expect(etag).toBeTruthy();
    const reorder = (order: string[], ifMatch = etag) =>
      h.reorderItems!.call(
        ctx.app,
        fakeRequest(scope, { params: { id: siteA }, body: { order }, headers: { 'if-match': ifMatch } }),
        fakeReply(),
      );
    await expect(reorder([second.id])).rejects.toMatchObject({ statusCode: 409 });
    await expect(reorder([second.id, other.id])).rejects.toMatchObject({ statusCode: 409 });
    await reorder([second.id, first.id]);
    expect(await titlesUnder(siteA)).toEqual(['second', 'first']);
    await expect(reorder([first.id, second.id])).rejects.toMatchObject({ statusCode: 412 });
    const { rows } = await ctx.db.query<{ title: string; priority: number }>(
      'SELECT title, priority FROM crud_test_items WHERE site_id = $1 ORDER BY priority',
      [siteA],
    );
    expect(rows).toEqual([
      { title: 'second', priority: 1 },
      { title: 'first', priority: 2 },
    ]);
  });
});
