// The console on a phone (390 px wide) against the real server: nothing scrolls sideways, every top-bar
// control is on screen and works — services, project, search, and the one menu for language, theme and account.
import { test, expect, signIn } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('at 390 px every top-bar control is on screen, and the account menu changes theme and signs out', async ({
  page,
}) => {
  // Signed in through the form: the test signs out, which ends the session, so it is this test's own.
  await page.goto('/login');
  await signIn(page);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/cdn/sites');
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const banner = page.getByRole('banner');
  for (const name of ['Services', /^Project/, /^Resource group/, /^Search/, /^Account/]) {
    const control = banner.getByRole('button', { name });
    await expect(control).toBeInViewport({ ratio: 1 });
  }

  await banner.getByRole('button', { name: /^Search/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  await banner.getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await banner.getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
});
