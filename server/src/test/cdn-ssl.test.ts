// CDN SSL certificates: custom upload (multipart, parsed with node:crypto, refused with field errors), free
// certificates, reads, delete, quotas, idempotency and audit. Fixtures: fixtures/ssl/README.md.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser } from '../seed.js';
import { BACKENDS, bearer, countRows, createTestApp, errorBody, login } from './helpers.js';
import type { TestContext, Tokens } from './helpers.js';
import { multipart } from './support/multipart.js';
import type { MultipartField } from './support/multipart.js';

const SSL = '/api/main/ssl';
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'ssl');
const pem = (name: string) => fs.readFileSync(path.join(fixtures, name), 'utf8');

describe.each(BACKENDS)('CDN SSL certificates on %s', (kind) => {
  let ctx: TestContext;
  let admin: Tokens;
  let member: Tokens;
  let other: Tokens;

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
    member = await login(ctx.app, ctx.passwords.member.username, ctx.passwords.member.password);
    const password = randomUUID();
    const username = `ssl-b-${randomUUID().slice(0, 6)}`;
    await ctx.db.transaction(async (tx) => {
      const t = await createTenant(tx, 'Tenant B');
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

  const certCount = () => countRows(ctx.db, 'ssl_certificates', 'tenant_id = $1', [ctx.seed.tenantId]);

  async function upload(
    fields: Record<string, MultipartField | undefined>,
    headers: Record<string, string> = {},
    who = admin,
  ) {
    const body = await multipart(fields);
    return ctx.app.inject({
      method: 'POST',
      url: `${SSL}/customssl`,
      headers: bearer(who, { ...body.headers, ...headers }),
      payload: body.payload,
    });
  }

  it('lists the seeded free certificates, one of them renewing soon', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: SSL, headers: bearer(member) });
    expect(res.statusCode).toBe(200);
    const { data, page_info } = res.json();
    expect(page_info.total_count).toBe(2);
    expect(data.map((c: { status: string }) => c.status).sort()).toEqual(['active', 'expiring_soon']);
    for (const c of data) {
      expect(c.type).toBe('free');
      expect(c.validation_records[0].status).toBe('valid');
      expect(c.used_by).toEqual([]);
    }
  });

  it('uploads a certificate and reads back its subject, SANs, issuer, validity and fingerprint, never the key', async () => {
    const before = await certCount();
    const res = await upload(
      { name: 'Shop', certificate: pem('valid.crt'), private_key: pem('valid.key'), chain: pem('chain.crt') },
      { 'idempotency-key': 'ssl-upload-1' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.headers.etag).toMatch(/^".+"$/);
    const cert = res.json().data;
    expect(cert).toMatchObject({
      name: 'Shop',
      type: 'custom',
      common_name: 'shop.example.com',
      sans: ['shop.example.com', 'www.shop.example.com'],
      issuer: 'O=Console Test CA, CN=Console Test Root',
      key_type: 'rsa2048',
      not_before: '2025-01-01T00:00:00.000Z',
      expiration_date: '2125-01-01T00:00:00.000Z',
      status: 'active',
      auto_renew: false,
      validation_records: [],
      used_by: [],
    });
    expect(cert.fingerprint_sha256).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    expect(res.body).not.toContain('PRIVATE KEY');
    expect(await certCount()).toBe(before + 1);

    // The key is stored sealed, not as sent.
    const { rows } = await ctx.db.query<{ private_key_enc: string }>(
      'SELECT private_key_enc FROM ssl_certificates WHERE id = $1',
      [cert.id],
    );
    expect(rows[0]?.private_key_enc).toMatch(/^v1\./);

    // A replay with the same key answers the same, stores nothing more.
    const replay = await upload(
      { name: 'Shop', certificate: pem('valid.crt'), private_key: pem('valid.key'), chain: pem('chain.crt') },
      { 'idempotency-key': 'ssl-upload-1' },
    );
    expect(replay.statusCode).toBe(201);
    expect(replay.json().data.id).toBe(cert.id);
    expect(await certCount()).toBe(before + 1);

    // The same certificate again: 409 ssl already exists.
    const again = await upload({
      name: 'Shop 2',
      certificate: pem('valid.crt'),
      private_key: pem('valid.key'),
    });
    expect(again.statusCode).toBe(409);
    expect(errorBody(again).code).toBe('ssl_exists');

    const got = await ctx.app.inject({ method: 'GET', url: `${SSL}/${cert.id}`, headers: bearer(member) });
    expect(got.statusCode).toBe(200);
    expect(got.json().data).toEqual(cert);
    expect(got.headers.etag).toBe(res.headers.etag);

    const audit = await countRows(
      ctx.db,
      'audit_log',
      "resource_type = 'ssl_certificate' AND resource_id = $1 AND action = 'create'",
      [cert.id],
    );
    expect(audit).toBe(2); // the create and its replay
    const { rows: trail } = await ctx.db.query<{ details: Record<string, unknown> }>(
      "SELECT details FROM audit_log WHERE resource_type = 'ssl_certificate' AND resource_id = $1",
      [cert.id],
    );
    expect(JSON.stringify(trail)).not.toContain('BEGIN RSA PRIVATE KEY');
    expect(JSON.stringify(trail)).not.toContain('BEGIN PRIVATE KEY');
  });

  it('takes files picked in a browser (file parts) and reads an ECDSA key', async () => {
    const res = await upload({
      name: 'Media',
      certificate: { file: pem('ec.crt'), filename: 'ec.crt' },
      private_key: { file: pem('ec.key'), filename: 'ec.key' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      key_type: 'ecdsa_p256',
      common_name: '*.media.example.net',
      sans: ['*.media.example.net', 'media.example.net'],
    });
  });

  const refusals: [string, Record<string, string>, string, RegExp][] = [
    [
      'a certificate that is no PEM',
      {
        certificate: `-----BEGIN CERTIFICATE-----\n${'A'.repeat(200)}\n-----END CERTIFICATE-----\n`,
        private_key: 'valid.key',
      },
      '/body/certificate',
      /not a PEM/,
    ],
    [
      'a key that does not match',
      { certificate: 'valid.crt', private_key: 'other.key' },
      '/body/private_key',
      /does not match/,
    ],
    [
      'an expired certificate',
      { certificate: 'expired.crt', private_key: 'expired.key' },
      '/body/certificate',
      /expired/,
    ],
    [
      'an encrypted PKCS#8 key',
      { certificate: 'valid.crt', private_key: 'encrypted-pkcs8.key' },
      '/body/private_key',
      /encrypted/,
    ],
    [
      'an encrypted legacy key',
      { certificate: 'valid.crt', private_key: 'encrypted-legacy.key' },
      '/body/private_key',
      /encrypted/,
    ],
    [
      'a chain that did not issue it',
      { certificate: 'valid.crt', private_key: 'valid.key', chain: 'ec.crt' },
      '/body/chain',
      /does not lead/,
    ],
  ];
  it.each(refusals)(
    'refuses %s with a field error and stores nothing',
    async (_what, files, field, message) => {
      const before = await certCount();
      const read = (v: string) => (v.includes('-----') ? v : pem(v));
      const res = await upload({
        name: 'Refused',
        certificate: read(files.certificate as string),
        private_key: read(files.private_key as string),
        ...(files.chain ? { chain: read(files.chain) } : {}),
      });
      expect(res.statusCode).toBe(400);
      const body = errorBody(res);
      const error = body.errors?.find((e) => e.path === field);
      expect(error?.message).toMatch(message);
      expect(await certCount()).toBe(before);
    },
  );

  it('refuses a body that is not multipart, a broken multipart body and missing fields', async () => {
    const json = await ctx.app.inject({
      method: 'POST',
      url: `${SSL}/customssl`,
      headers: bearer(admin),
      payload: { name: 'x', certificate: pem('valid.crt'), private_key: pem('valid.key') },
    });
    expect(json.statusCode).toBe(415);
    const broken = await ctx.app.inject({
      method: 'POST',
      url: `${SSL}/customssl`,
      headers: bearer(admin, { 'content-type': 'multipart/form-data; boundary=zzz' }),
      payload: 'this is not multipart',
    });
    expect(broken.statusCode).toBe(400);
    errorBody(broken);
    const missing = await upload({ name: 'No key', certificate: pem('valid.crt') });
    expect(missing.statusCode).toBe(400);
    expect(errorBody(missing).errors?.map((e) => e.path)).toContain('/body/private_key');
    const twice = await ctx.app.inject({
      method: 'POST',
      url: `${SSL}/customssl`,
      headers: bearer(admin, (await multipart({})).headers),
      payload: (await multipart({})).payload,
    });
    expect(twice.statusCode).toBe(400);
  });

  it('needs cdn:write to upload and stays inside the tenant', async () => {
    const res = await upload(
      { name: 'M', certificate: pem('ec.crt'), private_key: pem('ec.key') },
      {},
      member,
    );
    expect(res.statusCode).toBe(403);
    const list = await ctx.app.inject({ method: 'GET', url: SSL, headers: bearer(other) });
    expect(list.json().page_info.total_count).toBe(0);
    const mine = (await ctx.app.inject({ method: 'GET', url: SSL, headers: bearer(admin) })).json().data[0];
    const foreign = await ctx.app.inject({ method: 'GET', url: `${SSL}/${mine.id}`, headers: bearer(other) });
    expect(foreign.statusCode).toBe(404);
    const del = await ctx.app.inject({ method: 'DELETE', url: `${SSL}/${mine.id}`, headers: bearer(other) });
    expect(del.statusCode).toBe(404);
  });

  it('asks for a free certificate for a hostname of a site, and refuses others', async () => {
    const sites = (
      await ctx.app.inject({ method: 'GET', url: '/api/main/cdn/sites', headers: bearer(admin) })
    ).json().data;
    const host = sites[0].cdn_url as string;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${SSL}/freessl`,
      headers: bearer(admin),
      payload: { domains: [host], validation_method: 'txt' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      name: host,
      type: 'free',
      common_name: host,
      sans: [host],
      status: 'pending_validation',
      auto_renew: true,
      not_before: null,
      expiration_date: null,
    });
    expect(res.json().data.validation_records).toEqual([
      expect.objectContaining({
        domain: host,
        method: 'txt',
        name: `_acme-challenge.${host}`,
        status: 'pending',
      }),
    ]);

    const before = await certCount();
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: `${SSL}/freessl`,
      headers: bearer(admin),
      payload: { domains: [host, 'not-mine.example.com'] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(errorBody(foreign).errors?.map((e) => e.path)).toEqual(['/body/domains/1']);
    const wildcard = await ctx.app.inject({
      method: 'POST',
      url: `${SSL}/freessl`,
      headers: bearer(admin),
      payload: { domains: [`*.${host}`], validation_method: 'http' },
    });
    expect(wildcard.statusCode).toBe(400);
    expect(errorBody(wildcard).errors?.[0]?.path).toBe('/body/domains/0');
    expect(await certCount()).toBe(before);
  });

  it('refuses a certificate over the account quota with 409 quota_exceeded', async () => {
    const n = await certCount();
    await ctx.db.query(
      `INSERT INTO tenant_quotas (tenant_id, code, value) VALUES ($1, 'ssl_certificates_per_account', $2)
       ON CONFLICT (tenant_id, code) DO UPDATE SET value = EXCLUDED.value`,
      [ctx.seed.tenantId, n],
    );
    try {
      const over = await ctx.app.inject({
        method: 'POST',
        url: `${SSL}/freessl`,
        headers: bearer(admin),
        payload: {
          domains: [
            (
              await ctx.app.inject({ method: 'GET', url: '/api/main/cdn/sites', headers: bearer(admin) })
            ).json().data[0].cdn_url,
          ],
        },
      });
      expect(over.statusCode).toBe(409);
      expect(errorBody(over).code).toBe('quota_exceeded');
      expect(await certCount()).toBe(n);
      // The quotas page counts the same certificates.
      const quota = await ctx.app.inject({
        method: 'GET',
        url: '/api/main/iam/quotas/ssl_certificates_per_account',
        headers: bearer(admin),
      });
      expect(quota.json().data).toMatchObject({ value: n, usage: n });
    } finally {
      await ctx.db.query(
        "DELETE FROM tenant_quotas WHERE tenant_id = $1 AND code = 'ssl_certificates_per_account'",
        [ctx.seed.tenantId],
      );
    }
  });

  it('deletes with If-Match (412 when stale) and audits it', async () => {
    // The ECDSA certificate uploaded above.
    const found = await ctx.app.inject({ method: 'GET', url: `${SSL}?search=media`, headers: bearer(admin) });
    const id = found.json().data[0].id as string;
    const got = await ctx.app.inject({ method: 'GET', url: `${SSL}/${id}`, headers: bearer(admin) });
    const stale = await ctx.app.inject({
      method: 'DELETE',
      url: `${SSL}/${id}`,
      headers: bearer(admin, { 'if-match': '"00000000.99"' }),
    });
    expect(stale.statusCode).toBe(412);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `${SSL}/${id}`,
      headers: bearer(admin, { 'if-match': got.headers.etag as string }),
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ success: true });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${SSL}/${id}`, headers: bearer(admin) })).statusCode,
    ).toBe(404);
    expect(
      await countRows(
        ctx.db,
        'audit_log',
        "resource_type = 'ssl_certificate' AND resource_id = $1 AND action = 'delete' AND result = 'success'",
        [id],
      ),
    ).toBe(1);
  });

  it('shows the add-on domains that serve a certificate, refuses to delete it (409), and takes them for free SSL', async () => {
    const sites = (
      await ctx.app.inject({ method: 'GET', url: '/api/main/cdn/sites', headers: bearer(admin) })
    ).json().data as { id: string; name: string }[];
    const site = sites[0]!;
    const shop = (
      await ctx.app.inject({ method: 'GET', url: `${SSL}?search=www.shop`, headers: bearer(admin) })
    ).json().data[0] as { id: string };
    await ctx.db.query(
      `INSERT INTO cdn_addon_domains (id, tenant_id, project_id, resource_group_id, site_id, domain, validation_method,
         verification_token, ssl_certificate_id)
       VALUES ($1, $2, $3, $4, $5, 'www.shop.example.com', 'cname', 'tok', $6)`,
      [randomUUID(), ctx.seed.tenantId, ctx.seed.projectId, ctx.seed.resourceGroupId, site.id, shop.id],
    );
    const got = await ctx.app.inject({ method: 'GET', url: `${SSL}/${shop.id}`, headers: bearer(member) });
    expect(got.json().data.used_by).toEqual([
      { site_id: site.id, site_name: site.name, domain: 'www.shop.example.com' },
    ]);
    const before = await certCount();
    const del = await ctx.app.inject({ method: 'DELETE', url: `${SSL}/${shop.id}`, headers: bearer(admin) });
    expect(del.statusCode).toBe(409);
    expect(errorBody(del).code).toBe('in_use');
    expect(await certCount()).toBe(before);

    const free = await ctx.app.inject({
      method: 'POST',
      url: `${SSL}/freessl`,
      headers: bearer(admin),
      payload: { name: 'Shop www', domains: ['WWW.shop.example.com'] },
    });
    expect(free.statusCode).toBe(201);
    expect(free.json().data).toMatchObject({ name: 'Shop www', sans: ['www.shop.example.com'] });
    expect(free.json().data.validation_records[0].name).toMatch(
      /^http:\/\/www\.shop\.example\.com\/\.well-known\/acme-challenge\//,
    );
  });

  it('filters, searches and sorts the list', async () => {
    const custom = await ctx.app.inject({ method: 'GET', url: `${SSL}?type=custom`, headers: bearer(admin) });
    expect(custom.json().data.every((c: { type: string }) => c.type === 'custom')).toBe(true);
    const search = await ctx.app.inject({
      method: 'GET',
      url: `${SSL}?search=www.shop&type=custom`,
      headers: bearer(admin),
    });
    expect(search.json().data.map((c: { name: string }) => c.name)).toEqual(['Shop']);
    const soon = await ctx.app.inject({
      method: 'GET',
      url: `${SSL}?status=expiring_soon`,
      headers: bearer(admin),
    });
    expect(soon.json().page_info.total_count).toBe(1);
    const byExpiry = await ctx.app.inject({
      method: 'GET',
      url: `${SSL}?sort_by=expiration_date&sort_direction=asc&type=free`,
      headers: bearer(admin),
    });
    const dates = byExpiry.json().data.map((c: { expiration_date: string | null }) => c.expiration_date);
    expect(dates[0]).not.toBeNull();
    expect(dates.at(-1)).toBeNull(); // pending ones last
  });
});
