// /profile-management/access-token against the real server: the engine's list of the person's own tokens. A new
// token's secret shows once, works as a bearer token against the API and is never shown again; the list
// searches, filters by status and exports on the server's side; deleting (after confirming) revokes the token.
import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, useSession } from './fixtures';
import { bearer, freshAdministrator } from './general-support';

/** Free text typed into the list's one filter, Enter, the suggestions closed. */
async function searchList(page: Page, text: string) {
  const filter = page.getByRole('combobox', { name: 'Search and filter' });
  await filter.fill(text);
  await filter.press('Enter');
  await filter.press('Escape');
}

/** Creates a token through the list's Add action; answers the bearer token the dialog showed once. */
async function createToken(page: Page, description: string): Promise<string> {
  const add = page.getByRole('button', { name: 'Create access token' }).first();
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Create an access token' });
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByRole('button', { name: 'Create token' }).click();
  const shown = page.getByRole('dialog', { name: 'Your new access token' });
  await expect(shown.getByText('Copy the token now')).toBeVisible();
  // The value, without the copy button's hidden label.
  const token = (await shown.locator('dd').nth(2).innerText()).split('\n')[0]!.trim();
  expect(token).toMatch(/^AK[A-Z0-9]{18}\.[A-Za-z0-9_-]{43}$/);
  // Escape does not dismiss the secret; only the explicit button does.
  await page.keyboard.press('Escape');
  await expect(shown).toBeVisible();
  await shown.getByRole('button', { name: 'I have copied it' }).click();
  await expect(shown).toBeHidden();
  return token;
}

test('MUST create a token, show its secret once, accept it on the API, and refuse it once revoked', async ({
  page,
}) => {
  const account = await freshAdministrator(page.request);
  await useSession(page, account);
  await page.goto('/profile-management/access-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Access tokens' })).toBeVisible();
  await expect(page.getByText('No access tokens yet')).toBeVisible();

  const token = await createToken(page, 'deploy script');
  const [keyId, secret] = token.split('.') as [string, string];
  expect((await page.request.get('/api/main/user', { headers: bearer(token) })).status()).toBe(200);
  const row = page.getByRole('row').filter({ hasText: keyId });
  await expect(row).toContainText('deploy script');
  await expect(row).toContainText('Active');
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: keyId })).toHaveCount(1);
  await expect(page.getByText(secret)).toHaveCount(0);

  // Deleting asks first: cancel keeps the token, confirm revokes it.
  await row.getByRole('button', { name: `Actions for ${keyId}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke this access token?' });
  await expect(confirm).toContainText(`${keyId} stops working at once`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row').filter({ hasText: keyId })).toHaveCount(1);
  await page
    .getByRole('row')
    .filter({ hasText: keyId })
    .getByRole('button', { name: `Actions for ${keyId}` })
    .click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Successfully deleted')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: keyId })).toHaveCount(0);
  expect((await page.request.get('/api/main/user', { headers: bearer(token) })).status()).toBe(401);
});

test('MUST search, filter by status and export the tokens as the server lists them', async ({ page }) => {
  const account = await freshAdministrator(page.request);
  await useSession(page, account);
  await page.goto('/profile-management/access-token');
  await expect(page.getByText('No access tokens yet')).toBeVisible();
  const deploy = (await createToken(page, 'deploy script')).split('.')[0]!;
  const backup = (await createToken(page, 'nightly backup')).split('.')[0]!;
  const table = page.getByRole('table', { name: 'Access tokens' });
  await expect(table.getByRole('row').filter({ hasText: backup })).toHaveCount(1);

  await searchList(page, 'DEPLOY');
  await expect(page).toHaveURL(/[?&]q=DEPLOY/);
  await expect(table.getByRole('row').filter({ hasText: deploy })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: backup })).toHaveCount(0);
  // The id finds a token too.
  await searchList(page, backup.slice(-8));
  await expect(table.getByRole('row').filter({ hasText: backup })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: deploy })).toHaveCount(0);
  await page.getByRole('button', { name: `Remove filter ${backup.slice(-8)}` }).click();
  // Removing a token focuses the filter, whose suggestions then hide the table until closed.
  await page.getByRole('combobox', { name: 'Search and filter' }).press('Escape');
  await expect(table.getByRole('row').filter({ hasText: deploy })).toHaveCount(1);

  // Both are active: filtering on expired ones leaves none, on active ones both.
  const filter = page.getByRole('combobox', { name: 'Search and filter' });
  await filter.fill('Status = Expired');
  await page.getByRole('option', { name: 'Status = Expired' }).click();
  await filter.press('Escape');
  await expect(page).toHaveURL(/filter\.status=expired/);
  await expect(page.getByText('No matches')).toBeVisible();
  await filter.fill('Status = Active');
  await page.getByRole('option', { name: 'Status = Active' }).click();
  await filter.press('Escape');
  await expect(table.getByRole('row').filter({ hasText: deploy })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: backup })).toHaveCount(1);

  // The export holds every row of the view as shown, never a secret.
  await page.getByRole('button', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /CSV/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^access_key-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await fs.readFile((await file.path())!, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toContain('Token ID');
  expect(lines).toHaveLength(3);
  expect(csv).toContain(deploy);
  expect(csv).toContain('nightly backup');
});
