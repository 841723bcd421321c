// Staying signed in (src/api/renewal.ts, replay.ts, foreground.ts): after the access token's 15 minutes have
// passed, the next request answered 401 renews the token with the still valid refresh token and is replayed,
// and a tab that comes back renews before its next request — the user stays where they were. Only when the
// refresh token is refused too does the 401 flow of SPEC §4 run (sign-in page, the path kept as `next`).
//
// The access token the server really refuses for its age is the one it issued, re-signed with the e2e server's
// own key (its data directory's jwt-secret) with an issue time 16 minutes back: the server checks tokens on its
// own clock, which a browser's fake clock does not move, and the e2e server keeps the product's 15 minutes.
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request, Response } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { bearer } from './general-support';

const minutes = (n: number) => n * 60_000;

/** The key the e2e server signs access tokens with (JWT_SECRET, else the one it wrote into its data dir). */
function serverKey(): string {
  return (
    process.env.JWT_SECRET ??
    fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, 'jwt-secret'), 'utf8').trim()
  );
}

/** `token` as the server issued it `agoMs` back: same claims and key, an issue and end time that far earlier. */
function issuedAgo(token: string, agoMs: number): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    iat: number;
    exp: number;
  };
  const shift = Math.round(agoMs / 1000);
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ ...claims, iat: claims.iat - shift, exp: claims.exp - shift })}`;
  return `${unsigned}.${createHmac('sha256', serverKey()).update(unsigned).digest('base64url')}`;
}

const stored = (page: Page) =>
  page.evaluate(() => ({
    access: localStorage.getItem('accessToken'),
    refresh: localStorage.getItem('refreshToken'),
  }));

/** Put `token` in the page's storage as the access token (the refresh token stays). */
const storeAccessToken = (page: Page, token: string) =>
  page.evaluate((value) => {
    localStorage.setItem('accessToken', value);
    localStorage.setItem('fullToken', `Bearer ${value}`);
  }, token);

/** Every API request and answer from now on, in order. */
function watchApi(page: Page) {
  const requests: string[] = [];
  const answers: { path: string; status: number; bearer: string | undefined }[] = [];
  const api = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('request', (request: Request) => {
    if (api(request.url())) requests.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  page.on('response', (response: Response) => {
    if (!api(response.url())) return;
    const auth = response.request().headers()['authorization'];
    answers.push({ path: new URL(response.url()).pathname, status: response.status(), bearer: auth });
  });
  return {
    requests,
    answers,
    refreshes: () => answers.filter((a) => a.path === '/api/auth/refresh'),
    logouts: () => requests.filter((r) => r === 'POST /api/auth/logout'),
  };
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const firstRowLink = (page: Page) => page.getByRole('row').nth(1).getByRole('link').first();

async function signedInOnSites(page: Page) {
  await page.clock.install();
  await page.goto('/login?next=%2Fcdn%2Fsites');
  await signIn(page);
  await expect(page).toHaveURL(/\/cdn\/sites$/);
  await expect(h1(page, 'Sites')).toBeVisible();
  await expect(firstRowLink(page)).toBeVisible();
}

test('MUST, when the access token has ended, renew it on the next 401, replay the read and keep the user on the page', async ({
  page,
  request,
}) => {
  await signedInOnSites(page);
  const signedIn = await stored(page);
  const ended = issuedAgo(signedIn.access!, minutes(16));
  // The server refuses the ended token for its age only: re-signed as issued a minute back, it is accepted.
  expect((await request.get('/api/main/user', { headers: bearer(ended) })).status()).toBe(401);
  const fresh = issuedAgo(signedIn.access!, minutes(1));
  expect((await request.get('/api/main/user', { headers: bearer(fresh) })).status()).toBe(200);

  // 16 minutes away with no request in between: the stored access token has ended.
  await storeAccessToken(page, ended);
  await page.clock.setSystemTime(Date.now() + minutes(16));
  const api = watchApi(page);

  // The next data read: open the first site.
  const name = (await firstRowLink(page).textContent())?.trim() ?? '';
  await firstRowLink(page).click();
  await expect(h1(page, name)).toBeVisible();
  const sitePath = new URL(page.url()).pathname;
  expect(sitePath).toMatch(/^\/cdn\/sites\/./);

  const refused = api.answers.filter((a) => a.status === 401);
  expect(refused.length, 'the ended token was sent and refused').toBeGreaterThan(0);
  expect(refused.every((a) => a.bearer === `Bearer ${ended}`)).toBe(true);
  expect(
    api.refreshes().map((a) => a.status),
    'one refresh, accepted',
  ).toEqual([200]);
  const renewed = await stored(page);
  expect(renewed.access).not.toBe(ended);
  expect(renewed.refresh, 'the refresh token rotated').not.toBe(signedIn.refresh);
  // Every refused read was replayed with the renewed token and answered.
  for (const { path: refusedPath } of refused) {
    expect(
      api.answers.some(
        (a) => a.path === refusedPath && a.status === 200 && a.bearer === `Bearer ${renewed.access}`,
      ),
    ).toBe(true);
  }

  // No sign-out follows: not after SPEC's 3 s, not later.
  await page.clock.runFor(5_000);
  await expect(page).toHaveURL((url) => url.pathname === sitePath);
  await expect(h1(page, name)).toBeVisible();
  expect(api.logouts()).toEqual([]);
  await expect(page.getByText('Your session has expired.')).toBeHidden();
});

test('MUST, when a tab comes back after the access token ended, renew it before its next request', async ({
  page,
}) => {
  await signedInOnSites(page);
  const signedIn = await stored(page);
  const ended = issuedAgo(signedIn.access!, minutes(16));

  // Away for 16 minutes (a background tab, a closed laptop): the clock moves on, no timer runs.
  await storeAccessToken(page, ended);
  await page.clock.setSystemTime(Date.now() + minutes(16));
  const api = watchApi(page);
  const refreshed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/refresh');
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  expect((await refreshed).status()).toBe(200);
  const renewed = await stored(page);
  expect(renewed.access).not.toBe(ended);

  // The next data read goes out with the renewed token: the ended one is never sent again.
  const name = (await firstRowLink(page).textContent())?.trim() ?? '';
  await firstRowLink(page).click();
  await expect(h1(page, name)).toBeVisible();
  expect(api.requests[0]).toBe('POST /api/auth/refresh');
  expect(api.refreshes()).toHaveLength(1);
  expect(api.answers.filter((a) => a.status === 401)).toEqual([]);
  const reads = api.answers.filter((a) => !a.path.startsWith('/api/auth/'));
  expect(reads.length).toBeGreaterThan(0);
  expect(reads.every((a) => a.bearer === `Bearer ${renewed.access}`)).toBe(true);
  await page.clock.runFor(5_000);
  expect(api.logouts()).toEqual([]);
  await expect(page).toHaveURL(/\/cdn\/sites\/./);
});

test('MUST, when the refresh token is refused too (the session was signed out elsewhere), run the 401 flow: /login after 3 s with the path kept', async ({
  page,
  request,
}) => {
  await signedInOnSites(page);
  const { access } = await stored(page);
  // Signed out in another context (its own cookies): the session, and with it the refresh token, is revoked.
  expect((await request.post('/api/auth/logout', { headers: bearer(access!) })).ok()).toBe(true);

  const api = watchApi(page);
  await page.clock.pauseAt(Date.now() + 1_000);
  const refreshRefused = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/auth/refresh' && r.status() === 401,
  );
  // The next data read: the list reloads.
  await page.reload();
  await refreshRefused;
  await expect.poll(() => api.logouts().length).toBe(1);
  expect(await stored(page)).toEqual({ access: null, refresh: null });
  expect(api.refreshes()).toHaveLength(1);

  await page.clock.runFor(2_900);
  await expect(page).toHaveURL(/\/cdn\/sites$/);
  await page.clock.runFor(200);
  await expect(page).toHaveURL(/\/login\?next=%2Fcdn%2Fsites$/);
  await expect(page.getByText('Your session has expired. Sign in again to continue.')).toBeVisible();
  expect(api.logouts()).toHaveLength(1);
  expect(api.refreshes()).toHaveLength(1);
});
