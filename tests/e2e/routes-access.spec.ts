// routing.md / menus.md against the real server: not-authorized for a member lacking a resource (IAM for the
// demo member; every CDN and SSL route for a member without cdn:read), 404 for parameter values outside SPEC §2's
// lists, and a service the tenant has not enabled showing its getting-started page until "Enable"
// (POST /user/service/enable) opens its screens.
import type { APIRequestContext } from '@playwright/test';
import { admin, expect, member, test, useSession } from './fixtures';
import { consoleRoutes } from './route-seeds-support';
import { apiToken, registeredSpecRoutes } from './routes-support';

test('a member without iam:read is sent to not-authorized, in the console frame, naming the path and permission', async ({
  page,
}) => {
  await useSession(page, member);
  await page.goto('/iam-management/user-group');
  await expect(page).toHaveURL(/\/pages\/miscellaneous\/not-authorized(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Not authorized' })).toBeVisible();
  await expect(page.getByTestId('denied-detail')).toHaveText(
    'Opening /iam-management/user-group needs the permission iam:read, which your account does not have in this project.',
  );
  // The console's top bar stays: the ways on from a wrong turn.
  await expect(page.getByRole('button', { name: /^Search/ })).toBeVisible();
  // What the member may read still opens.
  await page.goto('/cdn/sites');
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
});

test('an unknown address shows the 404 page in the console frame, naming the address typed', async ({
  page,
}) => {
  await useSession(page, member);
  await page.goto('/cdn/sitez?q=shop');
  await expect(page).toHaveURL(/\/error-404\?from=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByTestId('denied-detail')).toHaveText('There is no page at /cdn/sitez?q=shop.');
  await expect(page.getByRole('button', { name: /^Search/ })).toBeVisible();
});

/** A member of the demo tenant invited and accepted through the API, granted `permissions` only (by a group in the
 * default project). */
async function memberWith(request: APIRequestContext, permissions: string[]) {
  const adminToken = await apiToken(request, admin);
  const headers = { Authorization: `Bearer ${adminToken}`, 'Idempotency-Key': crypto.randomUUID() };
  const username = `nocdn${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `${username}@example.com`;
  const invited = await request.post('/api/main/tenant/invite_member', {
    headers,
    data: { username, email, full_name: 'No CDN Member', role: 'customer' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  let token: string | null = null;
  for (let attempt = 0; attempt < 20 && !token; attempt += 1) {
    const outbox = await request.get(`/api/auth/dev/outbox?to=${encodeURIComponent(email)}`);
    const mails = ((await outbox.json()) as { data: { kind: string; text: string }[] }).data;
    const text = mails.find((mail) => mail.kind === 'member_invitation')?.text ?? '';
    token = /[?&]invitation=([^\s&]+)/.exec(text)?.[1] ?? null;
    if (!token) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const account = { username, password: 'No-Cdn-Member-42' };
  const accepted = await request.post('/api/auth/invitation/accept', {
    data: { token: decodeURIComponent(token ?? ''), password: account.password },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  const memberToken = await apiToken(request, account);
  const me = await request.get('/api/main/user', { headers: { Authorization: `Bearer ${memberToken}` } });
  const memberId = ((await me.json()) as { data: { id: string } }).data.id;
  const projects = await request.get('/api/main/tenant/projects?per_page=100', { headers });
  const project = ((await projects.json()) as { data: { id: string; is_default: boolean }[] }).data.find(
    (p) => p.is_default,
  );
  const group = await request.post('/api/main/tenant/group', {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { name: `${username}-group`, member_ids: [memberId] },
  });
  expect(group.ok(), await group.text()).toBe(true);
  const groupId = ((await group.json()) as { data: { id: string } }).data.id;
  const granted = await request.post(`/api/main/tenant/group/${groupId}/assign_projects_permissions`, {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { projects: [{ project_id: project!.id, permissions }] },
  });
  expect(granted.ok(), await granted.text()).toBe(true);
  return { account, token: memberToken };
}

test('a member without cdn:read is sent to not-authorized on every CDN route', async ({ page }) => {
  test.setTimeout(120_000);
  const { account, token } = await memberWith(page.request, ['iam:read']);
  // The server agrees: no CDN or SSL read for this member.
  for (const path of ['/cdn/sites', '/ssl']) {
    const res = await page.request.get(`/api/main${path}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status(), path).toBe(403);
  }
  // Every registered CDN and SSL route with seeded ids: the dashboard, the sites, each page of a site, the
  // analytics and the SSL certificates (the operator-only extra-config as well).
  const routes = [
    ...(await consoleRoutes(page.request)),
    ...(await consoleRoutes(page.request, { operatorOnly: true })),
  ].filter(({ pattern }) => /^\/(cdn|cert)\//.test(pattern));
  const patterns = routes.map((route) => route.pattern);
  expect(routes.length).toBeGreaterThan(25);
  for (const needed of [
    '/cdn/dashboard',
    '/cdn/sites',
    '/cdn/sites/:siteId',
    '/cdn/sites/:siteId/edge/multi-cdn/:feature',
    '/cdn/analytics/:feature',
    '/cert/ssl',
  ]) {
    expect(patterns, needed).toContain(needed);
  }

  await useSession(page, account);
  await page.goto('/iam-management/user-group');
  await expect(page.getByRole('heading', { level: 1, name: 'User groups' })).toBeVisible();
  for (const { path } of routes) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/pages\/miscellaneous\/not-authorized(\?|$)/);
      await expect(page.getByRole('heading', { level: 1, name: 'Not authorized' })).toBeVisible();
    });
  }
});

test('a parameter value outside its list shows the 404 page', async ({ page }) => {
  await useSession(page);
  const bad = [
    '/cdn/sites/add/ftp',
    ...registeredSpecRoutes
      .filter((route) => route.allowed)
      .map((route) =>
        route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
          route.allowed?.[name] ? 'no-such-feature' : '1',
        ),
      ),
  ];
  for (const path of bad) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/error-404(\?from=|$)/);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    });
  }
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/error-404(\?from=|$)/);
});

test('a tenant without CDN sees its getting-started page and enables it', async ({ page }) => {
  const name = `routes${Date.now().toString(36)}`;
  const account = {
    tenant_name: name,
    username: `u${name}`,
    email: `${name}@example.com`,
    password: 'Routes-Pass-12',
  };
  const registered = await page.request.post('/api/auth/register', {
    data: { ...account, accept_terms: true },
  });
  expect(registered.status()).toBe(202);
  let token: string | null = null;
  for (let attempt = 0; attempt < 20 && !token; attempt += 1) {
    const outbox = await page.request.get(`/api/auth/dev/outbox?to=${encodeURIComponent(account.email)}`);
    const mails = ((await outbox.json()) as { data: { kind: string; text: string }[] }).data;
    const link = mails.find((mail) => mail.kind === 'verify_email')?.text.match(/https?:\/\/\S+/)?.[0];
    token = link ? new URL(link).searchParams.get('token') : null;
    if (!token) await page.waitForTimeout(250);
  }
  expect((await page.request.post('/api/auth/verify-email', { data: { token } })).ok()).toBe(true);

  await useSession(page, account);
  await page.goto('/cdn/sites');
  await expect(page).toHaveURL(/\/cdn\/getting-started$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Get started with CDN' })).toBeVisible();
  // The CDN screens stay behind the page until the service is enabled.
  await page.goto('/cdn/sites/add/web');
  await expect(page).toHaveURL(/\/cdn\/getting-started$/);

  const enable = page.waitForResponse(
    (response) => response.url().endsWith('/user/service/enable') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Enable CDN' }).click();
  expect((await enable).status()).toBe(200);
  await expect(page).toHaveURL(/\/cdn\/sites$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
  // Enabled for the tenant on the server, not only in this tab.
  const apiSession = await apiToken(page.request, account);
  const profile = await page.request.get('/api/main/user', {
    headers: { Authorization: `Bearer ${apiSession}` },
  });
  expect(((await profile.json()) as { data: { enabled_services: string[] } }).data.enabled_services).toEqual([
    'cdn',
  ]);
});
