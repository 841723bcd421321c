// The demo IdP as `npm start` runs it: main.ts's demo runner starts oidc-provider on loopback (a free port
// here, through DEMO_IDP_PORT), the seed configures the demo tenant's "Demo IdP" for it as a public client
// (PKCE, no secret), and the app may reach it through idpAllowedOrigins(). The demo user signs in through the
// provider's real login form and ends with a working session in the demo tenant.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startDemoIdpFromEnv, idpAllowedOrigins } from '../idp/demo-runner.js';
import type { RunningDemoIdp } from '../idp/demo-runner.js';
import { DEMO_IDP_CLIENT_ID, DEMO_IDP_ID, DEMO_IDP_NAME, demoIdpSettings } from '../idp/demo-settings.js';
import { tenantSlug } from '../idp/tenant-slug.js';
import { DEMO_TENANT } from '../seed.js';
import { bearer, createTestApp } from './helpers.js';
import type { TestContext } from './helpers.js';
import { callbackPath, signInAtProvider, startLogin } from './idp-support.js';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let dataDir: string;
let consoleHost: string;
let ctx: TestContext;
let idp: RunningDemoIdp;

beforeAll(async () => {
  vi.stubEnv('DEMO_IDP', '');
  vi.stubEnv('DEMO_IDP_PORT', String(await freePort()));
  vi.stubEnv('DEMO_IDP_USER', '');
  vi.stubEnv('DEMO_IDP_PASSWORD', '');
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-idp-'));
  // The console as main.ts serves it on 127.0.0.1 (the app is injected, never listening).
  const consolePort = await freePort();
  consoleHost = `127.0.0.1:${consolePort}`;
  // As main.ts: the provider starts beside the app, which is seeded (seedDemo configures the Demo IdP)
  // and allowed to reach the provider's origin.
  const running = await startDemoIdpFromEnv({
    dataDir,
    host: '127.0.0.1',
    port: consolePort,
    publicUrl: `http://${consoleHost}`,
    tenantName: DEMO_TENANT,
  });
  if (!running) throw new Error('the demo IdP did not start');
  idp = running;
  ctx = await createTestApp('pglite', {
    settings: { idpAllowedOrigins: idpAllowedOrigins(), publicUrl: `http://${consoleHost}` },
  });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
  await idp?.close();
  vi.unstubAllEnvs();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo IdP of npm start', () => {
  it('is seeded for the demo tenant as a public client of the running provider', async () => {
    const { issuer } = demoIdpSettings();
    expect(idpAllowedOrigins()).toContain(issuer);
    expect(idp.text).toContain(`"${tenantSlug(DEMO_TENANT)}"`);
    const { rows } = await ctx.db.query<{
      client_id: string;
      client_secret_enc: string;
      metadata_url: string;
    }>('SELECT client_id, client_secret_enc, metadata_url FROM identity_providers WHERE id = $1', [
      DEMO_IDP_ID,
    ]);
    expect(rows[0]).toMatchObject({
      client_id: DEMO_IDP_CLIENT_ID,
      metadata_url: `${issuer}/.well-known/openid-configuration`,
    });
    expect(rows[0]?.client_secret_enc ?? '').toBe('');
    const discovery = await fetch(rows[0]?.metadata_url ?? '');
    expect(discovery.status).toBe(200);
    expect((await discovery.json()).issuer).toBe(issuer);

    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/idps?tenant=${tenantSlug(DEMO_TENANT)}`,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: DEMO_IDP_ID, name: DEMO_IDP_NAME })]),
    );
  });

  it('signs the demo user in through the login form with PKCE and no client secret', async () => {
    const { issuer, username } = demoIdpSettings();
    const password = fs.readFileSync(path.join(dataDir, 'demo-idp-password'), 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(12);

    const started = await startLogin(ctx.app, DEMO_IDP_ID, '/cdn/sites', consoleHost);
    const authUrl = new URL(started.authorizationUrl);
    expect(authUrl.origin).toBe(issuer);
    expect(authUrl.searchParams.get('client_id')).toBe(DEMO_IDP_CLIENT_ID);
    expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authUrl.searchParams.get('code_challenge')).toBeTruthy();
    expect(authUrl.searchParams.get('redirect_uri')).toBe(`http://${consoleHost}/${DEMO_IDP_ID}/callback`);

    // A wrong password stays on the provider's form; the right one comes back to the console.
    await expect(
      signInAtProvider(started.authorizationUrl, { username, password: 'wrong' }, consoleHost),
    ).rejects.toThrow();
    const back = await signInAtProvider(started.authorizationUrl, { username, password }, consoleHost);
    expect(back.searchParams.get('code')).toBeTruthy();

    const res = await ctx.app.inject({
      method: 'GET',
      url: callbackPath(DEMO_IDP_ID, back),
      headers: { host: consoleHost, cookie: `idp_login_state=${started.binding}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data.next).toBe('/cdn/sites');
    expect(body.data.token.login_type).toBe('idp');
    expect(res.cookies.find((c) => c.name === 'console_session')?.httpOnly).toBe(true);

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/main/user',
      headers: bearer(body.data.token.access_token),
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data).toMatchObject({
      role: 'customer',
      tenant_id: ctx.seed.tenantId,
      email: `${username}@demo-idp.example`,
    });
  }, 60_000);
});
