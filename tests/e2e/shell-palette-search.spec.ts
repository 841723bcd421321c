// The command palette's records and actions against the real server (src/app/shell/specs/command-palette.md):
// a seeded site found by typing its name and opened by keyboard, an action on a site typed by its verb and run,
// and a member who may only read finds sites but is offered no action that changes something.
import type { Page } from '@playwright/test';
import { test, expect, member, useSession, admin } from './fixtures';

async function openPalette(page: Page) {
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Command palette' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('searchbox', { name: 'Search pages, records and settings' })).toBeFocused();
  return dialog;
}

async function signedInAt(page: Page, path: string, who = admin) {
  await useSession(page, who);
  await page.goto(path);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
}

test("typing a seeded site's name finds it under Sites, and Enter opens it", async ({ page }) => {
  await signedInAt(page, '/cdn/sites');
  const dialog = await openPalette(page);
  // Lower case and in part: a prefix of the name.
  // Typing is debounced, not held back: on a busy machine a pause between keys may search a prefix first; the
  // search for the whole text must follow, and its answer is what the palette shows.
  const searched = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === '/api/main/search' && url.searchParams.get('q') === 'corporate';
  });
  await page.keyboard.type('corporate');
  await searched;
  const sites = dialog.getByRole('group', { name: 'Sites' });
  await expect(sites.getByRole('menuitem', { name: /^Corporate Website/ })).toBeVisible();
  // The best match is focused; Enter opens its page.
  await expect(dialog.getByRole('menuitem').first()).toContainText('Corporate Website');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cdn\/sites\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Corporate Website' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('an action typed by its verb and a name runs on that site', async ({ page }) => {
  await signedInAt(page, '/cdn/sites');
  const dialog = await openPalette(page);
  await page.keyboard.type('purge static');
  const action = dialog.getByRole('menuitem', { name: /^Purge cache of Static Assets/ });
  await expect(action).toBeVisible();
  await expect(dialog.getByRole('menuitem').first()).toContainText('Purge cache of Static Assets');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cdn\/sites\/[0-9a-f-]{36}\/edge\/purge-cache$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Purge cache' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'CDN' })).toContainText('Static Assets');

  const host = await page.evaluate(async () => {
    const id = location.pathname.split('/')[3];
    const response = await fetch(`/api/main/cdn/sites/${id}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    });
    return ((await response.json()) as { data: { name: string; cdn_url: string } }).data;
  });
  expect(host.name).toBe('Static Assets');
  await page.getByTestId('purge-targets').locator('textarea').fill(`https://${host.cdn_url}/palette.css`);
  await page.getByTestId('purge-submit').click();
  await expect(page.getByText('Purge requested.', { exact: false })).toBeVisible();
  await expect(
    page.getByTestId('purge-history').getByText(`https://${host.cdn_url}/palette.css`),
  ).toBeVisible();
});

test('a member who may only read finds sites but is offered nothing that changes them', async ({ page }) => {
  await signedInAt(page, '/cdn/sites', member);
  const dialog = await openPalette(page);
  await page.keyboard.type('static');
  await expect(dialog.getByRole('group', { name: 'Sites' }).getByRole('menuitem')).toContainText([
    'Static Assets',
  ]);
  await expect(dialog.getByRole('group', { name: 'Actions' })).toHaveCount(0);
  // Escape clears the search, then closes.
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('searchbox')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
