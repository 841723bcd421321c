// Log-export destinations (openapi/log-export.yaml) on the generic CRUD module: the block of the chosen type is
// stored and the others are not, secrets are write-only and kept when left out, sources outside the resource
// group are refused on their field, ETag/If-Match guard writes, enabling and disabling are audited, and a new
// destination waits (pending): nothing here claims a delivery.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, bearer, createTestApp, errorBody, login } from './helpers.js';
import type { TestContext, Tokens } from './helpers.js';

const BASE = '/api/log-export/log-export/destinations';

const webhook = {
  name: 'SIEM webhook',
  type: 'http',
  assets: ['audit'],
  format: 'ndjson',
  http: {
    url: 'https://siem.example.com/ingest',
    headers: [{ name: 'Authorization', value: 'Bearer header-secret-1' }],
    signing_secret: 'signing-secret-value-1',
  },
  s3: { endpoint: 'https://s3.example.com', region: 'hn-1', bucket: 'ignored', access_key_id: 'AKIA1' },
};

describe.each(BACKENDS)('log-export destinations on %s', (kind) => {
  let ctx: TestContext;
  let admin: Tokens;
  let member: Tokens;

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
    member = await login(ctx.app, ctx.passwords.member.username, ctx.passwords.member.password);
  }, 180_000);
  afterAll(() => ctx?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = {}) =>
    ctx.app.inject({
      method,
      url,
      headers: bearer(admin, headers),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('creates a pending destination with only its type’s block, answering secrets by name only', async () => {
    const res = await call('POST', BASE, webhook);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers.etag).toBeTruthy();
    const created = res.json().data;
    expect(created).toMatchObject({
      name: 'SIEM webhook',
      enabled: true,
      status: 'pending',
      compression: 'gzip',
    });
    expect(created.s3).toBeUndefined();
    expect(created.http.headers).toEqual([{ name: 'Authorization' }]);
    expect(created.secrets_set.sort()).toEqual(['headers.Authorization', 'signing_secret']);
    expect(res.body).not.toContain('signing-secret-value-1');
    expect(res.body).not.toContain('header-secret-1');
    const { rows } = await ctx.db.query<{ secrets_enc: string }>(
      'SELECT secrets_enc FROM log_export_destinations WHERE id = $1',
      [created.id],
    );
    expect(rows[0]?.secrets_enc).not.toContain('signing-secret-value-1');
  });

  it('keeps secrets an update leaves out, and refuses a stale If-Match with 412', async () => {
    const created = (await call('POST', BASE, { ...webhook, name: 'Keeps secrets' })).json().data;
    const read = await call('GET', `${BASE}/${created.id}`);
    const etag = read.headers.etag as string;
    const { signing_secret: _secret, ...http } = webhook.http;
    const update = {
      ...webhook,
      name: 'Keeps secrets',
      http: { ...http, headers: [{ name: 'Authorization' }] },
    };
    const updated = await call('PUT', `${BASE}/${created.id}`, update, { 'If-Match': etag });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.secrets_set.sort()).toEqual(['headers.Authorization', 'signing_secret']);
    const stale = await call('PUT', `${BASE}/${created.id}`, update, { 'If-Match': etag });
    expect(stale.statusCode).toBe(412);
  });

  it('refuses a log source outside the resource group and an S3 destination without its secret, on their fields', async () => {
    const res = await call('POST', BASE, {
      name: 'Bucket',
      type: 's3',
      assets: ['audit', 'cdn_access:00000000-0000-4000-8000-000000000000'],
      format: 'csv',
      s3: {
        endpoint: 'https://s3.example.com',
        region: 'hn-1',
        bucket: 'logs-bucket',
        access_key_id: 'AKIA1',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(
      errorBody(res)
        .errors?.map((e) => e.path)
        .sort(),
    ).toEqual(['/assets/1', '/s3/secret_access_key']);
  });

  it('lists the resource group’s log sources, each site’s access log and the audit trail, counting destinations', async () => {
    const res = await call('GET', '/api/log-export/assets');
    expect(res.statusCode, res.body).toBe(200);
    const assets = res.json().data as { id: string; kind: string; destination_count: number }[];
    expect(assets.some((a) => a.kind === 'cdn_access')).toBe(true);
    expect(assets.find((a) => a.id === 'audit')?.destination_count).toBeGreaterThanOrEqual(2);
    const cdnOnly = (await call('GET', '/api/log-export/assets?service=cdn')).json().data as {
      kind: string;
    }[];
    expect(cdnOnly.every((a) => a.kind === 'cdn_access')).toBe(true);
  });

  it('disables and enables (audited), changing nothing when the state is already the one asked for', async () => {
    const created = (await call('POST', BASE, { ...webhook, name: 'Toggled' })).json().data;
    const off = await call('POST', `${BASE}/${created.id}`, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ enabled: false, status: 'disabled' });
    const again = await call('POST', `${BASE}/${created.id}`, { enabled: false });
    expect(again.headers.etag).toBe(off.headers.etag);
    const on = await call('POST', `${BASE}/${created.id}`, { enabled: true });
    expect(on.json().data).toMatchObject({ enabled: true, status: 'pending' });
    const audit = await ctx.app.inject({
      method: 'GET',
      url: `/api/main/audit_logs?resource_type=logexport_destination&resource_id=${created.id}`,
      headers: bearer(admin),
    });
    const actions = (audit.json().data as { action: string }[]).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['createDestination', 'disable', 'enable']));
  });

  it('lists, searches, filters and deletes; a member without logexport:read is refused', async () => {
    const list = await call('GET', `${BASE}?search=toggled&type=http&sort_by=name&sort_direction=asc`);
    expect(list.statusCode, list.body).toBe(200);
    const [found] = list.json().data as { id: string }[];
    expect(found).toBeDefined();
    const read = await call('GET', `${BASE}/${found!.id}`);
    const gone = await call('DELETE', `${BASE}/${found!.id}`, undefined, { 'If-Match': read.headers.etag });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await call('GET', `${BASE}/${found!.id}`)).statusCode).toBe(404);
    const denied = await ctx.app.inject({ method: 'GET', url: BASE, headers: bearer(member) });
    expect(denied.statusCode).toBe(403);
  });
});
