// routing.md: every registered route, opened with ids from the seed, shows its own heading — not 404,
// not-authorized or the error page — with no console error, page error or missing translation (the page
// guard of fixtures.ts fails on console errors, which the e2e build raises for a missing key).
import type { Page } from '@playwright/test';
import { expect, test, useSession } from './fixtures';
import { consoleRoutes as routesOfConsole } from './route-seeds-support';
import { expectOwnPage, fill, registeredSpecRoutes } from './routes-support';

const demoIdpId = '00000000-0000-4000-8000-0000000d1d01';

test('every registered console route shows its own page to the demo administrator', async ({ page }) => {
  test.setTimeout(240_000);
  // Seed ids per route pattern: route-seeds-support.ts (a newly registered route with parameters needs a line there).
  const consoleRoutes = await routesOfConsole(page.request);

  await useSession(page);

  expect(consoleRoutes.length).toBeGreaterThan(10);
  for (const { path } of consoleRoutes) {
    await test.step(path, async () => {
      await page.goto(path);
      await expectOwnPage(page, path);
      if (cdnMenuRoute.test(path)) await expectCurrentMenuItem(page, path);
    });
  }
});

/** CDN pages with the CDN side menu: each marks exactly one item, the one its route belongs to. */
const cdnMenuRoute = /^\/cdn\/(?!getting-started)/;
const expectedCurrent: [RegExp, string][] = [
  [/\/edge\/cache\/rules\/(add|edit\/)/, 'Cache'],
  [/\/edge\/purge-cache$/, 'Purge cache'],
  [/\/edge\/security\/rate-limit-rules\//, 'Firewall rules'],
  [/^\/cdn\/sites\/[^/]+$/, 'Overview'],
];

async function expectCurrentMenuItem(page: Page, path: string) {
  const nav = page.getByRole('navigation', { name: 'CDN', exact: true });
  const current = nav.locator('[aria-current="page"]');
  await expect(current, `${path}: one current item`).toHaveCount(1);
  const named = expectedCurrent.find(([pattern]) => pattern.test(path))?.[1];
  if (named) await expect(current, path).toHaveText(named);
  // A site's pages show its section, headed by the site's name.
  if (/^\/cdn\/sites\/(?!add\/)[^/]+/.test(path)) {
    await expect(nav.getByRole('list', { name: /^Site / }), `${path}: the site's section`).toBeVisible();
  }
}

test('an operator-only route sends the tenant administrator to not-authorized', async ({ page }) => {
  const operatorRoutes = await routesOfConsole(page.request, { operatorOnly: true });
  expect(operatorRoutes.length).toBeGreaterThan(0);
  await useSession(page);
  for (const { path } of operatorRoutes) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/pages\/miscellaneous\/not-authorized(\?|$)/);
    });
  }
});

test('every public route opens without a session', async ({ page }) => {
  const publicRoutes = registeredSpecRoutes.filter((route) => route.public && route.path !== '/');
  for (const route of publicRoutes) {
    const path = fill(route.path, { idp: demoIdpId });
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const landed = new URL(page.url()).pathname;
      if (path !== '/error-404') expect(landed, path).not.toBe('/error-404');
    });
  }
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});
