// A CDN site's own screens against the real server: edge settings change optimistically and persist, a refused
// change rolls back with an error toast, HSTS asks first, a `{feature}` outside SPEC's list is the 404 page,
// page rules go through add → list → edit → delete, firewall rules are reordered by keyboard in "Change order"
// and the order persists, a purge lands in the history. Each test works on its own fresh site.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, admin, useSession } from './fixtures';
import { bearer, tokenOf, uniqueName } from './general-support';

interface SiteRef {
  id: string;
  token: string;
}

async function freshSite(request: APIRequestContext): Promise<SiteRef> {
  const token = await tokenOf(request, admin);
  const res = await request.post('/api/main/cdn/sites', {
    headers: { ...bearer(token), 'Idempotency-Key': crypto.randomUUID() },
    data: { name: uniqueName('e2e-site-'), origin_server_url: 'https://origin.example.com' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { data: { id: string } }).data.id, token };
}

async function edgeSettings(request: APIRequestContext, site: SiteRef): Promise<Record<string, unknown>> {
  const res = await request.get(`/api/main/cdn/sites/${site.id}`, { headers: bearer(site.token) });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { edge_settings: Record<string, unknown> } }).data.edge_settings;
}

async function openAs(page: Page, path: string) {
  await useSession(page);
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

const settingSwitch = (page: Page, name: string) => page.getByRole('switch', { name });

test('an edge setting changes at once, persists, and a refused change rolls back with an error', async ({
  page,
  request,
}) => {
  const site = await freshSite(request);
  await openAs(page, `/cdn/sites/${site.id}/edge/basic`);
  const https = settingSwitch(page, 'Always use HTTPS');
  await expect(https).not.toBeChecked();
  const patched = page.waitForResponse(
    (r) => r.url().endsWith('/edge_settings/always_use_https') && r.request().method() === 'PATCH',
  );
  await https.click({ force: true });
  await expect(https).toBeChecked();
  expect((await patched).status()).toBe(200);
  await expect.poll(async () => (await edgeSettings(request, site)).always_use_https).toBe('active');

  // The server refuses the next change: the switch goes back and says why.
  await page.route('**/edge_settings/bot_fight_mode', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ status_code: 503, message: 'Edge configuration is busy, try again.' }),
    }),
  );
  const bots = settingSwitch(page, 'Bot fight mode');
  await bots.click({ force: true });
  await expect(page.getByRole('alert').filter({ hasText: 'Edge configuration is busy' })).toBeVisible();
  await expect(bots).not.toBeChecked();
  expect((await edgeSettings(request, site)).bot_fight_mode).toBe('inactive');

  await page.reload();
  await expect(settingSwitch(page, 'Always use HTTPS')).toBeChecked();
});

test('HSTS asks before turning on; development mode says when it ends', async ({ page, request }) => {
  const site = await freshSite(request);
  await openAs(page, `/cdn/sites/${site.id}/edge/optimization/protocol`);
  const hsts = settingSwitch(page, 'HSTS');
  await hsts.click({ force: true });
  const dialog = page.getByRole('alertdialog', { name: 'Turn on HSTS?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(hsts).not.toBeChecked();
  expect((await edgeSettings(request, site)).hsts).toBe('inactive');
  await hsts.click({ force: true });
  await page.getByRole('alertdialog').getByRole('button', { name: 'Turn on HSTS' }).click();
  await expect(hsts).toBeChecked();
  await expect.poll(async () => (await edgeSettings(request, site)).hsts).toBe('active');

  await page.getByRole('link', { name: 'Basic', exact: true }).first().click();
  await settingSwitch(page, 'Development mode').click({ force: true });
  await expect(page.getByTestId('development-mode-until')).toContainText('On until');
});

test('a feature outside SPEC’s list is the 404 page', async ({ page, request }) => {
  const site = await freshSite(request);
  await openAs(page, `/cdn/sites/${site.id}/edge/cache/setting`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cache settings' })).toBeVisible();
  for (const bad of ['cache/bogus', 'optimization/fonts', 'multi-cdn/everything']) {
    await page.goto(`/cdn/sites/${site.id}/edge/${bad}`);
    await expect(page).toHaveURL(/\/error-404(\?from=|$)/);
  }
});

test('page rules: add, see in the list, edit, delete', async ({ page, request }) => {
  const site = await freshSite(request);
  await openAs(page, `/cdn/sites/${site.id}/edge/page-rules`);
  await expect(page.getByText('No page rules yet')).toBeVisible();
  await page.getByRole('link', { name: 'Add page rule' }).first().click();
  const pattern = `${uniqueName('e2e')}.example.com/images/*`;
  await page.getByLabel('URL pattern').fill(pattern);
  await page.getByRole('button', { name: 'Cache level' }).click();
  await page.getByRole('option', { name: 'Bypass' }).click();
  await page.getByRole('button', { name: 'Create page rule' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button')
    .filter({ hasText: /create|confirm|add/i })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/cdn/sites/${site.id}/edge/page-rules$`));
  await expect(page.getByRole('link', { name: pattern })).toBeVisible();

  await page.getByRole('link', { name: pattern }).click();
  await expect(page).toHaveURL(/\/page-rules\/edit\//);
  const edited = pattern.replace('/images/', '/assets/');
  await page.getByLabel('URL pattern').fill(edited);
  await page.getByRole('button', { name: /save/i }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button')
    .filter({ hasText: /save|confirm/i })
    .first()
    .click();
  await expect(page.getByRole('link', { name: edited })).toBeVisible();

  await page.getByRole('button', { name: `Actions for ${edited}` }).click();
  await page.getByRole('menuitem', { name: /delete/i }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /delete/i })
    .click();
  await expect(page.getByText('No page rules yet')).toBeVisible();
  const res = await request.get(`/api/main/cdn/sites/${site.id}/page_rules`, { headers: bearer(site.token) });
  expect(((await res.json()) as { data: unknown[] }).data).toEqual([]);
});

test('firewall rules are reordered by keyboard and the order persists', async ({ page, request }) => {
  const site = await freshSite(request);
  const names = ['first rule', 'second rule', 'third rule'];
  for (const description of names) {
    const res = await request.post(`/api/main/cdn/sites/${site.id}/firewall_rules`, {
      headers: { ...bearer(site.token), 'Idempotency-Key': crypto.randomUUID() },
      data: { description, expression: '(http.request.uri.path contains "/admin")', action: 'block' },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await openAs(page, `/cdn/sites/${site.id}/edge/firewall-rules`);
  await expect(page.getByRole('link', { name: 'third rule' })).toBeVisible();
  await page.getByTestId('reorder-action').click();
  const dialog = page.getByRole('dialog');
  const handle = dialog.getByRole('button', { name: 'Move third rule' });
  await handle.focus();
  // Each move is announced; the next key waits for it.
  await page.keyboard.press('Space');
  await expect(page.getByText('Picked up third rule: position 3 of 3.')).toBeAttached();
  // dnd-kit's keyboard sensor starts listening for arrows in a task queued at the lift; a task queued
  // now runs after it, so the first arrow cannot arrive before the sensor hears it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('third rule moved to position 2 of 3.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('third rule moved to position 1 of 3.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('third rule dropped at position 1 of 3.')).toBeAttached();
  await dialog.getByTestId('reorder-save').click();
  await expect(page.getByText('New order saved')).toBeVisible();
  const res = await request.get(`/api/main/cdn/sites/${site.id}/firewall_rules?sort_by=priority`, {
    headers: bearer(site.token),
  });
  const rules = ((await res.json()) as { data: { description: string; priority: number }[] }).data;
  expect(rules.map((r) => r.description)).toEqual(['third rule', 'first rule', 'second rule']);
  expect(rules.map((r) => r.priority)).toEqual([1, 2, 3]);
});

test('a purge by URL lands in the purge history', async ({ page, request }) => {
  const site = await freshSite(request);
  const detail = await request.get(`/api/main/cdn/sites/${site.id}`, { headers: bearer(site.token) });
  const host = ((await detail.json()) as { data: { cdn_url: string } }).data.cdn_url;
  await openAs(page, `/cdn/sites/${site.id}/edge/purge-cache`);
  await page.getByTestId('purge-targets').locator('textarea').fill(`https://${host}/images/logo.png`);
  await page.getByTestId('purge-submit').click();
  await expect(page.getByText('Purge requested.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('purge-history').getByText(`https://${host}/images/logo.png`)).toBeVisible();
});
