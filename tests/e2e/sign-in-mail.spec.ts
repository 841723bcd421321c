// Registration, verification, password reset and the emailed sign-in link, each through the dev mailbox
// (src/areas/auth/specs/sign-in.md).
import { test, expect, signIn } from './fixtures';
import { mailLink, pathOf, registeredAccount, unique } from './sign-in-support';

const strongPassword = 'Correct-Horse-42';

test('MUST register a tenant with its administrator, go to /register-success and activate it through the mailed link', async ({
  page,
}) => {
  const name = unique('org-');
  const email = `${name}@example.com`;
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  // The address changes before the new page has rendered (React Router renders it as a transition), and the
  // sign-in form on screen until then has an "Organisation name" field too: type into the register form.
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('Organisation name').fill(name);
  await form.getByLabel('Username').fill(`u${name.replace(/-/g, '')}`);
  await form.getByLabel('Full name').fill('New Customer');
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('textbox', { name: /^Password/ }).fill(strongPassword);
  await form.getByLabel('Confirm the password').fill(strongPassword);
  await form.getByText('I accept the terms of service').click();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/register-success$/);
  await expect(page.getByText(`We sent a verification link to ${email}`)).toBeVisible();

  const link = await mailLink(page.request, email, 'verify_email');
  expect(link.pathname).toBe('/verify-success');
  await page.goto(pathOf(link));
  await expect(page.getByText(/Successfully verified/)).toBeVisible();
  // The link works once.
  await page.goto(pathOf(link));
  await expect(page.getByRole('alert')).toBeVisible();

  await page.goto('/login');
  await signIn(page, { username: `u${name.replace(/-/g, '')}`, password: strongPassword });
  await expect(page).not.toHaveURL(/\/login/);
});

test("MUST check fields on blur and on submit, put the server's field errors on their fields, and show the pending state while submitting", async ({
  page,
}) => {
  await page.goto('/register');
  const password = page.getByRole('textbox', { name: /^Password/ });
  await password.fill('short');
  await password.blur();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Confirm the password').fill('other');
  await page.getByLabel('Confirm the password').blur();
  await expect(page.getByText('The two passwords differ.')).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('textbox', { name: /^Organisation name/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByText('The two passwords differ.')).toBeVisible();
  await expect(page.getByText('Accept the terms of service to create an account.')).toBeVisible();

  // A taken organisation name (a verified tenant's) comes back from the server (409) as its message.
  const { tenant_name: taken } = await registeredAccount(page.request);
  await page.goto('/register');
  await page.getByLabel('Organisation name').fill(taken);
  await page.getByLabel('Username').fill(`b${taken.replace(/-/g, '')}`);
  await page.getByLabel('Email address').fill(`b-${taken}@example.com`);
  await page.getByRole('textbox', { name: /^Password/ }).fill(strongPassword);
  await page.getByLabel('Confirm the password').fill(strongPassword);
  await page.getByText('I accept the terms of service').click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toContainText(/organisation name is taken/i);
  await expect(page).toHaveURL(/\/register$/);
});

test('MUST send a reset link by mail, accept a new password that follows the rules and its confirmation, then sign in with it', async ({
  page,
  request,
}) => {
  const who = await registeredAccount(request);
  const { email } = who;
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText(`If an account uses ${email}, a reset link is on its way.`, { exact: false }),
  ).toBeVisible();

  const link = await mailLink(request, email, 'reset_password');
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByRole('textbox', { name: /^New password/ }).fill('alllowercase-but-long');
  await page.getByLabel('Confirm the password').fill('alllowercase-but-long');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/needs 12 to 128 characters/)).toBeVisible();

  const fresh = `${strongPassword}-m`;
  await page.getByRole('textbox', { name: /^New password/ }).fill(fresh);
  await page.getByLabel('Confirm the password').fill(fresh);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password is changed. Sign in with the new one.')).toBeVisible();
  await signIn(page, { username: who.username, password: fresh });
  await expect(page).not.toHaveURL(/\/login/);
  // The old password is gone.
  const old = await request.post('/api/auth/login', {
    data: { username: who.username, password: who.password },
  });
  expect(old.status()).toBe(401);
});

test('MUST send a one-time sign-in link by mail and sign in once with it, keeping `next`', async ({
  page,
  request,
}) => {
  const { email } = await registeredAccount(request);
  await page.goto('/login?next=%2Fiam-management%2Fuser-group');
  await page.getByRole('link', { name: 'Email me a sign-in link' }).click();
  await expect(page).toHaveURL(/\/email-login\?next=%2Fiam-management%2Fuser-group$/);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByText(/a sign-in link is on its way/)).toBeVisible();

  const link = await mailLink(request, email, 'email_login');
  expect(link.searchParams.get('next')).toBe('/iam-management/user-group');
  await page.goto(pathOf(link));
  await expect(page).toHaveURL(/\/iam-management\/user-group$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBeNull();

  // Used once: the same link again is refused with the server's message.
  await page.evaluate(() => localStorage.clear());
  await page.goto(pathOf(link));
  await expect(page.getByRole('alert')).toContainText(/invalid, already used or expired/);
  expect(page.url()).not.toContain(link.searchParams.get('token')!);
});
