// Spec: src/engine/specs/adding-a-resource.md (server side and strings). The widget fixture
// (tests/fixtures/widget/) registered with the generic CRUD module through buildApp's `extensions` is served like
// any resource of a real backend, and the product server without the extension knows nothing of it.
// The build half is scripts/lib/bundle-fixtures.test.ts, the browser half tests/e2e/adding-a-resource.spec.ts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeContract, loadSpec } from '../../server/src/openapi.js';
import type { OpenApiDocument } from '../../server/src/openapi.js';
import { widgetContract, widgetExtension } from '../fixtures/widget/server.js';
import { bearer, createTestApp, errorBody, login } from '../../server/src/test/helpers.js';
import type { TestContext, Tokens } from '../../server/src/test/helpers.js';

const root = path.resolve(__dirname, '..', '..');
let ctx: TestContext;
let admin: Tokens;

beforeAll(async () => {
  ctx = await createTestApp('pglite', { extensions: [widgetExtension] });
  admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
});
afterAll(async () => ctx?.close());

const widget = { name: 'Sprocket', description: 'A test widget', status: 'draft', size: 12 };
type Answer = { data: { id: string } & typeof widget };

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, etag?: string) =>
  ctx.app.inject({
    method,
    url: `/api/main/e2e/widgets${url}`,
    headers: bearer(admin, etag ? { 'if-match': etag } : {}),
    ...(payload ? { payload } : {}),
  });

async function created(name: string) {
  const res = await call('POST', '', { ...widget, name });
  expect(res.statusCode).toBe(201);
  return { id: res.json<Answer>().data.id, etag: res.headers.etag as string };
}

describe('adding a resource', () => {
  it('MUST serve a resource registered with the generic CRUD module: list (search, filters), create, get with its ETag, update with If-Match, delete', async () => {
    const before = await call('GET', '?search=sprocket');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      data: [],
      page_info: { page: '1', per_page: 20, total_count: 0, total_pages: 0 },
    });

    const res = await call('POST', '', widget);
    expect(res.statusCode).toBe(201);
    const { data } = res.json<Answer>();
    expect(data).toMatchObject(widget);
    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();

    expect((await call('GET', '?status=draft&search=sprock')).json().data).toMatchObject([{ id: data.id }]);
    expect((await call('GET', '?status=active')).json().data).toEqual([]);
    const got = await call('GET', `/${data.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.headers.etag).toBe(etag);

    const updated = await call('PUT', `/${data.id}`, { ...widget, status: 'active', size: 40 }, etag);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ status: 'active', size: 40 });
    const newEtag = updated.headers.etag as string;
    expect(newEtag).not.toBe(etag);
    // Without a filter the list is not narrowed (a default on the filter parameter once narrowed it to drafts).
    expect((await call('GET', '?search=sprocket')).json().data).toMatchObject([
      { id: data.id, status: 'active', size: 40 },
    ]);

    const deleted = await call('DELETE', `/${data.id}`, undefined, newEtag);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect((await call('GET', `/${data.id}`)).statusCode).toBe(404);
  });

  it('MUST answer 412 with the current record and ETag to an update or delete at a stale ETag', async () => {
    const { id, etag } = await created('Stale one');
    const fresh = await call('PUT', `/${id}`, { ...widget, name: 'Stale one', size: 40 }, etag);
    const current = fresh.headers.etag as string;

    const stale = await call('PUT', `/${id}`, { ...widget, name: 'Stale one', size: 99 }, etag);
    expect(stale.statusCode).toBe(412);
    expect(stale.headers.etag).toBe(current);
    expect(errorBody(stale)).toMatchObject({ current: { id, size: 40 } });
    const staleDelete = await call('DELETE', `/${id}`, undefined, etag);
    expect(staleDelete.statusCode).toBe(412);
    expect((await call('GET', `/${id}`)).json().data).toMatchObject({ size: 40 });
  });

  it("MUST validate requests against the resource's own schema and answer field errors", async () => {
    const res = await call('POST', '', { ...widget, size: 1000, status: 'broken' });
    expect(res.statusCode).toBe(400);
    const paths = (errorBody(res).errors ?? []).map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['/body/size', '/body/status']));
  });

  it('MUST refuse a duplicate name with 409 and leave one audit row per write', async () => {
    const { id } = await created('Unique one');
    expect((await call('POST', '', { ...widget, name: 'unique ONE' })).statusCode).toBe(409);
    const { rows } = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE resource_type = 'e2e/widget' AND resource_id = $1`,
      [id],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('MUST NOT serve a test resource on a server built without its extension', async () => {
    const plain = await createTestApp('pglite');
    try {
      const tokens = await login(plain.app, plain.passwords.admin.username, plain.passwords.admin.password);
      const res = await plain.app.inject({
        method: 'GET',
        url: '/api/main/e2e/widgets',
        headers: bearer(tokens),
      });
      expect(res.statusCode).toBe(404);
      expect(plain.app.servedRoutes.some((r) => r.url.includes('/e2e/'))).toBe(false);
      const { rows } = await plain.db.query(`SELECT to_regclass('e2e_widgets') AS t`);
      expect(rows).toEqual([{ t: null }]);
    } finally {
      await plain.close();
    }
  });

  it("MUST refuse an extension whose path, operationId or component clashes with the backend's contract", () => {
    const main = loadSpec('main');
    const fragment = widgetContract();
    expect(Object.keys(mergeContract(main, fragment).paths)).toContain('/e2e/widgets');

    const samePath: OpenApiDocument = { ...fragment, paths: { '/tenant/groups': {} } };
    expect(() => mergeContract(main, samePath)).toThrow(/path \/tenant\/groups/);
    const sameId: OpenApiDocument = {
      ...fragment,
      paths: { '/e2e/other': { get: { operationId: 'listTenantGroups' } } },
    };
    expect(() => mergeContract(main, sameId)).toThrow(/operationId listTenantGroups/);
    const otherError: OpenApiDocument = {
      ...fragment,
      components: { schemas: { Error: { type: 'string' } } },
    };
    expect(() => mergeContract(main, otherError)).toThrow(/components\.schemas\.Error/);
  });

  it("MUST keep a test resource's generated files in step with its schema and contract", () => {
    const res = spawnSync(process.execPath, [path.join(root, 'tests/fixtures/gen.mjs'), '--check'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(res.stderr + res.stdout).toContain('up to date');
    expect(res.status).toBe(0);
  });

  it("MUST have the test resource's strings in en, vi and de with the same keys, translated, for every field and value it shows", () => {
    type Tree = { [key: string]: string | Tree };
    const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
    const leaves = (tree: Tree, prefix = ''): [string, string][] =>
      Object.entries(tree).flatMap(([k, v]) =>
        typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`),
      );
    const catalogue = (lng: string) => new Map(leaves(read(`tests/fixtures/widget/locales/${lng}.json`)));
    const en = catalogue('en');
    for (const lng of ['vi', 'de']) {
      const other = catalogue(lng);
      expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
      expect([...en].filter(([k, v]) => other.get(k) === v).map(([k]) => k)).toEqual([]);
    }
    const ui = read('tests/fixtures/widget/widget.ui.json');
    const shown = new Set<string>([
      ...ui.list.columns,
      ...ui.detail.sections.flatMap((s: { fields: string[] }) => s.fields),
      ...ui.form['ui:order'],
    ]);
    for (const field of shown) expect(en.has(`resources.e2e_widget.fields.${field}`), field).toBe(true);
    for (const section of ui.detail.sections)
      expect(en.has(`resources.e2e_widget.sections.${section.key}`), section.key).toBe(true);
    const schema = read('tests/fixtures/widget/widget.schema.json');
    for (const status of schema.$defs.WidgetStatus.enum)
      expect(en.has(`resources.e2e_widget.values.status.${status}`), status).toBe(true);
  });
});
