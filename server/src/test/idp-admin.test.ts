// Administering identity providers: CRUD, configure and extract with permissions, ETags, idempotency,
// tenant isolation, the secret sealed at rest and never answered, and every bad metadata URL a 400.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecretBox, IDP_KEY_INFO } from '../idp/secret-box.js';
import { DEMO_IDP_NAME } from '../idp/demo-settings.js';
import { createTenant, createUser } from '../seed.js';
import { bearer, countRows, errorBody, login } from './helpers.js';
import type { Tokens } from './helpers.js';
import { CLIENT_ID, CONSOLE_HOST, createIdpTestApp } from './idp-support.js';
import type { IdpTestContext } from './idp-support.js';

let ctx: IdpTestContext;
let member: Tokens;
let otherAdmin: Tokens;
let bad: http.Server;
let badOrigin: string;
const SECRET = `s3cret-${randomBytes(8).toString('hex')}`;

/** A provider that answers every way a metadata fetch can go wrong. */
function startBadServer(): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = req.url ?? '';
    if (url.startsWith('/slow')) return; // never answers
    if (url.startsWith('/redirect')) {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' });
      return res.end();
    }
    if (url.startsWith('/html')) {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<html>not json</html>');
    }
    if (url.startsWith('/big')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ issuer: 'x', pad: 'a'.repeat(400_000) }));
    }
    if (url.startsWith('/mismatch')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(
        JSON.stringify({
          issuer: 'https://someone-else.example',
          authorization_endpoint: 'https://someone-else.example/auth',
          token_endpoint: 'https://someone-else.example/token',
        }),
      );
    }
    res.writeHead(404);
    res.end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  bad = await startBadServer();
  badOrigin = `http://127.0.0.1:${(bad.address() as AddressInfo).port}`;
  ctx = await createIdpTestApp([]);
  // Allowed over http/loopback, like the demo IdP: the bad answers themselves must still be refused.
  const settings = ctx.app.services.settings;
  settings.idpAllowedOrigins = [...settings.idpAllowedOrigins, badOrigin, 'http://127.0.0.1:9'];
  member = await login(ctx.app, ctx.passwords.member.username, ctx.passwords.member.password);
  const other = await ctx.db.transaction(async (tx) => {
    const t = await createTenant(tx, 'other-tenant');
    const password = randomBytes(12).toString('base64url');
    const username = `other-admin-${randomBytes(3).toString('hex')}`;
    await createUser(tx, {
      tenantId: t.tenantId,
      username,
      password,
      role: 'administrator',
      email: '',
      fullName: '',
    });
    return { username, password };
  });
  otherAdmin = await login(ctx.app, other.username, other.password);
}, 30_000);
afterAll(async () => {
  await ctx?.close();
  bad?.closeAllConnections();
  await new Promise((r) => bad?.close(r));
});

const admin = () => ({ ...bearer(ctx.admin), host: CONSOLE_HOST });
const BASE = '/api/main/idp/user-idp';

async function create(name: string, headers: Record<string, string> = admin()) {
  return ctx.app.inject({
    method: 'POST',
    url: BASE,
    headers,
    payload: { name, protocol: 'oidc', description: 'd' },
  });
}

describe('identity provider administration', () => {
  it('lists the seeded demo IdP; a member without iam permissions is refused everywhere', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: `${BASE}?per_page=50`, headers: admin() });
    expect(list.statusCode).toBe(200);
    const demo = (list.json().data as { name: string; status: string; client_secret_set: boolean }[]).find(
      (p) => p.name === DEMO_IDP_NAME,
    );
    expect(demo).toMatchObject({ status: 'enabled', client_secret_set: false });

    const m = bearer(member);
    const id = randomUUID();
    for (const [method, url, payload] of [
      ['GET', BASE, undefined],
      ['POST', BASE, { name: 'x', protocol: 'oidc' }],
      ['GET', `${BASE}/${id}`, undefined],
      ['PUT', `${BASE}/${id}`, { name: 'x', protocol: 'oidc' }],
      ['DELETE', `${BASE}/${id}`, undefined],
      ['PUT', `${BASE}/${id}/configure`, { client_id: 'x', metadata_url: ctx.idp.metadataUrl }],
      ['POST', `${BASE}/extract`, { protocol: 'oidc', metadata_url: ctx.idp.metadataUrl }],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: m, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      errorBody(res);
    }
    expect((await ctx.app.inject({ method: 'GET', url: BASE })).statusCode).toBe(401);
  });

  it('creates, configures (secret sealed, never answered), enables, updates and deletes a provider', async () => {
    const created = await create('Corporate SSO');
    expect(created.statusCode, created.body).toBe(201);
    const idp = created.json().data;
    expect(idp).toMatchObject({
      status: 'unconfigured',
      enabled: false,
      client_secret_set: false,
      metadata: null,
    });
    expect(idp.redirect_uri).toBe(`http://${CONSOLE_HOST}/${idp.id}/callback`);
    expect(created.headers.etag).toBeTruthy();
    expect((await create('corporate sso')).statusCode).toBe(409);
    const enabledEarly = await ctx.app.inject({
      method: 'POST',
      url: BASE,
      headers: admin(),
      payload: { name: 'Early', protocol: 'oidc', enabled: true },
    });
    expect(enabledEarly.statusCode).toBe(409);

    const url = `${BASE}/${idp.id}`;
    let etag = created.headers.etag as string;
    const notYet = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: { ...admin(), 'if-match': etag },
      payload: { name: 'Corporate SSO', protocol: 'oidc', enabled: true },
    });
    expect(notYet.statusCode).toBe(409);

    const noSecret = await ctx.app.inject({
      method: 'PUT',
      url: `${url}/configure`,
      headers: admin(),
      payload: { client_id: CLIENT_ID, metadata_url: ctx.idp.metadataUrl },
    });
    expect(noSecret.statusCode).toBe(400);
    expect(errorBody(noSecret).errors?.[0]?.path).toBe('/body/client_secret');

    const configured = await ctx.app.inject({
      method: 'PUT',
      url: `${url}/configure`,
      headers: { ...admin(), 'if-match': etag },
      payload: { client_id: CLIENT_ID, client_secret: SECRET, metadata_url: ctx.idp.metadataUrl },
    });
    expect(configured.statusCode, configured.body).toBe(200);
    expect(configured.body).not.toContain(SECRET);
    expect(configured.json().data).toMatchObject({
      status: 'disabled',
      client_id: CLIENT_ID,
      client_secret_set: true,
      metadata: { protocol: 'oidc', issuer: ctx.idp.issuer, token_endpoint: `${ctx.idp.issuer}/token` },
    });
    etag = configured.headers.etag as string;

    // At rest: sealed under the HKDF-derived key, bound to this provider's id.
    const { rows } = await ctx.db.query<{ client_secret_enc: string }>(
      'SELECT client_secret_enc FROM identity_providers WHERE id = $1',
      [idp.id],
    );
    const sealed = rows[0]?.client_secret_enc ?? '';
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(SECRET);
    const box = new SecretBox(ctx.app.services.tokens.deriveKey(IDP_KEY_INFO));
    expect(box.open(sealed, idp.id)).toBe(SECRET);
    expect(box.open(sealed, randomUUID())).toBeUndefined();

    // Configure again without a secret keeps the stored one.
    const kept = await ctx.app.inject({
      method: 'PUT',
      url: `${url}/configure`,
      headers: admin(),
      payload: { client_id: CLIENT_ID, metadata_url: ctx.idp.metadataUrl },
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.client_secret_set).toBe(true);
    etag = kept.headers.etag as string;

    const stale = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: { ...admin(), 'if-match': '"stale"' },
      payload: { name: 'Corporate SSO', protocol: 'oidc', enabled: true },
    });
    expect(stale.statusCode).toBe(412);
    const locked = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: { ...admin(), 'if-match': etag },
      payload: { name: 'Corporate SSO', protocol: 'saml' },
    });
    expect(locked.statusCode).toBe(409);
    const enabled = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: { ...admin(), 'if-match': etag },
      payload: { name: 'Corporate SSO', protocol: 'oidc', enabled: true, description: 'Staff sign-in' },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json().data).toMatchObject({ status: 'enabled', description: 'Staff sign-in' });

    const got = await ctx.app.inject({ method: 'GET', url, headers: admin() });
    expect(got.statusCode).toBe(200);
    expect(got.headers.etag).toBe(enabled.headers.etag);
    expect(got.body).not.toContain(SECRET);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}?status=enabled&search=corporate`,
      headers: admin(),
    });
    expect(listed.json().data.map((p: { id: string }) => p.id)).toEqual([idp.id]);
    expect(listed.body).not.toContain(SECRET);

    // Another tenant's administrator sees none of it.
    expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(otherAdmin) })).statusCode).toBe(404);
    const foreignList = await ctx.app.inject({ method: 'GET', url: BASE, headers: bearer(otherAdmin) });
    expect(foreignList.json().data).toEqual([]);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url,
          headers: bearer(otherAdmin),
        })
      ).statusCode,
    ).toBe(404);

    expect(
      (await ctx.app.inject({ method: 'DELETE', url, headers: { ...admin(), 'if-match': '"x"' } }))
        .statusCode,
    ).toBe(412);
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: admin() })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: admin() })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${BASE}/not-a-uuid`, headers: admin() })).statusCode,
    ).toBe(400);

    const audit = await ctx.db.query<{ action: string; details: unknown }>(
      `SELECT action, details FROM audit_log WHERE resource_type = 'identity_provider' AND resource_id = $1 ORDER BY id`,
      [idp.id],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['create', 'configure', 'update', 'delete']),
    );
    expect(JSON.stringify(audit.rows)).not.toContain(SECRET);
  });

  it('honours Idempotency-Key on create', async () => {
    const headers = { ...admin(), 'idempotency-key': `k-${randomUUID()}` };
    const first = await create('Idempotent IdP', headers);
    const again = await create('Idempotent IdP', headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect((await create('Another name', headers)).statusCode).toBe(409);
    expect(await countRows(ctx.db, 'identity_providers', "name = 'Idempotent IdP'")).toBe(1);
  });

  it('extract reads the discovery document and stores nothing', async () => {
    const before = await countRows(ctx.db, 'identity_providers');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/extract`,
      headers: admin(),
      payload: { protocol: 'oidc', metadata_url: ctx.idp.issuer },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      protocol: 'oidc',
      issuer: ctx.idp.issuer,
      authorization_endpoint: `${ctx.idp.issuer}/auth`,
      userinfo_endpoint: `${ctx.idp.issuer}/me`,
      jwks_uri: `${ctx.idp.issuer}/jwks`,
      entity_id: null,
    });
    expect(await countRows(ctx.db, 'identity_providers')).toBe(before);
  });

  it('answers 400 (never 5xx) for every metadata URL it cannot or must not read', async () => {
    const cases: [string, string][] = [
      ['oidc', 'ftp://example.com/x'],
      ['oidc', 'not a url'],
      ['oidc', 'http://example.com/.well-known/openid-configuration'],
      ['oidc', 'https://127.0.0.1/.well-known/openid-configuration'],
      ['oidc', 'https://localhost:9/.well-known/openid-configuration'],
      ['oidc', 'https://10.1.2.3/.well-known/openid-configuration'],
      ['oidc', 'https://[::1]/.well-known/openid-configuration'],
      ['oidc', 'https://169.254.169.254/latest/meta-data'],
      ['oidc', 'https://user:pw@example.com/.well-known/openid-configuration'],
      ['oidc', 'https://no-such-host.invalid/.well-known/openid-configuration'],
      ['oidc', 'http://127.0.0.1:9/.well-known/openid-configuration'], // allowed, nothing listens
      ['oidc', `${badOrigin}/missing/.well-known/openid-configuration`],
      ['oidc', `${badOrigin}/html/.well-known/openid-configuration`],
      ['oidc', `${badOrigin}/big/.well-known/openid-configuration`],
      ['oidc', `${badOrigin}/mismatch/.well-known/openid-configuration`],
      ['oidc', `${badOrigin}/redirect/.well-known/openid-configuration`],
      ['saml', ctx.idp.metadataUrl],
    ];
    for (const [protocol, metadataUrl] of cases) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `${BASE}/extract`,
        headers: admin(),
        payload: { protocol, metadata_url: metadataUrl },
      });
      expect(res.statusCode, `${metadataUrl}: ${res.body}`).toBe(400);
      errorBody(res);
    }
  }, 30_000);

  it('gives up on a provider that does not answer (timeout → 400)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/extract`,
      headers: admin(),
      payload: { protocol: 'oidc', metadata_url: `${badOrigin}/slow/.well-known/openid-configuration` },
    });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).errors?.[0]?.path).toBe('/body/metadata_url');
  }, 15_000);
  // Last: it spends this administrator's budget of metadata fetches.
  it('limits metadata fetches per caller (429 with Retry-After)', async () => {
    let res;
    for (let i = 0; i < 40; i++) {
      res = await ctx.app.inject({
        method: 'POST',
        url: `${BASE}/extract`,
        headers: admin(),
        payload: { protocol: 'oidc', metadata_url: 'https://127.0.0.1/.well-known/openid-configuration' },
      });
      if (res.statusCode === 429) break;
      expect(res.statusCode).toBe(400);
    }
    expect(res?.statusCode).toBe(429);
    expect(Number(res?.headers['retry-after'])).toBeGreaterThan(0);
  });
});
