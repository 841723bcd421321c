// Test support for the IdP tests: a demo provider on a random loopback port, an app allowed to reach it,
// and a browser stand-in that follows the provider's redirects with a cookie jar and signs in on its form.
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startDemoIdp } from '../idp/demo-provider.js';
import type { DemoIdp } from '../idp/demo-provider.js';
import type { TrustedProxies } from '../plugins/client-address.js';
import { bearer, createTestApp, login } from './helpers.js';
import type { BackendKind, TestContext, Tokens } from './helpers.js';

export const CONSOLE_HOST = 'console.test';
export const ACCOUNT = {
  username: 'alice',
  password: 'alice-demo-password',
  email: 'alice@idp.test',
  name: 'Alice Idp',
};
export const CLIENT_ID = 'console-test';
export const CLIENT_SECRET = 'test-client-secret-0123456789';

export interface IdpTestContext extends TestContext {
  idp: DemoIdp;
  admin: Tokens;
  /** The console callbacks the provider accepts (one per pre-chosen provider id). */
  redirectUris: string[];
}

/**
 * The provider must know its redirect URIs up front; ids are random, so a few are pre-registered. The console's
 * public URL (what redirect_uri is built from) is http://console.test unless the options say otherwise.
 */
export async function createIdpTestApp(
  idpIds: string[],
  options: { kind?: BackendKind; publicUrl?: string; trustProxy?: TrustedProxies } = {},
): Promise<IdpTestContext> {
  const publicUrl = options.publicUrl ?? `http://${CONSOLE_HOST}`;
  const redirectUris = idpIds.map((id) => `${publicUrl}/${id}/callback`);
  const idp = await startDemoIdp({
    port: 0,
    redirectUris,
    account: ACCOUNT,
    clientSecret: CLIENT_SECRET,
    clientId: CLIENT_ID,
  });
  const ctx = await createTestApp(options.kind ?? 'pglite', {
    settings: { idpAllowedOrigins: [idp.issuer], publicUrl },
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
  });
  const admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
  return {
    ...ctx,
    idp,
    admin,
    redirectUris,
    close: async () => {
      await ctx.close();
      await idp.close();
    },
  };
}

/** Creates, configures and enables a provider with a chosen id (inserted directly so the provider knows it). */
export async function addConfiguredIdp(ctx: IdpTestContext, id: string, name: string): Promise<void> {
  await ctx.db.query(
    `INSERT INTO identity_providers (id, tenant_id, name, protocol) VALUES ($1, $2, $3, 'oidc')`,
    [id, ctx.seed.tenantId, name],
  );
  const h = { ...bearer(ctx.admin), host: CONSOLE_HOST };
  const configured = await ctx.app.inject({
    method: 'PUT',
    url: `/api/main/idp/user-idp/${id}/configure`,
    headers: h,
    payload: { client_id: CLIENT_ID, client_secret: CLIENT_SECRET, metadata_url: ctx.idp.metadataUrl },
  });
  expect(configured.statusCode, configured.body).toBe(200);
  const enabled = await ctx.app.inject({
    method: 'PUT',
    url: `/api/main/idp/user-idp/${id}`,
    headers: { ...h, 'if-match': configured.headers.etag as string },
    payload: { name, protocol: 'oidc', enabled: true },
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
}

export interface Started {
  authorizationUrl: string;
  binding: string;
}

export async function startLogin(
  app: FastifyInstance,
  idpId: string,
  next?: string,
  consoleHost = CONSOLE_HOST,
): Promise<Started> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/auth/idps/${idpId}/start`,
    headers: { host: consoleHost },
    // The contract makes the body optional, but the server's validator still wants an object (see report).
    payload: next ? { next } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'idp_login_state');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.path).toBe(`/api/main/idp/${idpId}/`);
  return { authorizationUrl: res.json().authorization_url as string, binding: cookie?.value ?? '' };
}

/** The browser at the provider: sign in on its form, follow redirects until the console callback. */
export async function signInAtProvider(
  authorizationUrl: string,
  account: { username: string; password: string } = ACCOUNT,
  /** The console's host: the redirect back to it ends the walk. */
  consoleHost = CONSOLE_HOST,
): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const remember = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (pair && eq > 0) jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  };
  let url = new URL(authorizationUrl);
  for (let hop = 0; hop < 12; hop++) {
    if (url.host === consoleHost) return url;
    let res = await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader() } });
    remember(res);
    if (res.status === 200 && /<form/.test(await res.clone().text())) {
      const html = await res.text();
      const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
      res = await fetch(new URL(action, url), {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ login: account.username, password: account.password }).toString(),
      });
      remember(res);
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${url.href}: ${res.status} ${await res.text()}`);
    url = new URL(location, url);
  }
  throw new Error('too many redirects');
}

export function callbackPath(idpId: string, callback: URL): string {
  return `/api/main/idp/${idpId}/callback${callback.search}`;
}
