// Helpers of the routing e2e tests: the registered routes (SPEC §2's list minus the committed
// expected-missing list — tests/unit/routes/spec-routes.test.ts keeps the two in step), seed ids through the
// real API, and what a page that is not its own looks like.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import expectedMissing from '../unit/routes/expected-missing.json' with { type: 'json' };
import { specRoutes, type SpecRoute } from '../unit/routes/spec-routes.data';

export const registeredSpecRoutes: SpecRoute[] = specRoutes.filter(
  (route) => !expectedMissing.includes(route.path),
);

/** Paths that mean "not this route's own page". */
export const errorPaths = ['/error-404', '/pages/miscellaneous/not-authorized', '/pages/miscellaneous/error'];
const errorHeadings = ['Page not found', 'Not authorized', 'Not permitted', 'Something went wrong'];

/** A raw i18n key on screen ("ns:some.key"), i.e. a string without a translation. */
const rawKey = /\b[a-z][a-zA-Z]*:[a-zA-Z]+(\.[a-zA-Z0-9_]+)+\b/;

export async function apiToken(request: APIRequestContext, who: { username: string; password: string }) {
  const res = await request.post('/api/auth/login', {
    // Only what sign-in takes: the server refuses a property it does not declare.
    data: { username: who.username, password: who.password },
  });
  if (!res.ok()) throw new Error(`sign-in of ${who.username}: ${res.status()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** The id of the first record a list of `backend` answers. */
export async function firstId(
  request: APIRequestContext,
  token: string,
  backend: string,
  path: string,
): Promise<string> {
  const res = await request.get(`/api/${backend}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok()) throw new Error(`${path}: ${res.status()}`);
  const id = ((await res.json()) as { data: { id: string }[] }).data[0]?.id;
  if (!id) throw new Error(`${path} answered no record: the seed should hold one`);
  return id;
}

/** Fill a pattern with the values of `params`; a parameter without a value fails with what to add. */
export function fill(pattern: string, params: Readonly<Record<string, string>> | undefined): string {
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (!value) throw new Error(`No seed value for :${name} of ${pattern}: add it to the test's seed table`);
    return encodeURIComponent(value);
  });
}

/** The page shows its own h1: not the 404, not-authorized or error page, no raw i18n key. */
export async function expectOwnPage(page: Page, path: string) {
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading, `${path} shows an h1`).toBeVisible();
  const landed = new URL(page.url()).pathname;
  expect(errorPaths, `${path} landed on ${landed}`).not.toContain(landed);
  expect(landed, `${path} sent to sign-in`).not.toBe('/login');
  const title = (await heading.textContent())?.trim() ?? '';
  expect(errorHeadings, `${path}'s heading`).not.toContain(title);
  await expect(page.getByRole('heading', { name: 'Not permitted' })).toHaveCount(0);
  const text = await page.locator('body').innerText();
  expect(text.match(rawKey)?.[0], `${path} shows a raw translation key`).toBeUndefined();
}
