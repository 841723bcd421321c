// The walking skeleton, end to end against the real server: sign in, list sites, add one, see it, open it,
// delete it with confirmation — then the same console in Vietnamese/German and in the dark skin.
import { test, expect, signIn, member, useSession } from './fixtures';

const uniqueName = (prefix: string) => `${prefix}-${Date.now().toString(36)}`;

test('a signed-out visitor is sent to sign-in and comes back to the page they asked for', async ({
  page,
}) => {
  await page.goto('/cdn/sites');
  await expect(page).toHaveURL(/\/login\?next=%2Fcdn%2Fsites$/);
  await signIn(page);
  await expect(page).toHaveURL(/\/cdn\/sites$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
});

test('wrong credentials are refused with a message and no session', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, { username: 'nobody', password: 'wrong-password' });
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

test('add a site, see it in the list, open it, delete it with confirmation', async ({ page }) => {
  const name = uniqueName('e2e-site');
  await useSession(page);
  await page.goto('/cdn/sites');
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();

  await page
    .getByRole('link', { name: 'Add site' })
    .or(page.getByRole('button', { name: 'Add site' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/cdn\/sites\/add\/web$/);
  await expect(page.getByRole('button', { name: 'Create site' })).toBeVisible();
  await page.getByLabel('Name', { exact: false }).first().fill(name);
  await page.getByLabel('Origin server URL').fill('https://origin.example.com');
  await page.getByRole('button', { name: 'Create site' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Successfully added')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const detailUrl = page.url();

  await page.goto('/cdn/sites');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(detailUrl);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.getByRole('button', { name: 'Delete site' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.getByRole('button', { name: 'Delete site' }).click();
  // A site is a parent resource: its name must be typed before Delete is enabled.
  const confirm = dialog.getByRole('button', { name: 'Delete site' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill(name);
  await confirm.click();
  await expect(page.getByText('Successfully deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/cdn\/sites$/);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);

  await page.goto(detailUrl);
  await expect(page.getByRole('heading', { level: 1, name })).toHaveCount(0);
});

test('bad input is explained on the field and creates nothing', async ({ page }) => {
  const name = uniqueName('bad-origin');
  await useSession(page);
  await page.goto('/cdn/sites/add/web');
  await expect(page).toHaveURL(/\/cdn\/sites\/add\/web$/);
  await expect(page.getByRole('button', { name: 'Create site' })).toBeVisible();
  await page.getByLabel('Name', { exact: false }).first().fill(name);
  await page.getByLabel('Origin server URL').fill('not a url');
  await page.getByRole('button', { name: 'Create site' }).click();
  await expect(page.getByLabel('Origin server URL')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/cdn\/sites\/add\/web$/);
  await page.goto('/cdn/sites');
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('the first click on submit after correcting a field is taken: the error goes while typing', async ({
  page,
}) => {
  await useSession(page);
  await page.goto('/cdn/sites/add/web');
  await expect(page.getByRole('button', { name: 'Create site' })).toBeVisible();
  await page.getByLabel('Name', { exact: false }).first().fill(uniqueName('corrected'));
  const origin = page.getByLabel('Origin server URL');
  await origin.fill('not a url');
  await origin.press('Tab');
  await expect(origin).toHaveAttribute('aria-invalid', 'true');
  // Corrected while the field still has focus; the click's mousedown is what leaves the field.
  await origin.fill('https://origin.example.com');
  await page.getByRole('button', { name: 'Create site' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await expect(confirm).toBeHidden();
});

test('Vietnamese and German follow the language menu, persist, and set <html lang>', async ({ page }) => {
  await useSession(page);
  await page.goto('/cdn/sites');
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();

  await page.getByRole('button', { name: 'Language' }).click();
  await page
    .getByRole('menuitemradio', { name: 'Tiếng Việt' })
    .or(page.getByRole('menuitem', { name: 'Tiếng Việt' }))
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  const viHeading = await page.getByRole('heading', { level: 1 }).textContent();
  expect(viHeading).not.toBe('Sites');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(viHeading ?? '');

  await page.getByRole('button', { name: 'Ngôn ngữ' }).click();
  await page
    .getByRole('menuitemradio', { name: 'Deutsch' })
    .or(page.getByRole('menuitem', { name: 'Deutsch' }))
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(viHeading ?? '');
});

test('the dark skin is chosen from the theme menu and persists', async ({ page }) => {
  await useSession(page);
  await page.goto('/cdn/sites');
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
  const lightBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await page.getByRole('button', { name: 'Theme' }).click();
  await page
    .getByRole('menuitemradio', { name: 'Dark' })
    .or(page.getByRole('menuitem', { name: 'Dark' }))
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const darkBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(darkBg).not.toBe(lightBg);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('unknown paths show the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/error-404(\?from=|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown site type in the add route shows the 404 page', async ({ page }) => {
  await useSession(page);
  await page.goto('/cdn/sites/add/ftp');
  await expect(page).toHaveURL(/\/error-404(\?from=|$)/);
});

test('a member without write permission sees the list but cannot add', async ({ page }) => {
  await useSession(page, member);
  await page.goto('/cdn/sites');
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
  // Disabled with a reason rather than hidden, so the member learns why.
  await expect(page.getByRole('button', { name: 'Add site' })).toBeDisabled();
});

test('sign out ends the session on the server too', async ({ page, request }) => {
  await page.goto('/login?next=/cdn/sites');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
  const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
  expect(refreshToken).toBeTruthy();

  await page.getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

  const replay = await request.post('/api/auth/refresh', { data: { refreshToken } });
  expect(replay.status()).toBe(401);
});
