// /home and /started against the real server: every number on the overview equals what the API answers,
// and the getting-started page links only to services that exist.
import { test, expect, admin, member, useSession } from './fixtures';
import { tokenOf, totalOf } from './general-support';

test('MUST show on /home the numbers the APIs return: sites per status, members, groups, projects, own tokens', async ({
  page,
}) => {
  const token = await tokenOf(page.request, admin);
  const expected = {
    sites: await totalOf(page.request, token, '/cdn/sites?per_page=1'),
    active: await totalOf(page.request, token, '/cdn/sites?per_page=1&status=active'),
    pending: await totalOf(page.request, token, '/cdn/sites?per_page=1&status=pending'),
    disabled: await totalOf(page.request, token, '/cdn/sites?per_page=1&status=disabled'),
    error: await totalOf(page.request, token, '/cdn/sites?per_page=1&status=error'),
    members: await totalOf(page.request, token, '/tenant/members?per_page=1'),
    groups: await totalOf(page.request, token, '/tenant/groups?per_page=1'),
    projects: await totalOf(page.request, token, '/tenant/projects?per_page=1'),
    tokens: await totalOf(page.request, token, '/access_key?per_page=1'),
  };
  expect(expected.sites).toBeGreaterThan(0);
  expect(expected.members).toBeGreaterThan(1);

  await useSession(page);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const figure = (card: string, label: string) =>
    page.locator(`[data-card="${card}"] dt`, { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  await expect(figure('sites', 'All sites')).toHaveText(String(expected.sites));
  await expect(figure('sites', 'Active')).toHaveText(String(expected.active));
  await expect(figure('sites', 'Pending')).toHaveText(String(expected.pending));
  await expect(figure('sites', 'Disabled')).toHaveText(String(expected.disabled));
  await expect(figure('sites', 'Failed')).toHaveText(String(expected.error));
  await expect(figure('iam', 'Members')).toHaveText(String(expected.members));
  await expect(figure('iam', 'User groups')).toHaveText(String(expected.groups));
  await expect(figure('iam', 'Projects')).toHaveText(String(expected.projects));
  await expect(figure('access-keys', 'Tokens')).toHaveText(String(expected.tokens));

  // Quotas: the sites quota shows the usage /iam/quotas reports.
  const quotas = await page.request.get('/api/main/iam/quotas?per_page=100', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const sitesQuota = (
    (await quotas.json()) as { data: { code: string; usage: number; value: number }[] }
  ).data.find((q) => q.code === 'sites_per_account')!;
  await expect(page.locator('[data-quota="sites_per_account"]')).toContainText(
    `${sitesQuota.usage} of ${sitesQuota.value}`,
  );

  await page.locator('[data-card="sites"]').getByRole('link', { name: 'View sites' }).click();
  await expect(page).toHaveURL(/\/cdn\//);
});

test('MUST hide the cards a member may not read and still show their own tokens', async ({ page }) => {
  await useSession(page, member);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.locator('[data-card="access-keys"]')).toBeVisible();
  await expect(page.locator('[data-card="iam"]')).toHaveCount(0);
  await expect(page.locator('[data-card="quotas"]')).toHaveCount(0);
});

test('MUST describe every service on /started and link only to the ones this console has', async ({
  page,
}) => {
  await useSession(page);
  await page.goto('/started');
  await expect(page.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
  for (const name of [
    'CDN',
    'Web application firewall',
    'DNS',
    'Billing',
    'Identity and access management',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Open Web application firewall' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open Billing' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Open Identity and access management' }).click();
  await expect(page).toHaveURL(/\/iam-management\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
