// /profile-management/access-token against the real server: a new token's secret shows once, works as a
// bearer token against the API, is never shown again, and once revoked (after confirming) is refused.
import { test, expect, useSession } from './fixtures';
import { freshAdministrator } from './general-support';

test('MUST create a token, show its secret once, accept it on the API, and refuse it once revoked', async ({
  page,
}) => {
  const account = await freshAdministrator(page.request);
  await useSession(page, account);
  await page.goto('/profile-management/access-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Access tokens' })).toBeVisible();
  await expect(page.getByText('No access tokens yet')).toBeVisible();

  await page.getByRole('button', { name: 'Create access token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an access token' });
  await dialog.getByLabel('Description').fill('deploy script');
  await dialog.getByRole('button', { name: 'Create token' }).click();

  const shown = page.getByRole('dialog', { name: 'Your new access token' });
  await expect(shown.getByText('Copy the token now')).toBeVisible();
  // The value, without the copy button's hidden label.
  const tokenText = (await shown.locator('dd').nth(2).innerText()).split('\n')[0]!.trim();
  expect(tokenText).toMatch(/^AK[A-Z0-9]{18}\.[A-Za-z0-9_-]{43}$/);
  const keyId = tokenText.split('.')[0]!;

  const accepted = await page.request.get('/api/main/user', {
    headers: { Authorization: `Bearer ${tokenText}` },
  });
  expect(accepted.status()).toBe(200);

  await shown.getByRole('button', { name: 'I have copied it' }).click();
  await expect(shown).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: keyId });
  await expect(row).toContainText('deploy script');
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: keyId })).toHaveCount(1);
  await expect(page.getByText(tokenText.split('.')[1]!)).toHaveCount(0);

  await page
    .getByRole('row')
    .filter({ hasText: keyId })
    .getByRole('button', { name: `Actions for ${keyId}` })
    .click();
  await page.getByRole('menuitem', { name: 'Revoke' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke this access token?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row').filter({ hasText: keyId })).toHaveCount(1);
  await page
    .getByRole('row')
    .filter({ hasText: keyId })
    .getByRole('button', { name: `Actions for ${keyId}` })
    .click();
  await page.getByRole('menuitem', { name: 'Revoke' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Successfully deleted')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: keyId })).toHaveCount(0);

  const refused = await page.request.get('/api/main/user', {
    headers: { Authorization: `Bearer ${tokenText}` },
  });
  expect(refused.status()).toBe(401);
});
