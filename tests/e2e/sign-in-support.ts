// Helpers of the sign-in e2e tests: the demo accounts the server printed into its data directory, tokens
// through the real API, and the dev mailbox (GET /api/auth/dev/outbox, loopback only).
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';

const dataDir = () => process.env.E2E_DATA_DIR!;

/** A seeded account from DATA_DIR/demo-credentials, by the label the seed gave it. */
export function demoAccount(label: string): { username: string; password: string } {
  const text = fs.readFileSync(path.join(dataDir(), 'demo-credentials'), 'utf8');
  for (const line of text.split('\n')) {
    const match = /^\s+(\S+)\s+(\S+)\s+\((.*)\)$/.exec(line);
    if (match && match[3] === label) return { username: match[1]!, password: match[2]! };
  }
  throw new Error(`No demo account labelled "${label}"`);
}

export const operatorAccount = () => demoAccount('platform operator');

/** The demo IdP's one account (alice unless DEMO_IDP_USER says otherwise). */
export function demoIdpAccount(): { username: string; password: string } {
  return {
    username: process.env.DEMO_IDP_USER ?? 'alice',
    password: fs.readFileSync(path.join(dataDir(), 'demo-idp-password'), 'utf8').trim(),
  };
}

export async function apiToken(
  request: APIRequestContext,
  who: { username: string; password: string },
): Promise<string> {
  const res = await request.post('/api/auth/login', {
    // Only what sign-in takes: the server refuses a property it does not declare.
    data: { username: who.username, password: who.password },
  });
  if (!res.ok()) throw new Error(`sign-in of ${who.username} failed: ${res.status()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

export async function profileOf(request: APIRequestContext, token: string) {
  const res = await request.get('/api/main/user', { headers: { Authorization: `Bearer ${token}` } });
  return (
    (await res.json()) as { data: { id: string; email: string; tenant_id: string; tenant_name: string } }
  ).data;
}

/** A parent-portal short token for `username`, minted by the operator (POST /admin/short_tokens). */
export async function mintShortToken(request: APIRequestContext, username: string): Promise<string> {
  const operator = await apiToken(request, operatorAccount());
  const res = await request.post('/api/main/admin/short_tokens', {
    headers: { Authorization: `Bearer ${operator}`, 'Idempotency-Key': crypto.randomUUID() },
    data: { username, ttl_seconds: 300 },
  });
  if (res.status() !== 201) throw new Error(`short token: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: { short_token: string } }).data.short_token;
}

interface OutboxMail {
  kind: string;
  to: string;
  text: string;
  created_at: string;
}

/** The newest mail of `kind` to `to`, waiting a little for it; its link into the console. */
export async function mailLink(request: APIRequestContext, to: string, kind: string): Promise<URL> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const res = await request.get(`/api/auth/dev/outbox?to=${encodeURIComponent(to)}`);
    const mails = ((await res.json()) as { data: OutboxMail[] }).data.filter((m) => m.kind === kind);
    const link = mails[0]?.text.match(/https?:\/\/\S+/)?.[0];
    if (link) return new URL(link);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${kind} mail to ${to}`);
}

/** The path and query of a mail link, to open on the test server. */
export const pathOf = (url: URL) => `${url.pathname}${url.search}`;

export const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A fresh, verified tenant administrator registered through the API and the mailed link. */
export async function registeredAccount(request: APIRequestContext) {
  const name = unique('acct-');
  const account = {
    tenant_name: name,
    username: `u${name.replace(/-/g, '')}`,
    email: `${name}@example.com`,
    password: 'Registered-Pass-1',
  };
  const res = await request.post('/api/auth/register', { data: { ...account, accept_terms: true } });
  if (res.status() !== 202) throw new Error(`register: ${res.status()} ${await res.text()}`);
  const link = await mailLink(request, account.email, 'verify_email');
  const verified = await request.post('/api/auth/verify-email', {
    data: { token: link.searchParams.get('token') },
  });
  if (!verified.ok()) throw new Error(`verify: ${verified.status()}`);
  return account;
}
