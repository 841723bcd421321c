// A site's multi-CDN screens against the real server (SPEC §2 multi-cdn/{management|route-strategies|route-map}):
// a CDN provider is added and edited, a route strategy naming it is added and edited, the site's multi-CDN
// switch (PUT …/multi_cdn) persists across a reload, and the route map shows the countries
// GET …/multi_cdn/routing/country answers. Each test works on its own fresh site; what the console did is read
// back from the server.
import { test, expect } from './fixtures';
import { uniqueName } from './general-support';
import { apiCreate, apiData, choose, field, freshSite, openAs, submitAndConfirm } from './cdn-support';

interface Provider {
  id: string;
  name: string;
  vendor: string;
  cname_target: string;
  health_check_path: string;
  status: string;
}

interface Strategy {
  id: string;
  name: string;
  type: string;
  countries: string[];
  targets: { cdn_id: string; weight: number; order: number }[];
  status: string;
}

interface CountryRouting {
  countries: { country: string; targets: { cdn_id: string; share_percent: number }[] }[];
}

test('multi-CDN providers: add one, see it in the list, edit it', async ({ page, request }) => {
  const site = await freshSite(request);
  const management = `/cdn/sites/${site.id}/edge/multi-cdn/management`;
  await openAs(page, management);
  await expect(page.getByRole('heading', { level: 1, name: 'CDN providers' })).toBeVisible();
  await expect(page.getByText('No CDN providers yet')).toBeVisible();

  await page.getByRole('link', { name: 'Add CDN' }).click();
  await expect(page).toHaveURL(new RegExp(`${management}/add$`));
  const name = uniqueName('Backup CDN ');
  await field(page, 'Name').fill(name);
  await choose(page, 'Vendor', 'Fastly');
  await field(page, 'CNAME target').fill('shop.global.fastly.net');
  await field(page, 'Health check path').fill('/healthz');
  await submitAndConfirm(page, 'Add CDN', 'Add');
  await expect(page).toHaveURL(new RegExp(`${management}$`));
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await expect(row).toContainText('Fastly');
  await expect(row).toContainText('shop.global.fastly.net');

  const [created] = await apiData<Provider[]>(request, site, `/cdn/sites/${site.id}/multi_cdn/cdns`);
  expect(created).toMatchObject({
    name,
    vendor: 'fastly',
    cname_target: 'shop.global.fastly.net',
    health_check_path: '/healthz',
    status: 'active',
  });

  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`${management}/edit/${created!.id}$`));
  await expect(field(page, 'CNAME target')).toHaveValue('shop.global.fastly.net');
  await choose(page, 'Vendor', 'Akamai');
  await field(page, 'CNAME target').fill('shop.edgesuite.net');
  await submitAndConfirm(page, 'Save changes', 'Save changes');
  await expect(page).toHaveURL(new RegExp(`${management}$`));
  await page.reload();
  const edited = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await expect(edited).toContainText('Akamai');
  await expect(edited).toContainText('shop.edgesuite.net');
  const stored = await apiData<Provider>(
    request,
    site,
    `/cdn/sites/${site.id}/multi_cdn/cdns/${created!.id}`,
  );
  expect(stored).toMatchObject({ vendor: 'akamai', cname_target: 'shop.edgesuite.net' });
});

test('route strategies: add one targeting a provider, edit it; the route map shows its countries', async ({
  page,
  request,
}) => {
  const site = await freshSite(request);
  const provider = await apiCreate<Provider>(request, site, `/cdn/sites/${site.id}/multi_cdn/cdns`, {
    name: uniqueName('Edge B '),
    vendor: 'cloudflare',
    cname_target: 'shop.cdn.cloudflare.net',
  });
  const strategies = `/cdn/sites/${site.id}/edge/multi-cdn/route-strategies`;
  await openAs(page, strategies);
  await expect(page.getByRole('heading', { level: 1, name: 'Route strategies' })).toBeVisible();

  await page.getByRole('link', { name: 'Add strategy' }).first().click();
  await expect(page).toHaveURL(new RegExp(`${strategies}/add$`));
  const name = uniqueName('Asia ');
  await field(page, 'Name').fill(name);
  await choose(page, 'Type', 'By country');
  const form = page.getByRole('form', { name: 'Add route strategy' });
  // Countries: one item per code.
  for (const [index, code] of ['VN', 'JP'].entries()) {
    await form.getByRole('button', { name: 'Add item' }).first().click();
    await form.getByRole('textbox', { name: new RegExp(`^Country ${index + 1}`) }).fill(code);
  }
  await field(page, 'CDN provider').fill(provider.id);
  await submitAndConfirm(page, 'Create strategy', 'Add');
  await expect(page).toHaveURL(new RegExp(`${strategies}$`));
  await expect(page.getByRole('link', { name })).toBeVisible();

  const [created] = await apiData<Strategy[]>(request, site, `/cdn/sites/${site.id}/multi_cdn/strategies`);
  expect(created).toMatchObject({ name, type: 'geo', status: 'active' });
  expect([...created!.countries].sort()).toEqual(['JP', 'VN']);
  expect(created!.targets.map((t) => t.cdn_id)).toEqual([provider.id]);

  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`${strategies}/edit/${created!.id}$`));
  await expect(field(page, 'Name')).toHaveValue(name);
  const renamed = `${name} and Korea`;
  await field(page, 'Name').fill(renamed);
  const editForm = page.getByRole('form', { name: /^Edit / });
  await editForm.getByRole('button', { name: 'Add item' }).first().click();
  await editForm.getByRole('textbox', { name: /^Country 3/ }).fill('KR');
  await submitAndConfirm(page, 'Save changes', 'Save changes');
  await expect(page).toHaveURL(new RegExp(`${strategies}$`));
  await page.reload();
  await expect(page.getByRole('link', { name: renamed })).toBeVisible();
  const stored = await apiData<Strategy>(
    request,
    site,
    `/cdn/sites/${site.id}/multi_cdn/strategies/${created!.id}`,
  );
  expect(stored.name).toBe(renamed);
  expect([...stored.countries].sort()).toEqual(['JP', 'KR', 'VN']);

  // The route map draws what the server routes: these three countries, all to the one provider.
  const routing = await apiData<CountryRouting>(
    request,
    site,
    `/cdn/sites/${site.id}/multi_cdn/routing/country?days=7`,
  );
  expect(routing.countries.map((c) => c.country)).toEqual(['JP', 'KR', 'VN']);
  await page.getByRole('tab', { name: 'Route map' }).click();
  await expect(page).toHaveURL(new RegExp(`/cdn/sites/${site.id}/edge/multi-cdn/route-map$`));
  const map = page.getByRole('figure', { name: 'Route map' });
  await expect(map).toContainText(/3 countries routed to 1 CDNs? over the last 7 days\./);
  for (const country of ['Japan', 'South Korea', 'Vietnam']) {
    await expect(map.getByRole('img', { name: new RegExp(`^${country}, .*${provider.name}`) })).toBeVisible();
  }
  await expect(map.getByRole('img', { name: 'Germany, No traffic' })).toBeVisible();
  await map.getByRole('button', { name: 'Show as table' }).click();
  const table = page.getByRole('table');
  for (const country of ['Japan', 'South Korea', 'Vietnam']) {
    await expect(table.getByRole('row').filter({ hasText: country })).toContainText(provider.name);
  }
  await expect(table.getByRole('row').filter({ hasText: 'Germany' })).toHaveCount(0);
});

test('the multi-CDN switch: refused without a provider, then saved on the site and still on after a reload', async ({
  page,
  request,
}) => {
  const site = await freshSite(request);
  const management = `/cdn/sites/${site.id}/edge/multi-cdn/management`;
  const statusOnServer = async () =>
    (await apiData<{ multi_cdn_status: string }>(request, site, `/cdn/sites/${site.id}`)).multi_cdn_status;
  const multiCdn = () => page.getByRole('switch', { name: 'Multi-CDN routing' });
  const put = () =>
    page.waitForResponse(
      (r) => r.url().endsWith(`/cdn/sites/${site.id}/multi_cdn`) && r.request().method() === 'PUT',
    );
  await openAs(page, management);
  await expect(multiCdn()).not.toBeChecked();

  // With no CDN to share the traffic with, the server refuses: the switch goes back and says why.
  const refused = put();
  await multiCdn().click({ force: true });
  expect((await refused).status()).toBe(409);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Multi-CDN needs an active provider' }).first(),
  ).toBeVisible();
  await expect(multiCdn()).not.toBeChecked();
  expect(await statusOnServer()).toBe('inactive');

  await apiCreate(request, site, `/cdn/sites/${site.id}/multi_cdn/cdns`, {
    name: uniqueName('Edge C '),
    vendor: 'bunny',
    cname_target: 'shop.b-cdn.net',
  });
  await page.reload();
  const accepted = put();
  await multiCdn().click({ force: true });
  await expect(multiCdn()).toBeChecked();
  expect((await accepted).status()).toBe(200);
  await expect.poll(statusOnServer).toBe('active');
  await page.reload();
  await expect(multiCdn()).toBeChecked();
  // The overview says so too.
  await page.goto(`/cdn/sites/${site.id}`);
  const card = page.getByRole('region', { name: 'Multi-CDN' });
  await expect(card.getByRole('definition').first()).toHaveText('On');

  // And off again.
  await page.goto(management);
  await expect(multiCdn()).toBeChecked();
  await multiCdn().click({ force: true });
  await expect(multiCdn()).not.toBeChecked();
  await expect.poll(statusOnServer).toBe('inactive');
  await page.reload();
  await expect(multiCdn()).not.toBeChecked();
});
