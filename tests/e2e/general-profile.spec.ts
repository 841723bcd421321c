// /profile-management against the real server, as a freshly registered tenant administrator: the index
// opens info, the name changes (PATCH /user), the password changes (wrong current password and weak
// new ones are refused on their fields) and only the new one signs in afterwards.
import { test, expect, signIn, useSession } from './fixtures';
import { bearer, freshAdministrator, tokenOf } from './general-support';

test('MUST change the name and the password; afterwards only the new password signs in', async ({ page }) => {
  const account = await freshAdministrator(page.request);
  await useSession(page, account);
  await page.goto('/profile-management');
  await expect(page).toHaveURL(/\/profile-management\/info$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your information' })).toBeVisible();
  await expect(page.getByRole('main').getByText(account.username, { exact: true })).toBeVisible();

  // Name.
  const nameForm = page.getByRole('form', { name: 'Name' });
  await nameForm.getByLabel('Full name').fill('Grace Hopper');
  await nameForm.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Successfully updated')).toBeVisible();
  const token = await tokenOf(page.request, account);
  const profile = await page.request.get('/api/main/user', { headers: bearer(token) });
  expect(((await profile.json()) as { data: { full_name: string } }).data.full_name).toBe('Grace Hopper');

  // Password: refused on its fields first.
  const form = page.getByRole('form', { name: 'Password' });
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill('short');
  await form.getByLabel('Confirm new password').fill('short');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText(/The password needs 12 to 128 characters/)).toBeVisible();

  const next = 'Changed-Pass-345';
  await form.getByLabel('New password', { exact: true }).fill(next);
  await form.getByLabel('Confirm new password').fill('Changed-Pass-346');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The two new passwords differ.')).toBeVisible();

  await form.getByLabel('Confirm new password').fill(next);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The current password is wrong.')).toBeVisible();

  await form.getByLabel('Current password').fill(account.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Your password is changed')).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveValue('');

  const old = await page.request.post('/api/auth/login', {
    data: { username: account.username, password: account.password },
  });
  expect(old.status()).toBe(401);

  await page.evaluate(() => localStorage.clear());
  await page.goto('/login?next=/profile-management/info');
  await signIn(page, { username: account.username, password: next });
  await expect(page.getByRole('heading', { level: 1, name: 'Your information' })).toBeVisible();
});
