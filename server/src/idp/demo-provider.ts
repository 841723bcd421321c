// The demo identity provider: oidc-provider on loopback with one account and one public client (PKCE, no
// secret) for the console's seeded "Demo IdP". `npm start` runs it (unless DEMO_IDP=0) and the tests run
// it on a random port. Sign-in is a small password form; consent is granted automatically (first-party).
// Imported lazily: oidc-provider and key generation are kept off the server's start path when unused.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { memoryAdapter } from './demo-adapter.js';
import { DEMO_IDP_CLIENT_ID } from './demo-settings.js';

export interface DemoAccount {
  username: string;
  password: string;
  email: string;
  name: string;
}

export interface DemoIdpOptions {
  host?: string;
  /** 0 picks a free port. */
  port: number;
  /** The console callback addresses the client may use (exact match). */
  redirectUris: string[];
  account: DemoAccount;
  /** A confidential client (client_secret_basic) instead of the public one. */
  clientSecret?: string;
  /** Default DEMO_IDP_CLIENT_ID. */
  clientId?: string;
}

export interface DemoIdp {
  issuer: string;
  /** The discovery address to configure in the console. */
  metadataUrl: string;
  close: () => Promise<void>;
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid: string, error?: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo IdP: sign in</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:22rem;margin:4rem auto;padding:0 1rem}
label,input,button{display:block;width:100%;margin:.25rem 0 .75rem;box-sizing:border-box}
input,button{padding:.5rem;font-size:1rem}.error{color:#b00020}</style></head><body>
<h1>Demo IdP</h1><p>Sign in to continue to the console.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="login">Username</label><input id="login" name="login" autocomplete="username" required autofocus>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button></form></body></html>`;
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > 10_000) break;
  }
  return new URLSearchParams(body);
}

function listen(server: http.Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export async function startDemoIdp(options: DemoIdpOptions): Promise<DemoIdp> {
  const host = options.host ?? '127.0.0.1';
  let handler: http.RequestListener = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = http.createServer((req, res) => handler(req, res));
  const port = await listen(server, host, options.port);
  const issuer = `http://${host}:${port}`;
  const account = options.account;
  const accountId = `demo-${account.username}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const configuration: Configuration = {
    adapter: memoryAdapter(),
    clients: [
      {
        client_id: options.clientId ?? DEMO_IDP_CLIENT_ID,
        ...(options.clientSecret
          ? { client_secret: options.clientSecret, token_endpoint_auth_method: 'client_secret_basic' }
          : { token_endpoint_auth_method: 'none' }),
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'demo', use: 'sig', alg: 'RS256' }] },
    pkce: { required: () => true },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    findAccount: (_ctx, id) =>
      id === accountId
        ? {
            accountId: id,
            claims: () => ({
              sub: id,
              email: account.email,
              email_verified: true,
              name: account.name,
              preferred_username: account.username,
            }),
          }
        : undefined,
  };
  const provider = new Provider(issuer, configuration);
  const oidcCallback = provider.callback();

  async function interaction(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    uid: string,
    action: string,
  ) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    if (details.prompt.name === 'login') {
      if (action !== 'login' || req.method !== 'POST') {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(loginPage(uid));
        return;
      }
      const form = await readForm(req);
      const ok =
        same(form.get('login') ?? '', account.username) && same(form.get('password') ?? '', account.password);
      if (!ok) {
        res.statusCode = 401;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(loginPage(uid, 'Wrong username or password.'));
        return;
      }
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    // consent: the console is this provider's own first-party client, so grant what it asked for.
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({
          accountId: details.session?.accountId ?? accountId,
          clientId: String(details.params.client_id),
        });
    if (!grant) throw new Error('grant not found');
    const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    await provider.interactionFinished(
      req,
      res,
      { consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: true },
    );
  }

  handler = (req, res) => {
    const m = /^\/interaction\/([A-Za-z0-9_-]+)(?:\/(login))?\/?$/.exec((req.url ?? '').split('?')[0] ?? '');
    if (!m?.[1]) {
      void oidcCallback(req, res);
      return;
    }
    interaction(req, res, m[1], m[2] ?? '').catch(() => {
      if (res.headersSent) return res.end();
      res.statusCode = 400;
      res.setHeader('content-type', 'text/plain; charset=utf-8');
      res.end('This sign-in has expired; go back to the console and start again.');
    });
  };

  return {
    issuer,
    metadataUrl: `${issuer}/.well-known/openid-configuration`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
