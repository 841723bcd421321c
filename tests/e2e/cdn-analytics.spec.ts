// /cdn/dashboard and /cdn/analytics/{feature} against the real server and its seeded week of traffic: the
// dashboard's figures are what the API answers and the very figures "Open analytics" shows (video included,
// the scope said), the report tabs and the period live in the URL (a changed period asks the server again), a
// feature outside SPEC's list is the 404 page, and a configuration change made through the API shows as a
// marker on the charts.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, admin, useSession } from './fixtures';
import { bearer, tokenOf } from './general-support';
import { formatCount, formatRatio } from '../../src/areas/cdn/analytics/analyticsFormat';

interface Overview {
  sites: { total: number; active: number; pending: number; error: number };
  totals: { requests: number; cache_hit_ratio: number };
  top_sites: { site_id: string; name: string }[];
}

async function overviewOf(request: APIRequestContext, token: string, days: number): Promise<Overview> {
  const res = await request.get(`/api/main/app/cdn/overview?days=${days}`, { headers: bearer(token) });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: Overview }).data;
}

const stat = (page: Page, name: string) => page.locator(`[data-stat="${name}"]`);

test('MUST show on /cdn/dashboard the figures the overview answers, with a link to each top site', async ({
  page,
}) => {
  const token = await tokenOf(page.request, admin);
  const overview = await overviewOf(page.request, token, 1);
  expect(overview.sites.total).toBeGreaterThan(0);
  expect(overview.totals.requests).toBeGreaterThan(0);

  await useSession(page);
  await page.goto('/cdn/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'CDN dashboard' })).toBeVisible();
  await expect(stat(page, 'sites')).toContainText(formatCount(overview.sites.total, 'en'));
  await expect(stat(page, 'sites')).toContainText(
    `${overview.sites.active} active, ${overview.sites.pending} pending, ${overview.sites.error} failed`,
  );
  await expect(stat(page, 'requests')).toContainText(formatCount(overview.totals.requests, 'en'));
  await expect(stat(page, 'hit-ratio')).toContainText(formatRatio(overview.totals.cache_hit_ratio, 'en'));
  await expect(page.getByRole('application', { name: 'Requests' })).toBeVisible();
  await expect(page.getByRole('application', { name: 'Bandwidth' })).toBeVisible();
  await expect(page.getByText('Top countries')).toBeVisible();

  await expect(page.locator('[data-figures-scope]')).toContainText(
    /^Resource group “[^”]+” of project “[^”]+”/,
  );
  await expect(stat(page, 'ssl')).toContainText('Whole account');
  await expect(page.locator('[data-kinds]')).toContainText('Video on demand');

  const top = overview.top_sites[0]!;
  const table = page.getByRole('table', { name: 'Sites by requests' });
  await table.getByRole('link', { name: top.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/cdn/sites/${top.site_id}$`));
});

test('MUST show on /cdn/analytics/basic the same traffic figures as the dashboard for the same days', async ({
  page,
}) => {
  await useSession(page);
  await page.goto('/cdn/dashboard?days=3');
  await expect(page.getByRole('application', { name: 'Requests' })).toBeVisible();
  const figures = async () =>
    Promise.all(['requests', 'bytes', 'hit-ratio', 'error-rate'].map((s) => stat(page, s).innerText()));
  const onDashboard = await figures();
  const kinds = await page.locator('[data-kinds]').innerText();
  await page.getByRole('link', { name: 'Open analytics' }).click();
  await expect(page).toHaveURL(/\/cdn\/analytics\/basic\?days=3$/);
  await expect(page.getByRole('tab', { name: 'All traffic', selected: true })).toBeVisible();
  await expect(page.getByRole('application', { name: 'Requests' })).toBeVisible();
  expect(await figures()).toEqual(onDashboard);
  expect(await page.locator('[data-kinds]').innerText()).toBe(kinds);
});

test('MUST keep the report tab and the period in the URL and ask the server again when the period changes', async ({
  page,
}) => {
  await useSession(page);
  await page.goto('/cdn/analytics/basic');
  await expect(page.getByRole('tab', { name: 'All traffic', selected: true })).toBeVisible();
  await expect(page.getByRole('application', { name: 'Requests' })).toBeVisible();

  const sevenDays = page.waitForRequest(
    (r) =>
      r.url().includes('/api/main/cdn/analytics/basic') && new URL(r.url()).searchParams.get('days') === '7',
  );
  await page.getByRole('radio', { name: '7 days' }).click();
  await sevenDays;
  await expect(page).toHaveURL(/\/cdn\/analytics\/basic\?days=7$/);
  await expect(page.getByRole('radio', { name: '7 days' })).toBeChecked();

  const multi = page.waitForRequest((r) => r.url().includes('/api/main/cdn/analytics/multi_cdn?'));
  await page.getByRole('tab', { name: 'Multi-CDN' }).click();
  await multi;
  await expect(page).toHaveURL(/\/cdn\/analytics\/multi-cdn\?days=7$/);
  await expect(page.getByRole('img', { name: 'Requests by CDN' })).toBeVisible();

  // The URL is the state: a reload opens the same tab and period.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Multi-CDN', selected: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: '7 days' })).toBeChecked();

  await page.goto('/cdn/analytics/no-such-report');
  await expect(page).toHaveURL(/\/error-404(\?from=|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('MUST mark a configuration change from the audit log on the charts', async ({ page }) => {
  // Pulse ends with the running minute: the change shows once the report is read again after it.
  test.setTimeout(150_000);
  const token = await tokenOf(page.request, admin);
  const site = (await overviewOf(page.request, token, 1)).top_sites[0]!;
  const read = await page.request.get(`/api/main/cdn/sites/${site.site_id}`, { headers: bearer(token) });
  const before = ((await read.json()) as { data: { edge_settings: { browser_integrity_check: string } } })
    .data.edge_settings.browser_integrity_check;
  const flip = async (value: string) => {
    const res = await page.request.patch(
      `/api/main/cdn/sites/${site.site_id}/edge_settings/browser_integrity_check`,
      { headers: bearer(token), data: { browser_integrity_check: value } },
    );
    expect(res.ok()).toBe(true);
  };
  await flip(before === 'active' ? 'inactive' : 'active');
  try {
    await useSession(page);
    await page.goto(`/cdn/analytics/pulse?site=${site.site_id}`);
    await expect(page.getByRole('tab', { name: 'Pulse', selected: true })).toBeVisible();
    const marker = page.getByRole('button', { name: new RegExp(`^Site changed by ${admin.username}`) });
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('application', { name: 'Requests' })).toBeVisible();
      await expect(marker.first()).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 120_000, intervals: [5_000] });
    await expect(page.getByText(/configuration changes? (is|are) marked on the charts/)).toBeVisible();
  } finally {
    await flip(before);
  }
});
