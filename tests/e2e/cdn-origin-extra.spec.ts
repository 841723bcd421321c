// A site's origin and extra configuration against the real server: origin/config is edited (a second server,
// balancing, host header, timeout) and the origin page shows it after a reload; extra-config (SPEC §2: admin
// only, beta) is edited by the platform operator and kept across a reload, while the tenant administrator is
// sent to not-authorized there and refused by the API. Each test works on its own fresh site.
import { test, expect, operator, useSession } from './fixtures';
import { bearer, tokenOf } from './general-support';
import { apiData, choose, field, freshSite, openAs, submitAndConfirm } from './cdn-support';

interface OriginSetting {
  load_balancer_method: string;
  protocol: string;
  host_header: string;
  connect_timeout_seconds: number;
  origin_servers: { origin_server_url: string; weight: number; backup: boolean }[];
}

test('origin/config: an edit is saved and shown on the origin page after a reload', async ({
  page,
  request,
}) => {
  const site = await freshSite(request);
  const origin = `/cdn/sites/${site.id}/edge/origin`;
  await openAs(page, origin);
  const servers = page.getByRole('table', { name: `Origin servers of ${site.name}` });
  await expect(servers.getByRole('row')).toHaveCount(2);

  await page.getByRole('link', { name: 'Edit origin' }).click();
  await expect(page).toHaveURL(new RegExp(`${origin}/config$`));
  const form = page.getByRole('form', { name: 'Edit origin' });
  await expect(field(page, 'Server URL')).toHaveValue('https://origin.example.com');
  // A second server, taking three times the traffic of the first.
  await form.getByRole('button', { name: 'Add item' }).click();
  const urls = form.getByRole('textbox', { name: /^Server URL/ });
  await expect(urls).toHaveCount(2);
  await urls.nth(1).fill('https://origin-2.example.com');
  await form.getByRole('textbox', { name: 'Weight' }).nth(1).fill('3');
  await choose(page, 'Load balancing', 'Weighted round robin');
  await choose(page, 'Protocol to origin', 'HTTPS');
  await field(page, 'Host header').fill('origin.example.com');
  await field(page, 'Connect timeout (seconds)').fill('20');
  await submitAndConfirm(page, 'Save changes', 'Save changes');
  await expect(page).toHaveURL(new RegExp(`${origin}$`));

  await page.reload();
  await expect(servers.getByRole('row')).toHaveCount(3);
  // Server URL, weight 3, the defaults of max fails and fail timeout, not a backup.
  await expect(servers.getByRole('row', { name: 'https://origin-2.example.com 3 1 10 No' })).toBeVisible();
  const connection = page.getByRole('region', { name: 'Connection' });
  await expect(connection).toContainText('Weighted round robin');
  await expect(connection).toContainText('HTTPS');
  await expect(connection).toContainText('origin.example.com');
  await expect(connection).toContainText('20 seconds');

  const stored = await apiData<OriginSetting>(request, site, `/cdn/sites/${site.id}/origin_setting`);
  expect(stored).toMatchObject({
    load_balancer_method: 'weighted_round_robin',
    protocol: 'https',
    host_header: 'origin.example.com',
    connect_timeout_seconds: 20,
  });
  expect(stored.origin_servers.map((s) => [s.origin_server_url, s.weight])).toEqual([
    ['https://origin.example.com', 1],
    ['https://origin-2.example.com', 3],
  ]);
});

test('extra-config: the operator edits it and it is kept; the tenant administrator’s API call is refused', async ({
  page,
  request,
}) => {
  const site = await freshSite(request);
  const extra = `/cdn/sites/${site.id}/edge/extra-config`;
  const text = `# e2e ${Date.now()}\nproxy_buffering off;\nadd_header X-E2E "yes";`;

  await openAs(page, extra, operator);
  await expect(page.getByRole('heading', { level: 1, name: 'Extra configuration' })).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Extra configuration' });
  await expect(box).toHaveValue('');
  await expect(page.getByText('Never changed.')).toBeVisible();
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  await box.fill(text);
  await expect(page.getByText(`${text.length} of 20000 characters`)).toBeVisible();
  const put = page.waitForResponse(
    (r) => r.url().endsWith(`/cdn/sites/${site.id}/extra_config`) && r.request().method() === 'PUT',
  );
  await save.click();
  expect((await put).status()).toBe(200);
  await expect(page.getByText('Extra configuration saved')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Extra configuration' })).toHaveValue(text);
  await expect(page.getByText(new RegExp(`Last changed .* by ${operator.username}\\.`))).toBeVisible();
  const operatorToken = await tokenOf(request, operator);
  const stored = await request.get(`/api/main/cdn/sites/${site.id}/extra_config`, {
    headers: bearer(operatorToken),
  });
  expect(stored.status()).toBe(200);
  expect(((await stored.json()) as { data: { config: string } }).data.config).toBe(text);

  // The tenant administrator may not read it: the route is refused, and so is the API.
  const refused = await request.get(`/api/main/cdn/sites/${site.id}/extra_config`, {
    headers: bearer(site.token),
  });
  expect(refused.status()).toBe(403);
});

test('extra-config sends the tenant administrator to not-authorized', async ({ page, request }) => {
  const site = await freshSite(request);
  const extra = `/cdn/sites/${site.id}/edge/extra-config`;
  await useSession(page);
  await page.goto(extra);
  await expect(page).toHaveURL(/\/pages\/miscellaneous\/not-authorized(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Not authorized' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Extra configuration' })).toHaveCount(0);
});
