// Resource groups against the real server (SPEC §2 /iam-management/resources-groups/add and /{id}): add one to
// a project (confirmed first), see it on its page, rename it in the editor, delete it after a confirmation;
// a name the contract refuses stays on its field.
import type { Page } from '@playwright/test';
import { test, expect, useSession } from './fixtures';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A text field by its label (a required one's accessible name ends with " *"). */
const field = (scope: Page | ReturnType<Page['getByRole']>, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${escaped(label)}( \\*)?$`) });

test('IAM resource groups: add to a project, see, edit, delete', async ({ page }) => {
  const name = `e2e-rg-${Date.now().toString(36)}`;
  const renamed = `${name}-renamed`;
  await useSession(page);
  await page.goto('/iam-management/resources-groups/add');
  await expect(page).toHaveURL(/\/iam-management\/resources-groups\/add$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add resource group' })).toBeVisible();

  // The project in use is picked already.
  const project = page.getByRole('button', { name: /Project/ }).first();
  await expect(project).not.toContainText('Choose a project');

  // A name the contract refuses is said on the field; nothing is sent.
  await field(page, 'Name').fill('-bad name');
  await page.getByRole('button', { name: 'Create resource group' }).click();
  await expect(page.getByText('Letters, digits, spaces, dots', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await field(page, 'Name').fill(name);
  await field(page, 'Description').fill('Made by the e2e suite');
  await page.getByRole('button', { name: 'Create resource group' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Successfully added')).toBeVisible();
  await expect(page).toHaveURL(/\/iam-management\/resources-groups\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Made by the e2e suite')).toBeVisible();
  const detailUrl = page.url();

  // Edit (name and description; the project stays) on the group's edit form: a page, as adding is.
  await page.getByRole('button', { name: 'Edit resource group' }).click();
  await expect(page).toHaveURL(`${detailUrl}?mode=edit`);
  const form = page.getByRole('main');
  await expect(field(form, 'Name')).toHaveValue(name);
  await field(form, 'Name').fill(renamed);
  await form.getByRole('button', { name: /^Save changes$/ }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /^Save changes$/ })
    .click();
  await expect(page.getByText('Successfully updated')).toBeVisible();
  await expect(page).toHaveURL(detailUrl);
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

  // Delete after a confirmation; the projects page (where groups are counted) follows.
  await page.getByRole('button', { name: 'Delete resource group' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /^Delete/ })
    .last()
    .click();
  await expect(page.getByText('Successfully deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/iam-management\/project$/);

  await page.goto(detailUrl);
  await expect(page.getByText('This resource group does not exist or was deleted.')).toBeVisible();
});
