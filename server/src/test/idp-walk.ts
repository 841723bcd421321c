// The identity-provider part of the contract walk (tests/contract/responses.test.ts): every IdP operation
// of the main and auth backends with its success and documented failures, including a real sign-in against
// the demo provider on a random loopback port. `call` checks each answer against the contract.
import { expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import { startDemoIdp } from '../idp/demo-provider.js';
import { tenantSlug } from '../idp/tenant-slug.js';
import { DEMO_TENANT } from '../seed.js';
import { bearer, login } from './helpers.js';
import type { TestContext } from './helpers.js';
import { ACCOUNT, CLIENT_ID, CLIENT_SECRET, signInAtProvider } from './idp-support.js';

type Answer = {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON answers of many shapes
  headers: Record<string, unknown>;
  cookies?: { name: string; value: string }[];
};
export type IdpWalkCall = (
  backend: 'auth' | 'main',
  operationId: string,
  opts: InjectOptions & { url: string },
) => Promise<Answer>;

export async function walkIdp(call: IdpWalkCall, ctx: TestContext): Promise<void> {
  const admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
  const member = await login(ctx.app, ctx.passwords.member.username, ctx.passwords.member.password);
  const h = bearer(admin);
  // The redirect_uri the server gives: its public URL, whatever host a request names.
  const publicUrl = ctx.app.services.settings.publicUrl;
  const step = async (
    backend: 'auth' | 'main',
    operationId: string,
    opts: InjectOptions & { url: string },
    status: number,
  ): Promise<Answer> => {
    const res = await call(backend, operationId, { ...opts, url: `/api/${backend}${opts.url}` });
    expect(res.status, `${operationId} ${JSON.stringify(res.body).slice(0, 300)}`).toBe(status);
    return res;
  };
  const BASE = '/idp/user-idp';

  await step(
    'main',
    'listIdentityProviders',
    { method: 'GET', url: `${BASE}?sort_by=name`, headers: h },
    200,
  );
  await step(
    'main',
    'listIdentityProviders',
    { method: 'GET', url: `${BASE}?per_page=1000`, headers: h },
    400,
  );
  await step('main', 'listIdentityProviders', { method: 'GET', url: BASE, headers: bearer(member) }, 403);

  const input = { name: 'Contract IdP', protocol: 'oidc' };
  const created = await step(
    'main',
    'createIdentityProvider',
    { method: 'POST', url: BASE, headers: h, payload: input },
    201,
  );
  const id = created.body.data.id as string;
  await step(
    'main',
    'createIdentityProvider',
    { method: 'POST', url: BASE, headers: h, payload: input },
    409,
  );
  await step(
    'main',
    'createIdentityProvider',
    { method: 'POST', url: BASE, headers: h, payload: { name: '' } },
    400,
  );
  await step(
    'main',
    'createIdentityProvider',
    { method: 'POST', url: BASE, headers: bearer(member), payload: input },
    403,
  );

  const idp = await startDemoIdp({
    port: 0,
    redirectUris: [`${publicUrl}/${id}/callback`],
    account: ACCOUNT,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
  });
  const settings = ctx.app.services.settings;
  const allowedBefore = settings.idpAllowedOrigins;
  settings.idpAllowedOrigins = [...allowedBefore, idp.issuer];
  try {
    await step(
      'main',
      'extractIdentityProviderMetadata',
      {
        method: 'POST',
        url: `${BASE}/extract`,
        headers: h,
        payload: { protocol: 'oidc', metadata_url: idp.metadataUrl },
      },
      200,
    );
    await step(
      'main',
      'extractIdentityProviderMetadata',
      {
        method: 'POST',
        url: `${BASE}/extract`,
        headers: h,
        payload: { protocol: 'oidc', metadata_url: 'https://127.0.0.1/.well-known/openid-configuration' },
      },
      400,
    );

    const got = await step(
      'main',
      'getIdentityProvider',
      { method: 'GET', url: `${BASE}/${id}`, headers: h },
      200,
    );
    await step(
      'main',
      'getIdentityProvider',
      { method: 'GET', url: `${BASE}/${crypto.randomUUID()}`, headers: h },
      404,
    );
    await step('main', 'getIdentityProvider', { method: 'GET', url: `${BASE}/nope`, headers: h }, 400);

    const configure = { client_id: CLIENT_ID, client_secret: CLIENT_SECRET, metadata_url: idp.metadataUrl };
    await step(
      'main',
      'configureIdentityProvider',
      {
        method: 'PUT',
        url: `${BASE}/${id}/configure`,
        headers: { ...h, 'if-match': '"stale"' },
        payload: configure,
      },
      412,
    );
    await step(
      'main',
      'configureIdentityProvider',
      {
        method: 'PUT',
        url: `${BASE}/${id}/configure`,
        headers: h,
        payload: { ...configure, metadata_url: 'http://example.com/.well-known/openid-configuration' },
      },
      400,
    );
    const configured = await step(
      'main',
      'configureIdentityProvider',
      {
        method: 'PUT',
        url: `${BASE}/${id}/configure`,
        headers: { ...h, 'if-match': got.headers.etag as string },
        payload: configure,
      },
      200,
    );
    expect(JSON.stringify(configured.body)).not.toContain(CLIENT_SECRET);

    await step(
      'main',
      'updateIdentityProvider',
      {
        method: 'PUT',
        url: `${BASE}/${id}`,
        headers: { ...h, 'if-match': '"stale"' },
        payload: { ...input, enabled: true },
      },
      412,
    );
    await step(
      'main',
      'updateIdentityProvider',
      { method: 'PUT', url: `${BASE}/${id}`, headers: h, payload: { ...input, protocol: 'saml' } },
      409,
    );
    await step(
      'main',
      'updateIdentityProvider',
      { method: 'PUT', url: `${BASE}/${id}`, headers: h, payload: { ...input, enabled: true } },
      200,
    );

    const listed = await step(
      'auth',
      'listTenantIdentityProviders',
      { method: 'GET', url: `/idps?tenant=${tenantSlug(DEMO_TENANT)}` },
      200,
    );
    expect(listed.body.data.map((p: { id: string }) => p.id)).toContain(id);
    await step(
      'auth',
      'listTenantIdentityProviders',
      { method: 'GET', url: '/idps?tenant=Not%20A%20Slug' },
      400,
    );

    await step(
      'auth',
      'startIdpLogin',
      { method: 'POST', url: `/idps/${crypto.randomUUID()}/start`, payload: {} },
      404,
    );
    await step(
      'auth',
      'startIdpLogin',
      { method: 'POST', url: `/idps/${id}/start`, payload: { next: 'x' } },
      400,
    );
    const started = await step(
      'auth',
      'startIdpLogin',
      { method: 'POST', url: `/idps/${id}/start`, payload: { next: '/' } },
      200,
    );
    const binding = started.cookies?.find((c) => c.name === 'idp_login_state')?.value ?? '';
    const back = await signInAtProvider(
      started.body.authorization_url as string,
      ACCOUNT,
      new URL(publicUrl).host,
    );
    const callback = {
      method: 'GET' as const,
      url: `/idp/${id}/callback${back.search}`,
      headers: { cookie: `idp_login_state=${binding}` },
    };
    const signedIn = await step('main', 'completeIdpLogin', callback, 200);
    expect(signedIn.body.data.token.login_type).toBe('idp');
    await step('main', 'completeIdpLogin', callback, 400);
    await step('main', 'completeIdpLogin', { method: 'GET', url: `/idp/${id}/callback?code=x` }, 400);
  } finally {
    settings.idpAllowedOrigins = allowedBefore;
    await idp.close();
  }

  await step(
    'main',
    'deleteIdentityProvider',
    { method: 'DELETE', url: `${BASE}/${id}`, headers: bearer(member) },
    403,
  );
  await step('main', 'deleteIdentityProvider', { method: 'DELETE', url: `${BASE}/${id}`, headers: h }, 200);
  await step('main', 'deleteIdentityProvider', { method: 'DELETE', url: `${BASE}/${id}`, headers: h }, 404);
}
