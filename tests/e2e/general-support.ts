// Helpers of the general-area e2e tests: a freshly registered tenant administrator (so password and name
// changes touch no seeded account other tests use), API calls with a token, and list totals.
import type { APIRequestContext } from '@playwright/test';

export const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

export async function tokenOf(request: APIRequestContext, who: { username: string; password: string }) {
  const res = await request.post('/api/auth/login', {
    // Only what sign-in takes: the server refuses a property it does not declare.
    data: { username: who.username, password: who.password },
  });
  if (!res.ok()) throw new Error(`sign-in of ${who.username}: ${res.status()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The `page_info.total_count` of a main-backend list, as the home page reads it. */
export async function totalOf(request: APIRequestContext, token: string, path: string): Promise<number> {
  const res = await request.get(`/api/main${path}`, { headers: bearer(token) });
  if (!res.ok()) throw new Error(`${path}: ${res.status()}`);
  return ((await res.json()) as { page_info: { total_count: number } }).page_info.total_count;
}

/** A new tenant and its administrator, registered and verified through the API and the dev outbox. */
export async function freshAdministrator(request: APIRequestContext) {
  const name = uniqueName('gen-');
  const account = {
    tenant_name: name,
    username: `u${name.replace(/-/g, '')}`,
    email: `${name}@example.com`,
    password: 'General-Pass-12',
  };
  const res = await request.post('/api/auth/register', { data: { ...account, accept_terms: true } });
  if (res.status() !== 202) throw new Error(`register: ${res.status()} ${await res.text()}`);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const outbox = await request.get(`/api/auth/dev/outbox?to=${encodeURIComponent(account.email)}`);
    const mails = ((await outbox.json()) as { data: { kind: string; text: string }[] }).data;
    const link = mails.find((m) => m.kind === 'verify_email')?.text.match(/https?:\/\/\S+/)?.[0];
    if (link) {
      const token = new URL(link).searchParams.get('token');
      const verified = await request.post('/api/auth/verify-email', { data: { token } });
      if (!verified.ok()) throw new Error(`verify: ${verified.status()}`);
      return account;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('no verification mail');
}
