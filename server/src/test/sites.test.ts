import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser } from '../seed.js';
import { BACKENDS, bearer, countRows, createTestApp, errorBody, login } from './helpers.js';
import type { TestContext, Tokens } from './helpers.js';

const SITES = '/api/main/cdn/sites';

describe.each(BACKENDS)('CDN sites on %s', (kind) => {
  let ctx: TestContext;
  let admin: Tokens;
  let member: Tokens;
  let other: Tokens; // administrator of another tenant
  let otherRg: string;

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
    member = await login(ctx.app, ctx.passwords.member.username, ctx.passwords.member.password);
    const password = randomUUID();
    const username = `tenant-b-admin-${randomUUID().slice(0, 6)}`;
    await ctx.db.transaction(async (tx) => {
      const t = await createTenant(tx, 'Tenant B');
      otherRg = t.resourceGroupId;
      await createUser(tx, {
        tenantId: t.tenantId,
        username,
        password,
        role: 'administrator',
        email: '',
        fullName: 'B',
      });
    });
    other = await login(ctx.app, username, password);
  });
  afterAll(() => ctx?.close());

  const create = (payload: unknown, headers: Record<string, string> = {}, url = SITES) =>
    ctx.app.inject({ method: 'POST', url, headers: bearer(admin, headers), payload: payload as object });

  it('lists the seeded sites of the default resource group as {data, page_info}', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: SITES, headers: bearer(member) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.page_info).toEqual({ page: '1', per_page: 20, total_count: 4, total_pages: 1 });
    expect(body.data.map((s: { name: string }) => s.name)).not.toContain('Staging Portal');
    const staging = await ctx.app.inject({
      method: 'GET',
      url: SITES,
      headers: bearer(member, { 'x-resource-group-id': ctx.seed.secondResourceGroupId }),
    });
    expect(staging.json().data.map((s: { name: string }) => s.name)).toEqual(['Staging Portal']);
  });

  it('pages, sorts, searches and filters', async () => {
    const page = await ctx.app.inject({
      method: 'GET',
      url: `${SITES}?page=2&per_page=3&sort_by=name&sort_direction=asc`,
      headers: bearer(admin),
    });
    expect(page.json().page_info).toEqual({ page: '2', per_page: 3, total_count: 4, total_pages: 2 });
    expect(page.json().data.map((s: { name: string }) => s.name)).toEqual(['Video on Demand']);
    const search = await ctx.app.inject({
      method: 'GET',
      url: `${SITES}?search=STATIC`,
      headers: bearer(admin),
    });
    expect(search.json().data.map((s: { name: string }) => s.name)).toEqual(['Static Assets']);
    const wildcard = await ctx.app.inject({
      method: 'GET',
      url: `${SITES}?search=%25`,
      headers: bearer(admin),
    });
    expect(wildcard.json().data).toEqual([]);
    const disabled = await ctx.app.inject({
      method: 'GET',
      url: `${SITES}?status=disabled`,
      headers: bearer(admin),
    });
    expect(disabled.json().data.map((s: { name: string }) => s.name)).toEqual(['Legacy Shop']);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: `${SITES}?per_page=500&sort_by=evil`,
      headers: bearer(admin),
    });
    expect(bad.statusCode).toBe(400);
    expect(errorBody(bad).errors?.map((e) => e.path)).toEqual(expect.arrayContaining(['/query/per_page']));
  });

  it('creates a web site: 201, ETag, pending, cdn_url, SPEC edge-settings defaults, one audit row', async () => {
    const res = await create({ name: 'Shop Frontend', origin_server_url: 'https://shop.example.com' });
    expect(res.statusCode).toBe(201);
    const site = res.json().data;
    expect(site).toMatchObject({
      name: 'Shop Frontend',
      status: 'pending',
      vod: false,
      token_security: false,
      multi_cdn_status: 'inactive',
      multi_cdn_config: 0,
    });
    expect(site.cdn_url).toMatch(/^shop-frontend-[0-9a-f]{8}\.cdn\.console\.local$/);
    expect(site.edge_settings).toEqual({
      browser_cache_ttl: 0,
      caching_level: 'standard',
      development_mode: 'inactive',
      thump: 'inactive',
      image_resizing: 'inactive',
      polish: 'inactive',
      image_virtualizing: 'inactive',
      gzip_level: 0,
      brotli_compression: 'inactive',
      auto_minify: [],
      http2: 'inactive',
      http2_origin: 'inactive',
      websocket: 'inactive',
      browser_integrity_check: 'inactive',
      bot_fight_mode: 'inactive',
      always_use_https: 'inactive',
      tls13: 'inactive',
      hsts: 'inactive',
      http3: 'inactive',
    });
    expect(res.headers.etag).toMatch(/^".+"$/);
    expect(await countRows(ctx.db, 'audit_log', 'request_id = $1', [res.headers['x-request-id']])).toBe(1);
    const row = await ctx.db.query<{
      actor_username: string;
      resource_id: string;
      action: string;
      result: string;
      tenant_id: string;
    }>('SELECT actor_username, resource_id, action, result, tenant_id FROM audit_log WHERE request_id = $1', [
      res.headers['x-request-id'],
    ]);
    expect(row.rows[0]).toMatchObject({
      actor_username: ctx.passwords.admin.username,
      resource_id: site.id,
      action: 'create',
      result: 'success',
      tenant_id: ctx.seed.tenantId,
    });
    // Provisioning finishes (activation delay 0 in tests): the next read shows it active.
    const got = await ctx.app.inject({ method: 'GET', url: `${SITES}/${site.id}`, headers: bearer(member) });
    expect(got.statusCode).toBe(200);
    expect(got.json().data.status).toBe('active');
    expect(got.headers.etag).toBe(res.headers.etag);
  });

  it('creates a VOD site on /vod with vod=true', async () => {
    const res = await create(
      { name: 'Movies', origin_server_url: 'https://vod.example.com' },
      {},
      `${SITES}/vod`,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.vod).toBe(true);
  });

  it('validates the body: 400 with field paths, nothing stored', async () => {
    const before = await countRows(ctx.db, 'cdn_sites');
    const res = await create({ name: '', origin_server_url: 'ftp://x', multi_cdn_config: 101 });
    expect(res.statusCode).toBe(400);
    const body = errorBody(res);
    expect(body.code).toBe('validation_failed');
    expect(body.errors?.map((e) => e.path)).toEqual(
      expect.arrayContaining(['/body/name', '/body/origin_server_url', '/body/multi_cdn_config']),
    );
    const missing = await create({ origin_server_url: 'https://a.example.com' });
    expect(errorBody(missing).errors?.map((e) => e.path)).toContain('/body/name');
    const typed = await create({
      name: 'Typed',
      origin_server_url: 'https://a.example.com',
      token_security: 'yes',
    });
    expect(errorBody(typed).errors?.map((e) => e.path)).toContain('/body/token_security');
    const noBody = await ctx.app.inject({ method: 'POST', url: SITES, headers: bearer(admin) });
    expect(noBody.statusCode).toBe(400);
    expect(await countRows(ctx.db, 'cdn_sites')).toBe(before);
  });

  it('refuses a duplicate name in the same resource group with 409 (any case), allows it in another', async () => {
    const res = await create({ name: 'corporate website', origin_server_url: 'https://x.example.com' });
    expect(res.statusCode).toBe(409);
    expect(errorBody(res).code).toBe('duplicate_name');
    const elsewhere = await create(
      { name: 'Corporate Website', origin_server_url: 'https://x.example.com' },
      { 'x-resource-group-id': ctx.seed.secondResourceGroupId },
    );
    expect(elsewhere.statusCode).toBe(201);
  });

  it('replaces with If-Match: 200 + new ETag; a stale ETag answers 412 and changes nothing', async () => {
    const created = await create({ name: 'Edit Me', origin_server_url: 'https://edit.example.com' });
    const id = created.json().data.id;
    const etag = created.headers.etag as string;
    const ok = await ctx.app.inject({
      method: 'PUT',
      url: `${SITES}/${id}`,
      headers: bearer(admin, { 'if-match': etag }),
      payload: { name: 'Edited', origin_server_url: 'https://edited.example.com', token_security: true },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ name: 'Edited', token_security: true, status: 'active' });
    expect(ok.headers.etag).not.toBe(etag);
    const audits = await countRows(ctx.db, 'audit_log', "resource_id = $1 AND action = 'update'", [id]);
    expect(audits).toBe(1);

    const stale = await ctx.app.inject({
      method: 'PUT',
      url: `${SITES}/${id}`,
      headers: bearer(admin, { 'if-match': etag }),
      payload: { name: 'Lost Update', origin_server_url: 'https://lost.example.com' },
    });
    expect(stale.statusCode).toBe(412);
    expect(errorBody(stale).code).toBe('precondition_failed');
    const now = await ctx.app.inject({ method: 'GET', url: `${SITES}/${id}`, headers: bearer(admin) });
    expect(now.json().data.name).toBe('Edited');
    // The refused write is audited too, as a failure.
    expect(
      await countRows(ctx.db, 'audit_log', "resource_id = $1 AND action = 'update' AND result = 'failure'", [
        id,
      ]),
    ).toBe(1);

    const dup = await ctx.app.inject({
      method: 'PUT',
      url: `${SITES}/${id}`,
      headers: bearer(admin),
      payload: { name: 'Static Assets', origin_server_url: 'https://x.example.com' },
    });
    expect(dup.statusCode).toBe(409);
  });

  it('deletes (If-Match optional): {success: true}, then 404; a stale If-Match is 412', async () => {
    const created = await create({ name: 'Delete Me', origin_server_url: 'https://del.example.com' });
    const id = created.json().data.id;
    const stale = await ctx.app.inject({
      method: 'DELETE',
      url: `${SITES}/${id}`,
      headers: bearer(admin, { 'if-match': '"nope"' }),
    });
    expect(stale.statusCode).toBe(412);
    const res = await ctx.app.inject({ method: 'DELETE', url: `${SITES}/${id}`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(
      await countRows(ctx.db, 'audit_log', "resource_id = $1 AND action = 'delete' AND result = 'success'", [
        id,
      ]),
    ).toBe(1);
    const gone = await ctx.app.inject({ method: 'GET', url: `${SITES}/${id}`, headers: bearer(admin) });
    expect(gone.statusCode).toBe(404);
    errorBody(gone);
  });

  it('honours Idempotency-Key: same key + body replays, a different body is 409', async () => {
    const key = randomUUID();
    const payload = { name: 'Idempotent', origin_server_url: 'https://idem.example.com' };
    const first = await create(payload, { 'idempotency-key': key });
    const again = await create(payload, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(await countRows(ctx.db, 'cdn_sites', "name = 'Idempotent'")).toBe(1);
    const different = await create({ ...payload, name: 'Idempotent 2' }, { 'idempotency-key': key });
    expect(different.statusCode).toBe(409);
    expect(errorBody(different).code).toBe('idempotency_key_reused');
    expect(await countRows(ctx.db, 'cdn_sites', "name = 'Idempotent 2'")).toBe(0);
  });

  it('the member (cdn:read) can read but not write: 403, nothing stored, denial audited', async () => {
    const before = await countRows(ctx.db, 'cdn_sites');
    const res = await ctx.app.inject({
      method: 'POST',
      url: SITES,
      headers: bearer(member),
      payload: { name: 'Not Allowed', origin_server_url: 'https://no.example.com' },
    });
    expect(res.statusCode).toBe(403);
    expect(errorBody(res).code).toBe('forbidden');
    expect(await countRows(ctx.db, 'cdn_sites')).toBe(before);
    expect(
      await countRows(ctx.db, 'audit_log', "request_id = $1 AND result = 'denied'", [
        res.headers['x-request-id'],
      ]),
    ).toBe(1);
  });

  describe('tenant isolation', () => {
    let siteId: string;
    beforeAll(async () => {
      siteId = (await create({ name: 'Tenant A Only', origin_server_url: 'https://a.example.com' })).json()
        .data.id;
    });

    it("tenant B cannot list, get, update or delete tenant A's site (404)", async () => {
      const list = await ctx.app.inject({ method: 'GET', url: SITES, headers: bearer(other) });
      expect(list.statusCode).toBe(200);
      expect(list.json().data).toEqual([]);
      const get = await ctx.app.inject({ method: 'GET', url: `${SITES}/${siteId}`, headers: bearer(other) });
      expect(get.statusCode).toBe(404);
      const put = await ctx.app.inject({
        method: 'PUT',
        url: `${SITES}/${siteId}`,
        headers: bearer(other),
        payload: { name: 'Hijacked', origin_server_url: 'https://evil.example.com' },
      });
      expect(put.statusCode).toBe(404);
      const del = await ctx.app.inject({
        method: 'DELETE',
        url: `${SITES}/${siteId}`,
        headers: bearer(other),
      });
      expect(del.statusCode).toBe(404);
      const still = await ctx.app.inject({
        method: 'GET',
        url: `${SITES}/${siteId}`,
        headers: bearer(admin),
      });
      expect(still.json().data.name).toBe('Tenant A Only');
    });

    it('a resource group of another tenant answers 404 whichever way it is named', async () => {
      for (const rg of [ctx.seed.resourceGroupId, ctx.seed.secondResourceGroupId]) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: SITES,
          headers: bearer(other, { 'x-resource-group-id': rg }),
        });
        expect(res.statusCode).toBe(404);
        errorBody(res);
      }
      const put = await ctx.app.inject({
        method: 'POST',
        url: SITES,
        headers: bearer(admin, { 'x-resource-group-id': otherRg }),
        payload: { name: 'Planted', origin_server_url: 'https://plant.example.com' },
      });
      expect(put.statusCode).toBe(404);
      expect(await countRows(ctx.db, 'cdn_sites', "name = 'Planted'")).toBe(0);
      const proj = await ctx.app.inject({
        method: 'GET',
        url: SITES,
        headers: bearer(other, { 'x-project-id': ctx.seed.projectId }),
      });
      expect(proj.statusCode).toBe(404);
    });
  });
});
