// Spec: src/engine/specs/adding-a-resource.md (the browser half). README "Adding a resource", proven end to end: the widget fixture (tests/fixtures/widget/) is registered on
// both sides in tests only — the e2e console build's registry (tests/fixtures/extras.ts) and the test server's
// generic CRUD module (tests/fixtures/server.ts) — and the generic list, form and delete flow drive it against
// the real server. No API is mocked.
import type { Page } from '@playwright/test';
import { test, expect, useSession } from './fixtures';

const list = '/e2e-fixture/widgets';
const name = `Sprocket ${Date.now().toString(36)}`;

/** The dialog the engine opens (ConfirmDialog is an alertdialog, a drawer or modal a dialog). */
const dialog = (page: Page) => page.getByRole('alertdialog').or(page.getByRole('dialog')).last();

async function chooseStatus(page: Page, status: string) {
  await page
    .getByRole('button', { name: /^Status/ })
    .or(page.getByLabel('Status'))
    .first()
    .click();
  await page.getByRole('option', { name: status }).click();
}

/** Submits the form, confirms in the engine's confirmation dialog, and waits for the success toast. */
async function submitAndConfirm(page: Page, submit: RegExp, confirm: string, toast: string) {
  await page.getByRole('button', { name: submit }).click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByRole('button', { name: confirm, exact: true }).click();
  await expect(page.getByText(toast)).toBeVisible();
}

const rowOf = (page: Page) => page.getByRole('row').filter({ hasText: name });

test('MUST list, add, edit and delete the test resource in the browser against the real server', async ({
  page,
}) => {
  await useSession(page);
  await page.goto(list);
  await expect(page).toHaveURL(new RegExp(`${list}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Widgets' })).toBeVisible();
  // The side menu comes from the registry entry.
  await expect(
    page.getByRole('navigation', { name: 'Test fixtures' }).getByRole('link', { name: 'Widgets' }),
  ).toBeVisible();
  // A fresh server: the list's empty state, with its "add" action.
  await expect(page.getByText('No widgets yet')).toBeVisible();

  // Add: the generic form page at the registry's create route, defaults from the schema.
  await page
    .getByRole('link', { name: 'Add widget' })
    .or(page.getByRole('button', { name: 'Add widget' }))
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${list}/add$`));
  await page.getByLabel('Name', { exact: false }).first().fill(name);
  await expect(page.getByLabel('Size', { exact: false }).first()).toHaveValue('10');
  await page.getByLabel('Size', { exact: false }).first().fill('12');
  await submitAndConfirm(page, /^(Create widget|Add)$/, 'Add', 'Successfully added');

  await page.goto(list);
  await expect(rowOf(page)).toHaveCount(1);
  await expect(rowOf(page)).toContainText('Draft');
  await expect(rowOf(page)).toContainText('12');

  // Edit: the registry has an edit route, so the row's Edit action opens the form engine's edit page.
  await rowOf(page)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`${list}/edit/[0-9a-f-]{36}$`));
  await expect(page.getByLabel('Name', { exact: false }).first()).toHaveValue(name);
  await chooseStatus(page, 'Active');
  await page.getByLabel('Size', { exact: false }).first().fill('40');
  await submitAndConfirm(page, /^Save changes$/, 'Save changes', 'Successfully updated');

  await page.goto(list);
  await expect(rowOf(page)).toContainText('Active');
  await expect(rowOf(page)).toContainText('40');

  // Detail: the title cell leads to the detail page, whose History tab reads the server's audit trail.
  await rowOf(page).getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`${list}/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Active').first()).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  // Created, then updated: one audit entry per write.
  await expect(page.getByRole('tabpanel').getByRole('row')).toHaveCount(3);
  await page.goto(list);

  // Delete: a confirmation that can be cancelled, then the delete, then the empty list again.
  await rowOf(page)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(rowOf(page)).toHaveCount(1);

  await rowOf(page)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await dialog(page)
    .getByRole('button', { name: /^Delete( widget)?$/ })
    .click();
  await expect(page.getByText('Successfully deleted')).toBeVisible();
  await expect(rowOf(page)).toHaveCount(0);
  await expect(page.getByText('No widgets yet')).toBeVisible();
});
