// The console names itself to the outside from its public URL (PUBLIC_URL), never from what a request says:
// an identity provider's redirect_uri stays on the public URL whatever Host and X-Forwarded-* claim (even
// with a proxy trusted), and cookies are Secure exactly when the public URL is https — also when the server
// itself speaks plain http behind a TLS proxy, whatever X-Forwarded-Proto says. On PGlite and PostgreSQL,
// through a real authorization-code flow against oidc-provider.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalisePublicUrl, publicUrlFromEnv } from '../public-url.js';
import { BACKENDS, bearer } from './helpers.js';
import { addConfiguredIdp, callbackPath, createIdpTestApp, signInAtProvider } from './idp-support.js';
import type { IdpTestContext } from './idp-support.js';

const FORGED = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'http',
  forwarded: 'host=evil.example;proto=http',
};

describe('PUBLIC_URL', () => {
  it('is an http(s) address without a trailing slash, query or credentials', () => {
    expect(publicUrlFromEnv({})).toBe('http://localhost:8080');
    expect(publicUrlFromEnv({ PORT: '9000' })).toBe('http://localhost:9000');
    expect(publicUrlFromEnv({ PUBLIC_URL: 'https://Console.Example.com/' })).toBe(
      'https://console.example.com',
    );
    expect(normalisePublicUrl('https://example.com/console//')).toBe('https://example.com/console');
    for (const bad of [
      'console.example.com',
      'ftp://example.com',
      'https://u:p@example.com',
      'https://x.example/?a=1',
    ])
      expect(() => normalisePublicUrl(bad), bad).toThrow(/PUBLIC_URL/);
  });
});

const cookieOf = (res: LightMyRequestResponse, name: string) => res.cookies.find((c) => c.name === name);

describe.each(BACKENDS)('the public URL (%s)', (kind) => {
  const IDP = randomUUID();
  const PLAIN = randomUUID();
  let https: IdpTestContext;
  let http: IdpTestContext;

  beforeAll(async () => {
    // Behind one trusted TLS proxy: the server speaks http, people use https://console.example.com.
    https = await createIdpTestApp([IDP], {
      kind,
      publicUrl: 'https://console.example.com',
      trustProxy: { hops: 1 },
    });
    await addConfiguredIdp(https, IDP, 'Proxy IdP');
    http = await createIdpTestApp([PLAIN], {
      kind,
      publicUrl: 'http://console.test',
      trustProxy: { hops: 1 },
    });
    await addConfiguredIdp(http, PLAIN, 'Plain IdP');
  }, 60_000);
  afterAll(async () => {
    await https?.close();
    await http?.close();
  });

  const start = (ctx: IdpTestContext, id: string, headers: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/auth/idps/${id}/start`,
      remoteAddress: '10.0.0.2',
      headers,
      payload: { next: '/home' },
    });

  it('builds redirect_uri from the public URL whatever Host and forwarding headers claim', async () => {
    const res = await start(https, IDP, FORGED);
    expect(res.statusCode, res.body).toBe(200);
    const authUrl = new URL(res.json().authorization_url as string);
    expect(authUrl.searchParams.get('redirect_uri')).toBe(`https://console.example.com/${IDP}/callback`);
    const listed = await https.app.inject({
      method: 'GET',
      url: `/api/main/idp/user-idp/${IDP}`,
      headers: { ...bearer(https.admin), ...FORGED },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.redirect_uri).toBe(`https://console.example.com/${IDP}/callback`);
    const { rows } = await https.db.query<{ redirect_uri: string }>(
      'SELECT DISTINCT redirect_uri FROM idp_login_states WHERE idp_id = $1',
      [IDP],
    );
    expect(rows.map((r) => r.redirect_uri)).toEqual([`https://console.example.com/${IDP}/callback`]);
  });

  it('sets Secure cookies when the public URL is https, over plain http and whatever the proxy says', async () => {
    const started = await start(https, IDP, FORGED);
    const state = cookieOf(started, 'idp_login_state');
    expect(state?.secure).toBe(true);
    const back = await signInAtProvider(
      started.json().authorization_url as string,
      undefined,
      'console.example.com',
    );
    const done = await https.app.inject({
      method: 'GET',
      url: callbackPath(IDP, back),
      remoteAddress: '10.0.0.2',
      headers: { ...FORGED, cookie: `idp_login_state=${state?.value ?? ''}` },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(cookieOf(done, 'console_session')?.secure).toBe(true);
    expect(cookieOf(done, 'idp_login_state')?.secure).toBe(true);

    const password = await https.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-proto': 'http' },
      payload: { username: https.passwords.admin.username, password: https.passwords.admin.password },
    });
    expect(password.statusCode).toBe(200);
    const session = cookieOf(password, 'console_session');
    expect(session?.secure).toBe(true);
    expect(session?.httpOnly).toBe(true);
    const out = await https.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `console_session=${session?.value ?? ''}` },
    });
    expect(out.statusCode).toBe(200);
    expect(cookieOf(out, 'console_session')?.secure).toBe(true);
  });

  it('leaves cookies without Secure on an http public URL, whatever X-Forwarded-Proto says', async () => {
    const started = await start(http, PLAIN, { 'x-forwarded-proto': 'https', forwarded: 'proto=https' });
    expect(started.statusCode, started.body).toBe(200);
    expect(cookieOf(started, 'idp_login_state')?.secure).toBeFalsy();
    const password = await http.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { username: http.passwords.admin.username, password: http.passwords.admin.password },
    });
    expect(password.statusCode).toBe(200);
    expect(cookieOf(password, 'console_session')?.secure).toBeFalsy();
  });
});
