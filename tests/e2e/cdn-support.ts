// Helpers of the CDN site e2e tests (multi-CDN, site rules, origin): a fresh site of the demo administrator per
// test, the site's records read back through the real API, and the engine form's fields and confirmations.
import type { APIRequestContext, Page } from '@playwright/test';
import { admin, expect, useSession } from './fixtures';
import { bearer, tokenOf, uniqueName } from './general-support';

export interface SiteRef {
  id: string;
  name: string;
  token: string;
}

/** A new site of the demo administrator's, through the API (each test works on its own). */
export async function freshSite(request: APIRequestContext): Promise<SiteRef> {
  const token = await tokenOf(request, admin);
  const name = uniqueName('e2e-site-');
  const res = await request.post('/api/main/cdn/sites', {
    headers: { ...bearer(token), 'Idempotency-Key': crypto.randomUUID() },
    data: { name, origin_server_url: 'https://origin.example.com' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { data: { id: string } }).data.id, name, token };
}

/** GET a main-backend path as the site's owner; its `data`. */
export async function apiData<T>(request: APIRequestContext, site: SiteRef, path: string): Promise<T> {
  const res = await request.get(`/api/main${path}`, { headers: bearer(site.token) });
  expect(res.ok(), `${path}: ${res.status()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** POST a record under the site as its owner; the created record. */
export async function apiCreate<T>(
  request: APIRequestContext,
  site: SiteRef,
  path: string,
  data: unknown,
): Promise<T> {
  const res = await request.post(`/api/main${path}`, {
    headers: { ...bearer(site.token), 'Idempotency-Key': crypto.randomUUID() },
    data,
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: T }).data;
}

/** Open a console path signed in as `who` (the worker's shared session), and wait until it is the page shown. */
export async function openAs(page: Page, path: string, who = admin) {
  await useSession(page, who);
  await page.goto(path);
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page).toHaveURL(new RegExp(`${escaped}$`));
}

const escapedText = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A form's text field by its label (a required one's accessible name ends with " *"). */
export const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${escapedText(label)}( \\*)?$`) });

/** Choose `option` in the form's select labelled `label` (its button's name ends with the label). */
export async function choose(page: Page, label: string, option: string) {
  await page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`${escapedText(label)}( \\*)?$`) })
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Submit the engine form and confirm in its dialog ("Add" for a new record, "Save changes" for an edit). */
export async function submitAndConfirm(page: Page, submit: string, confirm: 'Add' | 'Save changes') {
  await page.getByRole('button', { name: submit, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: confirm, exact: true }).click();
}
