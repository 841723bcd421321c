// /profile-management/group-member against the real server: adding checks the username and email first (a
// taken username is said on its field, nothing is invited), then invites; the new member is edited.
import type { Page } from '@playwright/test';
import { test, expect, admin, useSession } from './fixtures';
import { uniqueName } from './general-support';

/** Searches the list: free text typed into its filter, Enter, the suggestions closed. */
async function searchList(page: Page, text: string) {
  const filter = page.getByRole('combobox', { name: 'Search and filter' });
  await filter.fill(text);
  await filter.press('Enter');
  await filter.press('Escape');
}

test('MUST refuse a taken username, invite a new member after verification, and edit them', async ({
  page,
}) => {
  await useSession(page);
  await page.goto('/profile-management/group-member');
  await expect(page.getByRole('heading', { level: 1, name: 'Group members' })).toBeVisible();
  await page.getByRole('link', { name: 'Add group member' }).first().click();
  await expect(page).toHaveURL(/\/profile-management\/group-member\/add$/);

  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Email').fill(`${uniqueName('taken')}@example.com`);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('This username is already taken.')).toBeVisible();
  await expect(page).toHaveURL(/\/add$/);

  const username = uniqueName('invitee');
  const email = `${username}@example.com`;
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Invitation sent')).toBeVisible();
  await expect(page).toHaveURL(/\/profile-management\/group-member$/);
  await searchList(page, username);
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText(email);
  await expect(row).toContainText('Invited');

  await row.getByRole('button', { name: /Actions/ }).click();
  await page.getByRole('menuitem', { name: /Edit/ }).click();
  await expect(page).toHaveURL(/\/profile-management\/group-member\/edit\/[0-9a-f-]+$/);
  await expect(page.getByLabel('Username')).toHaveValue(username);
  await expect(page.getByLabel('Username')).toHaveAttribute('readonly', '');
  await page.getByLabel('Full name').fill('Ada King');
  await page.getByRole('button', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Administrator' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Successfully updated')).toBeVisible();
  await expect(page).toHaveURL(/\/profile-management\/group-member$/);
  await searchList(page, username);
  await expect(page.getByRole('row').filter({ hasText: username })).toContainText('Ada King');
  await expect(page.getByRole('row').filter({ hasText: username })).toContainText('Administrator');
});
