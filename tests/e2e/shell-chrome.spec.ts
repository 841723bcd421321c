// The console chrome against the real server (src/app/shell/specs/*.md): the project switch sends the new
// scope headers and reloads the data, language and skin survive a reload, Ctrl+K navigates, the Services menu
// leads from one service to another and remembers the way back, and sign-out kills the server session so the
// old access token is refused.
import { test, expect, signIn, useSession } from './fixtures';

test('switching project sends the new X-Project-Id and X-Resource-Group-Id on the next requests', async ({
  page,
}) => {
  await useSession(page);
  await page.goto('/cdn/sites');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
  const project = page.getByRole('button', { name: /^Project/ });
  await expect(project).toContainText('Default project');

  const scopes = await page.evaluate(async () => {
    const response = await fetch('/api/main/user/resource_groups_projects', {
      headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    });
    return (await response.json()) as {
      data: { id: string; name: string; resource_groups: { id: string; is_default: boolean }[] }[];
    };
  });
  const production = scopes.data.find((p) => p.name === 'Production Network');
  expect(production).toBeDefined();
  const productionGroup =
    production!.resource_groups.find((g) => g.is_default) ?? production!.resource_groups[0];

  const profileRead = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/main/user');
  const listRead = page.waitForRequest(
    (r) =>
      new URL(r.url()).pathname === '/api/main/cdn/sites' && r.headers()['x-project-id'] === production!.id,
  );
  await project.click();
  await page.getByRole('menuitemradio', { name: 'Production Network' }).click();
  const profileRequest = await profileRead;
  expect(profileRequest.headers()['x-project-id']).toBe(production!.id);
  expect(profileRequest.headers()['x-resource-group-id']).toBe(productionGroup!.id);
  const listRequest = await listRead;
  expect(listRequest.headers()['x-resource-group-id']).toBe(productionGroup!.id);
  await expect(project).toContainText('Production Network');
  await expect(page.getByText(/Scope switched/)).toBeVisible();

  // The scope lives in sessionStorage: a reload keeps it.
  await page.reload();
  await expect(page.getByRole('button', { name: /^Project/ })).toContainText('Production Network');
});

test('language and skin persist across a reload', async ({ page }) => {
  await useSession(page);
  await page.goto('/cdn/sites');
  await expect(page).not.toHaveURL(/\/login/);
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Websites' })).toBeVisible();
  await page.getByRole('button', { name: /^Design/ }).click();
  await page.getByRole('menuitemradio', { name: 'Dunkel' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Websites' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('the command palette opens with Ctrl+K and navigates by keyboard', async ({ page }) => {
  await useSession(page);
  await page.goto('/cdn/sites');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Command palette' });
  await expect(dialog).toBeVisible();
  await page.keyboard.type('User groups');
  await expect(dialog.getByRole('menuitem').first()).toContainText('User groups');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/iam-management\/user-group$/);
  await expect(page.getByRole('heading', { level: 1, name: 'User groups' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('the Services menu leads from the CDN sites to IAM, then lists CDN under recently visited', async ({
  page,
}) => {
  await useSession(page);
  await page.goto('/cdn/sites');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
  const services = page.getByRole('button', { name: 'Services' });
  const menu = page.getByRole('menu', { name: 'Services' });
  await services.click();
  const all = menu.getByRole('group', { name: 'All services' });
  await expect(all.getByRole('menuitem', { name: 'CDN' })).toHaveAccessibleDescription('Current');
  await all.getByRole('menuitem', { name: 'Identity and access management' }).click();
  await expect(page).toHaveURL(/\/iam-management\//);
  await expect(page.getByRole('navigation', { name: 'IAM' })).toBeVisible();

  await services.click();
  const recent = menu.getByRole('group', { name: 'Recently visited' });
  await expect(recent.getByRole('menuitem')).toHaveCount(1);
  await expect(recent.getByRole('menuitem', { name: 'CDN' })).toHaveAttribute('href', /^\/cdn\//);
  await expect(
    all.getByRole('menuitem', { name: 'Identity and access management' }),
  ).toHaveAccessibleDescription('Current');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);

  // On a phone the trigger is an icon button, in view and still named, and the menu still opens.
  await page.setViewportSize({ width: 390, height: 844 });
  const box = await services.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(40);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await services.click();
  await expect(recent.getByRole('menuitem', { name: 'CDN' })).toBeVisible();
});

test('sign out clears the session and the old access token is refused by the server', async ({
  page,
  request,
}) => {
  // Signed in through the form: signing out ends the session, so it is this test's own.
  await page.goto('/login');
  await signIn(page);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/cdn/sites');
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(token).toBeTruthy();
  const before = await request.get('/api/main/user', { headers: { Authorization: `Bearer ${token}` } });
  expect(before.status()).toBe(200);

  const logout = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/logout');
  await page.getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  expect((await logout).status()).toBe(200);
  await expect(page).toHaveURL(/\/login$/);
  expect(
    await page.evaluate(() => [
      localStorage.getItem('accessToken'),
      localStorage.getItem('userData'),
      sessionStorage.length,
    ]),
  ).toEqual([null, null, 0]);
  const cookies = await page.context().cookies();
  expect(cookies.filter((c) => /session/i.test(c.name))).toEqual([]);

  const after = await request.get('/api/main/user', { headers: { Authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
});
