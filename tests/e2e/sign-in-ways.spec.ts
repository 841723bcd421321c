// The ways of signing in (src/areas/auth/specs/sign-in.md), against the real server and browser: password,
// parent-portal short token, the demo OIDC provider's real login form, operator login-as, `next` and the
// signed-in redirect.
import type { Page } from '@playwright/test';
import { test, expect, signIn, admin } from './fixtures';
import { apiToken, demoIdpAccount, mintShortToken, operatorAccount, profileOf } from './sign-in-support';

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));

test("MUST sign in with username and password and show the server's message when it refuses", async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, { username: admin.username, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toContainText(/invalid|incorrect|wrong/i);
  expect(await storedToken(page)).toBeNull();

  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect(await storedToken(page)).not.toBeNull();
});

test('MUST exchange a /login?token= short token once, remove it from the address bar first, and sign in', async ({
  page,
  request,
}) => {
  const token = await mintShortToken(request, admin.username);
  const exchanges: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/auth/token-exchange')) exchanges.push(r.url());
  });
  await page.goto(`/login?token=${encodeURIComponent(token)}&next=%2Fiam-management%2Fuser-group`);
  await expect(page).toHaveURL(/\/iam-management\/user-group$/);
  expect(exchanges).toHaveLength(1);
  expect(await page.evaluate(() => localStorage.getItem('loginType'))).toBe('token');
  // The token never stays in the history.
  await page.goBack();
  expect(page.url()).not.toContain(token);
});

test("MUST show the server's message for a replayed or bad short token and leave no session", async ({
  page,
  request,
}) => {
  const token = await mintShortToken(request, admin.username);
  const first = await request.post('/api/auth/token-exchange', { data: { short_token: token } });
  expect(first.status()).toBe(200);

  await page.goto(`/login?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('alert')).toContainText(/invalid|used|expired/i);
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page)).toBeNull();
  // Still a sign-in page that works.
  await signIn(page);
  await expect(page).toHaveURL(/\/home$/);
});

test('MUST list the enabled identity providers of the tenant the person names, and say so when there are none', async ({
  page,
}) => {
  await page.goto('/login');
  const organisation = page.getByLabel('Organisation name');
  await organisation.fill('Not A Slug');
  await organisation.blur();
  await expect(page.getByText(/lower-case letters, digits and hyphens/).first()).toBeVisible();
  await organisation.fill('no-such-tenant-anywhere');
  await page.getByRole('button', { name: 'Find sign-in options' }).click();
  await expect(page.getByText(/No identity provider is set up for “no-such-tenant-anywhere”/)).toBeVisible();
  await organisation.fill('demo-telecom-tenant');
  await page.getByRole('button', { name: 'Find sign-in options' }).click();
  await expect(page.getByRole('button', { name: 'Continue with Demo IdP' })).toBeVisible();
});

test("MUST send the browser to the chosen provider's own login page and finish at /{idp}/callback signed in", async ({
  page,
}) => {
  const alice = demoIdpAccount();
  await page.goto('/login?next=%2Fiam-management%2Fuser-group');
  await page.getByLabel('Organisation name').fill('demo-telecom-tenant');
  await page.getByRole('button', { name: 'Find sign-in options' }).click();
  await page.getByRole('button', { name: 'Continue with Demo IdP' }).click();
  // The provider's own page, on its own origin.
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await page.getByLabel('Username').fill(alice.username);
  await page.getByLabel('Password').fill(alice.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/callback\?|\/iam-management|\/cdn|\/pages\/miscellaneous/, { timeout: 20_000 });
  // Back in the console, signed in as the provider's account, at the page asked for before.
  await expect(page).toHaveURL(/\/iam-management\/user-group$|\/pages\/miscellaneous\/not-authorized(\?|$)/);
  expect(await page.evaluate(() => localStorage.getItem('loginType'))).toBe('idp');
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}').username),
  ).toBeTruthy();
});

test("MUST refuse a callback whose state was tampered with, show the server's message and clear stored tokens", async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Organisation name').fill('demo-telecom-tenant');
  await page.getByRole('button', { name: 'Find sign-in options' }).click();
  await page.getByRole('button', { name: 'Continue with Demo IdP' }).click();
  await expect(page).toHaveURL(/\/interaction\//);
  const alice = demoIdpAccount();
  // Stop the console's completion call and replay the callback with a changed state.
  let completion: URL | undefined;
  const completionCall = /\/api\/main\/idp\/[^/]+\/callback\?/;
  await page.route(completionCall, async (route) => {
    completion = new URL(route.request().url());
    await route.abort();
  });
  await page.getByLabel('Username').fill(alice.username);
  await page.getByLabel('Password').fill(alice.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => completion).toBeDefined();
  await page.unroute(completionCall);
  // A stale session of someone else is in storage: a failed callback must not leave it.
  await page.evaluate(() => localStorage.setItem('accessToken', 'stale-token'));
  const idp = completion!.pathname.split('/')[4]!;
  completion!.searchParams.set('state', `${completion!.searchParams.get('state')}x`);
  await page.goto(`/${idp}/callback${completion!.search}`);
  await expect(page.getByRole('alert')).toContainText(/This sign-in is invalid or has expired/);
  expect(await storedToken(page)).toBeNull();
  await expect(page.getByRole('link', { name: 'Back to sign-in' })).toBeVisible();
});

test('MUST send a signed-in person opening login, register, forgot-password, verify-success or a callback on to a safe `next` or home', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/home$/);
  for (const path of [
    '/login',
    '/register',
    '/forgot-password',
    '/verify-success?token=abcdefabcdefabcdef',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/home$/);
  }
  await page.goto('/00000000-0000-4000-8000-0000000d1d01/callback?code=x&state=y');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/login?next=%2Fiam-management%2Fuser-group');
  await expect(page).toHaveURL(/\/iam-management\/user-group$/);
  // Never another origin, never a callback.
  await page.goto('/login?next=%2F%2Fevil.example%2Fx');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/home$/);
  await page.goto('/login?next=%2Fcorp%2Fcallback%3Fcode%3Dx');
  await expect(page).toHaveURL(/\/home$/);
});

test('MUST keep `next` through every way of signing in, only as a same-origin relative path and never a callback path', async ({
  page,
}) => {
  await page.goto('/iam-management/user-group');
  await expect(page).toHaveURL(/\/login\?next=%2Fiam-management%2Fuser-group$/);
  // The emailed-link page keeps it too.
  await expect(page.getByRole('link', { name: 'Email me a sign-in link' })).toHaveAttribute(
    'href',
    '/email-login?next=%2Fiam-management%2Fuser-group',
  );
  await signIn(page);
  await expect(page).toHaveURL(/\/iam-management\/user-group$/);
});

test('MUST NOT send an operator opening /login?name=…&tenant_id=… away: it MUST start a visible login-as mode with a way to leave it', async ({
  page,
  request,
}) => {
  const tenant = await profileOf(request, await apiToken(request, admin));
  const operator = operatorAccount();
  await page.goto('/login');
  await signIn(page, operator);
  await page.waitForURL((url) => url.pathname !== '/login');

  await page.goto(`/login?name=${encodeURIComponent(tenant.tenant_name)}&tenant_id=${tenant.tenant_id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in as a tenant' })).toBeVisible();
  await page.getByLabel('Reason').fill('TICKET-7');
  await page.getByRole('button', { name: `Log in as ${tenant.tenant_name}` }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect(await page.evaluate(() => localStorage.getItem('loginType'))).toBe('login_as');
  const banner = page.getByRole('region', { name: 'Login-as mode' });
  await expect(banner).toContainText(`in ${tenant.tenant_name}`);
  await expect(banner).toContainText(admin.username);

  await banner.getByRole('button', { name: 'Leave login-as' }).click();
  await expect(banner).toBeHidden();
  // The banner goes as soon as the login-as session ends; the operator's own session follows one refresh later.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}').username))
    .toBe(operator.username);
  expect(await page.evaluate(() => localStorage.getItem('loginType'))).toBe('password');
});
