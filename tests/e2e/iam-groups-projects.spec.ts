// IAM user groups and projects run entirely on the engine at their SPEC §2 paths, against the real server:
// list, create in the drawer (no add page in the spec), open the detail page, edit in the drawer, delete — a
// project, being a parent resource, only after its name is typed.
import type { Page } from '@playwright/test';
import { test, expect, useSession } from './fixtures';

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}`;
/** The topmost dialog: a ConfirmDialog (alertdialog) over the drawer (dialog), or the drawer alone. */
const topDialog = (page: Page) => page.getByRole('alertdialog').or(page.getByRole('dialog')).last();
const drawer = (page: Page) => page.getByRole('dialog').first();

/** Submits the drawer's form and confirms in the engine's confirmation dialog; waits for the toast. */
async function submitDrawer(page: Page, submit: RegExp, confirm: RegExp, toast: string) {
  await drawer(page).getByRole('button', { name: submit }).click();
  await topDialog(page).getByRole('button', { name: confirm }).click();
  await expect(page.getByText(toast)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

interface Case {
  title: string;
  list: string;
  heading: string;
  singular: string;
  menu: string;
  /** Deleting it asks for its name to be typed (a parent resource). */
  typedName: boolean;
}

const cases: Case[] = [
  {
    title: 'user groups',
    list: '/iam-management/user-group',
    heading: 'User groups',
    singular: 'user group',
    menu: 'User groups',
    typedName: false,
  },
  {
    title: 'projects',
    list: '/iam-management/project',
    heading: 'Projects',
    singular: 'project',
    menu: 'Projects',
    typedName: true,
  },
];

for (const c of cases) {
  test(`IAM ${c.title}: list, create in the drawer, detail, edit, delete`, async ({ page }) => {
    const name = unique(`e2e-${c.singular.replace(' ', '-')}`);
    const renamed = `${name}-renamed`;
    await useSession(page);
    await page.goto(c.list);
    await expect(page).toHaveURL(new RegExp(`${c.list}$`));
    await expect(page.getByRole('heading', { level: 1, name: c.heading })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'IAM' }).getByRole('link', { name: c.menu }),
    ).toBeVisible();
    // The seeded tenant already has some.
    await expect(page.getByRole('row').nth(1)).toBeVisible();

    // Create: no add page in SPEC §2, so the engine's drawer opens over the list.
    await page
      .getByRole('button', { name: `Add ${c.singular}` })
      .first()
      .click();
    await expect(drawer(page)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${c.list}$`));
    await drawer(page).getByLabel('Name', { exact: false }).first().fill(name);
    await drawer(page).getByLabel('Description', { exact: false }).first().fill('Made by the e2e suite');
    await submitDrawer(page, /^(Add|Create .*)$/, /^Add$/, 'Successfully added');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);

    // Detail: the title cell links to /…/{id}.
    await row.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${c.list}/[0-9a-f-]{36}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Made by the e2e suite')).toBeVisible();
    const detailUrl = page.url();

    // Edit in the drawer over the detail page.
    await page.getByRole('button', { name: `Edit ${c.singular}` }).click();
    await expect(drawer(page).getByLabel('Name', { exact: false }).first()).toHaveValue(name);
    await drawer(page).getByLabel('Name', { exact: false }).first().fill(renamed);
    await submitDrawer(page, /^Save changes$/, /^Save changes$/, 'Successfully updated');
    await expect(page).toHaveURL(detailUrl);
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

    // Delete, with a confirmation (and for a project its typed name) first.
    await page.getByRole('button', { name: `Delete ${c.singular}` }).click();
    const confirm = topDialog(page);
    await expect(confirm).toBeVisible();
    const deleteButton = confirm.getByRole('button', { name: /^Delete/ }).last();
    if (c.typedName) {
      await expect(deleteButton).toBeDisabled();
      await confirm.getByRole('textbox').fill('not the name');
      await expect(deleteButton).toBeDisabled();
      await confirm.getByRole('textbox').fill(renamed);
    }
    await expect(deleteButton).toBeEnabled();
    await deleteButton.click();
    await expect(page.getByText('Successfully deleted')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${c.list}$`));
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);

    // The deleted record's page shows a not-found state, not a crash.
    await page.goto(detailUrl);
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toHaveCount(0);
    await expect(page.getByText(`This ${c.singular} does not exist or was deleted.`)).toBeVisible();
  });
}
