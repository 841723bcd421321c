// Signing in through a tenant's identity provider (OIDC authorization code + PKCE + state + nonce):
// the public list of a tenant's enabled providers, the start (state kept server-side, bound to this browser
// by an HttpOnly cookie) and the callback (state used once, code exchanged, member found or created,
// session issued with login_type 'idp').
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { answerSignIn, openSession } from '../auth/sign-in.js';
import { hashToken, randomToken } from '../auth/tokens.js';
import type { AppServices } from '../context.js';
import { badRequest, HttpError, notFound, tooManyRequests, unauthorized } from '../errors.js';
import { inTransaction, writeAudit } from '../plugins/audit.js';
import { findOrCreateMember } from './accounts.js';
import type { IdpClaims } from './accounts.js';
import type { Discovery } from './metadata.js';
import { customFetchFor } from './outbound.js';
import type { IdpRow } from './repository.js';
import { idpRuntime, metadataError, redirectUriFor } from './runtime.js';
import { isHttpsUrl } from '../public-url.js';
import { tenantSlug } from './tenant-slug.js';

export const LOGIN_STATE_COOKIE = 'idp_login_state';
export const STATE_TTL_SECONDS = 600;
const BAD_STATE = 'This sign-in is invalid or has expired; start again from the sign-in page.';
const REFUSED = 'The identity provider did not confirm the sign-in; start again from the sign-in page.';

/** The cookie is sent only to this provider's callback. */
function stateCookiePath(idpId: string): string {
  return `/api/main/idp/${idpId}/`;
}

export function idpLoginHandlers(services: AppServices) {
  const { db, clock } = services;
  const runtime = idpRuntime(services);

  /** Sent only to this provider's callback; Secure whenever the console's public URL is https. */
  function stateCookieOptions(idpId: string) {
    return {
      path: stateCookiePath(idpId),
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: isHttpsUrl(services.settings.publicUrl),
    };
  }

  async function limited(request: FastifyRequest, what: string): Promise<string> {
    const key = `${what}|${request.ip}`;
    const wait = await runtime.limiter.retryAfter(key);
    if (wait > 0) throw tooManyRequests(`Too many sign-in attempts; try again in ${wait} s.`, wait);
    return key;
  }

  async function usableProvider(id: string): Promise<IdpRow | undefined> {
    const { rows } = await db.query<IdpRow>(
      `SELECT * FROM identity_providers
        WHERE id = $1 AND enabled AND protocol = 'oidc' AND client_id <> '' AND metadata_url <> ''`,
      [id],
    );
    return rows[0];
  }

  async function discover(idp: IdpRow): Promise<Discovery> {
    try {
      return await runtime.discovery.get(idp.metadata_url, runtime.policy, clock());
    } catch (err) {
      const e = metadataError(err);
      if (e instanceof HttpError) throw badRequest('The identity provider cannot be reached right now.');
      throw e;
    }
  }

  function clientConfig(idp: IdpRow, discovery: Discovery): oidc.Configuration {
    let secret: string | undefined;
    if (idp.client_secret_enc) {
      secret = runtime.box.open(idp.client_secret_enc, idp.id);
      if (secret === undefined)
        throw badRequest('This identity provider must be configured again by an administrator.');
    }
    const config = new oidc.Configuration(
      discovery.document as oidc.ServerMetadata,
      idp.client_id,
      secret ? { client_secret: secret } : undefined,
      // The seeded demo IdP is a public client (PKCE only); every configured one has a secret.
      secret ? oidc.ClientSecretBasic(secret) : oidc.None(),
    );
    config[oidc.customFetch] = customFetchFor(runtime.policy);
    config.timeout = 5;
    if (runtime.policy.allowedOrigins.includes(new URL(discovery.document.issuer).origin))
      oidc.allowInsecureRequests(config);
    return config;
  }

  async function listTenantIdentityProviders(request: FastifyRequest) {
    const { tenant } = request.query as { tenant: string };
    // The one verified tenant of that slug, else nothing: the answer never tells which tenants exist. Names
    // are compared as slugs ("Demo Telecom Tenant" is demo-telecom-tenant), the form the sign-in page accepts;
    // a registration not verified yet answers to no slug.
    const { rows } = await db.query<{ id: string; name: string; protocol: 'oidc' | 'saml' }>(
      `WITH named AS (SELECT id FROM tenants WHERE slug = $1 AND verified_at IS NOT NULL)
       SELECT i.id, i.name, i.protocol FROM identity_providers i
        WHERE i.tenant_id = (SELECT id FROM named) AND (SELECT count(*) FROM named) = 1
          AND i.enabled AND i.protocol = 'oidc' AND i.client_id <> '' AND i.metadata_url <> ''
        ORDER BY lower(i.name), i.id LIMIT 20`,
      [tenantSlug(tenant)],
    );
    return { data: rows };
  }

  async function startIdpLogin(request: FastifyRequest, reply: FastifyReply) {
    const { id } = request.params as { id: string };
    const body = (request.body ?? {}) as { next?: string };
    request.auditTarget = { resourceType: 'identity_provider', resourceId: id, action: 'login_start' };
    // Every start counts: anonymous callers must not flood the state table.
    const wait = await runtime.limiter.take(`idp-start|${request.ip}`);
    if (wait > 0) throw tooManyRequests(`Too many sign-in attempts; try again in ${wait} s.`, wait);
    const idp = await usableProvider(id);
    if (!idp) throw notFound('No such identity provider.');
    const discovery = await discover(idp);
    const config = clientConfig(idp, discovery);

    const now = clock();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const verifier = oidc.randomPKCECodeVerifier();
    const binding = randomToken();
    const redirectUri = redirectUriFor(services.settings.publicUrl, idp.id);
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    await db.query('DELETE FROM idp_login_states WHERE expires_at < $1', [now]);
    await db.query(
      `INSERT INTO idp_login_states (state_hash, binding_hash, idp_id, code_verifier, nonce, redirect_uri, next_path,
         created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        hashToken(state),
        hashToken(binding),
        idp.id,
        verifier,
        nonce,
        redirectUri,
        body.next ?? null,
        now,
        new Date(now.getTime() + STATE_TTL_SECONDS * 1000),
      ],
    );
    reply.setCookie(LOGIN_STATE_COOKIE, binding, {
      ...stateCookieOptions(idp.id),
      maxAge: STATE_TTL_SECONDS,
    });
    reply.header('cache-control', 'no-store');
    return { authorization_url: url.href, expires_in: STATE_TTL_SECONDS };
  }

  async function completeIdpLogin(request: FastifyRequest, reply: FastifyReply) {
    const { idp: idpId } = request.params as { idp: string };
    const query = request.query as { code: string; state: string; iss?: string };
    reply.header('cache-control', 'no-store');
    const key = await limited(request, 'idp-callback');
    // A refused sign-in leaves a 'denied' row (GETs are not audited by the plugin).
    const refuse = async (err: HttpError): Promise<never> => {
      await runtime.limiter.fail(key);
      try {
        await writeAudit(db, request, {
          resourceType: 'session',
          action: 'login',
          result: err.statusCode === 401 ? 'denied' : 'failure',
          statusCode: err.statusCode,
          details: { login_type: 'idp', idp_id: idpId, reason: err.message },
        });
      } catch (auditErr) {
        request.log.error({ err: auditErr }, 'could not write the audit row');
      }
      throw err;
    };

    // Use the state once, whatever happens next: a replayed state or code finds it used.
    const now = clock();
    const binding = request.cookies[LOGIN_STATE_COOKIE];
    const { rows } = await db.query<{
      idp_id: string;
      code_verifier: string;
      nonce: string;
      redirect_uri: string;
      next_path: string | null;
    }>(
      `UPDATE idp_login_states SET used_at = $4
        WHERE state_hash = $1 AND idp_id = $2 AND binding_hash = $3 AND used_at IS NULL AND expires_at > $4
        RETURNING idp_id, code_verifier, nonce, redirect_uri, next_path`,
      [hashToken(query.state), idpId, hashToken(binding ?? ''), now],
    );
    const flow = rows[0];
    if (!binding || !flow) return refuse(badRequest(BAD_STATE));
    reply.clearCookie(LOGIN_STATE_COOKIE, stateCookieOptions(idpId));

    const idp = await usableProvider(idpId);
    if (!idp) return refuse(badRequest('This identity provider is no longer available.'));
    const discovery = await discover(idp);
    const config = clientConfig(idp, discovery);

    const callbackUrl = new URL(flow.redirect_uri);
    callbackUrl.searchParams.set('code', query.code);
    callbackUrl.searchParams.set('state', query.state);
    // The state is bound to this one provider, which is the mix-up defence; iss is checked when sent.
    const iss =
      query.iss ??
      (discovery.document.authorization_response_iss_parameter_supported
        ? discovery.document.issuer
        : undefined);
    if (iss) callbackUrl.searchParams.set('iss', iss);

    let claims: IdpClaims;
    try {
      const grant = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: flow.code_verifier,
        expectedState: query.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const idClaims = grant.claims();
      if (!idClaims?.sub) return refuse(unauthorized(REFUSED));
      claims = { ...(idClaims as IdpClaims) };
      if (discovery.summary.userinfo_endpoint) {
        try {
          const info = await oidc.fetchUserInfo(config, grant.access_token, idClaims.sub);
          claims = { ...claims, ...(info as IdpClaims), sub: idClaims.sub };
        } catch (err) {
          request.log.warn({ err }, 'idp userinfo failed; using the ID token claims');
        }
      }
    } catch (err) {
      request.log.info({ err }, 'idp code exchange refused');
      return refuse(unauthorized(REFUSED));
    }
    if (typeof claims.sub !== 'string' || claims.sub.length === 0 || claims.sub.length > 255)
      return refuse(unauthorized(REFUSED));
    const email = typeof claims.email === 'string' ? claims.email : undefined;
    const name = typeof claims.name === 'string' ? claims.name : undefined;
    const preferred = typeof claims.preferred_username === 'string' ? claims.preferred_username : undefined;

    request.auditTarget = { resourceType: 'session', action: 'login' };
    const session = await inTransaction(db, request, async (tx) => {
      const user = await findOrCreateMember(
        tx,
        { id: idp.id, tenantId: idp.tenant_id },
        { sub: claims.sub, email, name, preferred_username: preferred },
        now,
      );
      if (user.status !== 'active') return undefined;
      return openSession(tx, services, request, user, 'idp', {
        idp_id: idp.id,
        member_created: user.created,
      });
    });
    if (!session) return refuse(unauthorized('This account is disabled.'));
    await runtime.limiter.reset(key);
    return { data: { token: await answerSignIn(services, request, reply, session), next: flow.next_path } };
  }

  return { listTenantIdentityProviders, startIdpLogin, completeIdpLogin };
}
