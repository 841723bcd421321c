// routing.md / menus.md against the real server: not-authorized for a member lacking a resource, 404 for
// parameter values outside SPEC §2's lists, and a service the tenant has not enabled showing its
// getting-started page until "Enable" (POST /user/service/enable) opens its screens.
import { expect, member, signIn, test } from './fixtures';
import { apiToken, registeredSpecRoutes } from './routes-support';

test('a member without iam:read is sent to not-authorized', async ({ page }) => {
  await page.goto('/login?next=%2Fiam-management%2Fuser-group');
  await signIn(page, member);
  await expect(page).toHaveURL(/\/pages\/miscellaneous\/not-authorized$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Not authorized' })).toBeVisible();
  // What the member may read still opens.
  await page.goto('/cdn/sites');
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
});

test('a parameter value outside its list shows the 404 page', async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await expect(page).not.toHaveURL(/\/login/);
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
      await expect(page).toHaveURL(/\/error-404$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    });
  }
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/error-404$/);
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

  await page.goto('/login?next=%2Fcdn%2Fsites');
  await signIn(page, account);
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
