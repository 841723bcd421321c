// A 401 in the middle of work (src/areas/auth/specs/sign-in.md "Session expiry"): the server ends the
// session, the next request answers 401 and so does the refresh the console tries first (the session is
// gone); the console calls logout once, goes to /login after 3 s (fake clock), keeps the page as `next` and
// says the session expired.
import { test, expect, signIn } from './fixtures';

test('MUST, after a 401 anywhere, call logout exactly once, reach /login after 3 s with `next` kept, and say the session expired', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/login?next=%2Fiam-management%2Fuser-group');
  await signIn(page);
  await expect(page).toHaveURL(/\/iam-management\/user-group$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The server ends the session behind the console's back (as an administrator revoking it would).
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const revoked = await page.request.post('/api/auth/logout', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(revoked.ok()).toBe(true);

  const logouts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/auth/logout')) logouts.push(r.postData() ?? '');
  });
  await page.clock.pauseAt(Date.now() + 60_000);
  const unauthorized = page.waitForResponse((r) => r.status() === 401);
  // Any request now: the list reloads.
  await page.reload();
  await unauthorized;
  await expect.poll(() => logouts.length).toBe(1);
  expect(logouts[0]).toBe('');
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

  await page.clock.runFor(2_900);
  await expect(page).toHaveURL(/\/iam-management\/user-group$/);
  await page.clock.runFor(200);
  await expect(page).toHaveURL(/\/login\?next=%2Fiam-management%2Fuser-group$/);
  await expect(page.getByText('Your session has expired. Sign in again to continue.')).toBeVisible();
  expect(logouts).toHaveLength(1);

  await page.clock.resume();
  await signIn(page);
  await expect(page).toHaveURL(/\/iam-management\/user-group$/);
  await expect(page.getByText('Your session has expired.')).toBeHidden();
});

test('MUST treat a 401 from a sign-in call (password, short token, emailed link, IdP callback) as an answer, not as an expired session', async ({
  page,
}) => {
  const logouts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/auth/logout')) logouts.push(r.url());
  });
  await page.clock.install();
  await page.goto('/login?token=AAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('alert')).toBeVisible();
  await page.goto('/email-login?token=AAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('alert')).toBeVisible();
  await page.clock.runFor(5_000);
  await expect(page).toHaveURL(/\/email-login$/);
  await expect(page.getByText('Your session has expired.')).toBeHidden();
  expect(logouts).toEqual([]);
});
