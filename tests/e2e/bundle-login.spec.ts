// The bundle budget's manifest walk against a real browser: the JS files Chromium requests to show
// /login must be exactly the "initial JS" scripts/lib/bundle-budget.mjs computes from the build's manifest
// (entry + static imports + LOGIN_MODULES), so the budget cannot drift from what the router really loads; and
// the command palette loads only when it is first opened.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { measureBundle } from '../../scripts/lib/bundle-budget.mjs';
import { test, expect, useSession } from './fixtures';

// The console the e2e server serves (scripts/e2e-server.mjs: CONSOLE_DIR, else its own build).
const consoleDir = process.env.CONSOLE_DIR ?? path.resolve('.test-data', 'e2e-console');

/** Every JS file of the build the page requests from now on (paths like /assets/x.js). */
function recordScripts(page: Page): Set<string> {
  const loaded = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) loaded.add(pathname);
  });
  return loaded;
}

test('/login loads exactly the initial JS the manifest walk computes, and no console frame', async ({
  page,
}) => {
  const bundle = measureBundle(consoleDir);
  const expected = bundle.initialFiles.map((f) => `/${f.file}`).sort();
  const loaded = recordScripts(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...loaded].sort()).toEqual(expected);
  // The console frame is the part /login must not load.
  const frame = bundle.manifest['src/app/layouts.tsx'];
  expect(frame).toBeDefined();
  expect(loaded.has(`/${frame!.file}`)).toBe(false);
});

test('the command palette chunk loads on the first Ctrl+K, not with the console', async ({ page }) => {
  const palette = measureBundle(consoleDir).manifest['src/app/shell/CommandPaletteDialog.tsx'];
  expect(palette, 'the palette is a lazy chunk of the build').toBeDefined();
  const loaded = recordScripts(page);
  await useSession(page);
  await page.goto('/home');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: /Ctrl\+K/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(loaded.has(`/${palette!.file}`)).toBe(false);

  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
  expect(loaded.has(`/${palette!.file}`)).toBe(true);
  // It works once loaded: a page by name.
  await page.keyboard.type('Profile');
  await expect(page.getByRole('menuitem').first()).toContainText('Profile');
  // Escape clears the search first, then closes.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('searchbox', { name: 'Search pages, records and settings' })).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeHidden();
  // A second opening (the shortcut toggles it) needs no new load.
  const before = loaded.size;
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeHidden();
  expect(loaded.size).toBe(before);
});
