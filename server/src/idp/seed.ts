// Demo data: the demo tenant's "Demo IdP", configured for the loopback demo provider main.ts runs
// (a public client: PKCE, no secret). Its metadata is what oidc-provider publishes; sign-in re-reads it.
import type { Queryable } from '../db/index.js';
import { DEMO_IDP_CLIENT_ID, DEMO_IDP_ID, DEMO_IDP_NAME, demoIdpSettings } from './demo-settings.js';
import type { IdpMetadata } from './metadata.js';

export async function seedIdentityProviders(q: Queryable, ctx: { tenantId: string }): Promise<void> {
  const demo = demoIdpSettings();
  const metadata: IdpMetadata = {
    protocol: 'oidc',
    issuer: demo.issuer,
    authorization_endpoint: `${demo.issuer}/auth`,
    token_endpoint: `${demo.issuer}/token`,
    userinfo_endpoint: `${demo.issuer}/me`,
    jwks_uri: `${demo.issuer}/jwks`,
    entity_id: null,
    sso_url: null,
    signing_certificate_expires_at: null,
    fetched_at: new Date().toISOString(),
  };
  await q.query(
    `INSERT INTO identity_providers (id, tenant_id, name, protocol, description, enabled, client_id, metadata_url,
       metadata, created_at, updated_at)
     VALUES ($1, $2, $3, 'oidc', $4, $5, $6, $7, $8::jsonb, now() - interval '14 days', now() - interval '14 days')`,
    [
      DEMO_IDP_ID,
      ctx.tenantId,
      DEMO_IDP_NAME,
      'The loopback demo provider `npm start` runs (see the demo sign-in it prints).',
      demo.enabled,
      DEMO_IDP_CLIENT_ID,
      `${demo.issuer}/.well-known/openid-configuration`,
      JSON.stringify(metadata),
    ],
  );
}
