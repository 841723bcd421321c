// A 401 that a token refresh cannot cure (SPEC §4, §8; src/api/expiry.ts): named e2e flows, each a function of
// the page run after a sign-in. A clean run counts the flow's API requests; then, signed in afresh, a seeded
// PRNG picks the k-th of them and the browser answers it 401 with the error envelope, and the refresh the
// console then tries is answered 401 too (page.route, allowed only in fault tests; a refresh that succeeds,
// with the request replayed, is session-keep.spec.ts).
// Expected: the session keys of localStorage (accessToken, refreshToken, fullToken, loginType, userData) and all
// of sessionStorage cleared, exactly one POST /api/auth/logout, /login reached after about 3 s (not before
// 2.5 s, by 6 s) with `next` naming the page the user was on, and the sign-in page saying the session expired.
// The seed rotates per run and is printed; FAULT_SEED=<n> replays a run. sign-in-expiry.spec.ts covers the same
// contract with a fake clock for a 401 of the real server.
import type { Page, Route } from '@playwright/test';
import { admin, expect, signIn, test } from './fixtures';
import {
  announceSeed,
  apiRequestKey,
  faultSeed,
  recordPageErrors,
  seededRandom,
  watchApiTraffic,
} from './faults-support';
import { bearer, tokenOf, uniqueName } from './general-support';

interface Flow {
  name: string;
  /**
   * The page the steps start on (the sign-in lands there through `next`). Without one, the first step opens its
   * page itself with a full load and the sign-in lands on the profile page (no request of its own to wait for).
   */
  start?: string;
  /** What the user does, one awaited step after the other; each step waits for what it shows. */
  steps: ((page: Page) => Promise<void>)[];
}

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const firstRowLink = (page: Page) => page.getByRole('row').nth(1).getByRole('link').first();

/** Open a list and the first record of it through its title link. */
const openFirstRecord = (list: string, heading: string): Flow['steps'] => [
  async (page) => {
    await page.goto(list);
    await expect(h1(page, heading)).toBeVisible();
    await expect(firstRowLink(page)).toBeVisible();
  },
  async (page) => {
    const name = (await firstRowLink(page).textContent())?.trim() ?? '';
    await firstRowLink(page).click();
    await expect(h1(page, name)).toBeVisible();
  },
];

const flows: Flow[] = [
  {
    name: 'open home',
    steps: [
      async (page) => {
        await page.goto('/home');
        await expect(page.locator('[data-card="sites"]')).toBeVisible();
      },
    ],
  },
  {
    name: 'list sites',
    steps: [
      async (page) => {
        await page.goto('/cdn/sites');
        await expect(h1(page, 'Sites')).toBeVisible();
        await expect(firstRowLink(page)).toBeVisible();
      },
    ],
  },
  { name: 'open a site', steps: openFirstRecord('/cdn/sites', 'Sites') },
  {
    name: 'list user groups and open one',
    steps: openFirstRecord('/iam-management/user-group', 'User groups'),
  },
  {
    name: 'projects',
    steps: openFirstRecord('/iam-management/project', 'Projects'),
  },
  {
    name: 'profile info and change name',
    steps: [
      async (page) => {
        await page.goto('/profile-management/info');
        await expect(h1(page, 'Your information')).toBeVisible();
      },
      async (page) => {
        const form = page.getByRole('form', { name: 'Name' });
        await form.getByLabel('Full name').fill(uniqueName('Fault Flow '));
        await form.getByRole('button', { name: 'Save name' }).click();
        await expect(page.getByText('Successfully updated')).toBeVisible();
      },
    ],
  },
  {
    name: 'access tokens',
    steps: [
      async (page) => {
        await page.goto('/profile-management/access-token');
        await expect(h1(page, 'Access tokens')).toBeVisible();
      },
      async (page) => {
        const description = `fault flow ${crypto.randomUUID().slice(0, 8)}`;
        await page.getByRole('button', { name: 'Create access token' }).click();
        const dialog = page.getByRole('dialog', { name: 'Create an access token' });
        await dialog.getByLabel('Description').fill(description);
        await dialog.getByRole('button', { name: 'Create token' }).click();
        await expect(page.getByRole('dialog', { name: 'Your new access token' })).toBeVisible();
        // The step ends with the list read again (the new token in it, behind the dialog): on the clean run and
        // the faulted one alike, however long the page takes to send that read.
        await expect(page.getByText(description, { exact: true })).toBeVisible();
      },
    ],
  },
  {
    name: 'group members and edit one',
    steps: [
      async (page) => {
        await page.goto('/profile-management/group-member');
        await expect(h1(page, 'Group members')).toBeVisible();
        await expect(page.getByRole('row').nth(1)).toBeVisible();
      },
      async (page) => {
        await page
          .getByRole('row')
          .nth(1)
          .getByRole('button', { name: /Actions/ })
          .click();
        await page.getByRole('menuitem', { name: /Edit/ }).click();
        await expect(page).toHaveURL(/\/profile-management\/group-member\/edit\//);
        await expect(page.getByLabel('Username')).not.toHaveValue('');
      },
    ],
  },
  {
    // Chosen with the pointer: after a sign-in (client-side navigation from /login), Enter on the focused
    // command does nothing (the keydown reaches the menu, not the item).
    name: 'command palette navigation',
    start: '/cdn/sites',
    steps: [
      async (page) => {
        await page.keyboard.press('Control+k');
        const dialog = page.getByRole('dialog', { name: 'Command palette' });
        await expect(dialog).toBeVisible();
        await searchInPalette(page, 'User groups');
        await dialog.getByRole('menuitem', { name: /^User groups/ }).click();
        await expect(h1(page, 'User groups')).toBeVisible();
      },
      async (page) => {
        await page.keyboard.press('Control+k');
        const dialog = page.getByRole('dialog', { name: 'Command palette' });
        await expect(dialog).toBeVisible();
        await searchInPalette(page, 'Projects');
        await dialog.getByRole('menuitem', { name: /^Projects/ }).click();
        await expect(h1(page, 'Projects')).toBeVisible();
      },
    ],
  },
  {
    name: 'project switch',
    start: '/cdn/sites',
    steps: [
      async (page) => {
        await page.getByRole('button', { name: /^Project/ }).click();
        await page.getByRole('menuitemradio', { name: 'Production Network' }).click();
        await expect(page.getByRole('button', { name: /^Project/ })).toContainText('Production Network');
        // Said once every screen has reloaded in the new scope (so the clean run counts those requests too).
        await expect(page.getByText(/Scope switched/)).toBeVisible();
      },
    ],
  },
  {
    name: 'create a user group',
    start: '/iam-management/user-group',
    steps: [
      async (page) => {
        await page.getByRole('button', { name: 'Add user group' }).first().click();
        const drawer = page.getByRole('dialog').first();
        await drawer.getByLabel('Name', { exact: false }).first().fill(uniqueName('fault-flow-'));
        await drawer.getByRole('button', { name: /^(Add|Create .*)$/ }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: /^Add$/ }).click();
        await expect(page.getByText('Successfully added')).toBeVisible();
      },
    ],
  },
];

const isApi = (url: URL) => url.pathname.startsWith('/api/');

const landing = (flow: Flow) => flow.start ?? '/profile-management/info';

async function signInTo(page: Page, start: string) {
  await page.goto(`/login?next=${encodeURIComponent(start)}`);
  await signIn(page);
  await expect(page).toHaveURL((url) => url.pathname === start);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/**
 * The flow's API requests on a clean run in a signed-in session: a full load of its start page (as the sign-in's
 * landing is) when it has one, then the steps, each until the API is quiet.
 */
/**
 * Types into the command palette as one input event and waits for its record search to answer: the search asks
 * the server once typing pauses, so typing key by key would send one request or several, depending on the
 * machine's speed, and the flow's request count would differ between runs.
 */
async function searchInPalette(page: Page, text: string): Promise<void> {
  const searched = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/main/search',
  );
  await page.keyboard.insertText(text);
  await searched;
}

async function countRequests(page: Page, flow: Flow): Promise<string[]> {
  const traffic = watchApiTraffic(page);
  try {
    await page.evaluate(() => sessionStorage.clear());
    if (flow.start) {
      await page.goto(flow.start);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    await traffic.idle();
    const seen: string[] = [];
    const counter = async (route: Route) => {
      seen.push(apiRequestKey(route.request())!);
      await route.fallback();
    };
    await page.route(isApi, counter);
    for (const step of flow.steps) {
      await step(page);
      await traffic.idle();
    }
    await page.unroute(isApi, counter);
    return seen;
  } finally {
    traffic.stop();
  }
}

/**
 * The browser's own times of the first 401 answer its fetch got and of the first /login it reached after it
 * (history push/replace, or a new document), reported through a binding, so the 3 s are measured in the page.
 */
async function watchBrowserClock(page: Page): Promise<{ loginAfter401: () => Promise<number> }> {
  const times: { unauthorized?: number; login?: number } = {};
  await page.exposeBinding('__faultClock', (_source, event: string, at: number) => {
    if (event === '401') times.unauthorized ??= at;
    else if (event === 'login' && times.unauthorized !== undefined) times.login ??= at;
  });
  await page.addInitScript(() => {
    const report = (event: string) =>
      (window as unknown as { __faultClock: (e: string, at: number) => void }).__faultClock(
        event,
        Date.now(),
      );
    const atLogin = () => {
      if (location.pathname === '/login') report('login');
    };
    atLogin();
    const fetch = window.fetch.bind(window);
    window.fetch = async (...args: Parameters<typeof window.fetch>) => {
      const response = await fetch(...args);
      if (response.status === 401) report('401');
      return response;
    };
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        atLogin();
      };
    }
  });
  return {
    /** Once the page has reported both (the binding's calls arrive after the test sees the URL change). */
    async loginAfter401() {
      await expect
        .poll(() => times.unauthorized !== undefined && times.login !== undefined, {
          message: `the page reports the 401 and /login: ${JSON.stringify(times)}`,
          timeout: 3_000,
        })
        .toBe(true);
      return times.login! - times.unauthorized!;
    },
  };
}

const sessionKeys = ['accessToken', 'refreshToken', 'fullToken', 'loginType', 'userData'];

/** The session keys still in localStorage, and how many sessionStorage entries are left. */
const leftInStorage = (page: Page) =>
  page.evaluate((keys) => {
    const local = keys.filter((key) => localStorage.getItem(key) !== null);
    return { local, session: sessionStorage.length };
  }, sessionKeys);

test.describe('a 401 at a seeded request of a named flow ends the session', () => {
  const seed = faultSeed();
  const cleanRuns = new Map<string, string[]>();

  // One signed-in session counts every flow's requests on a clean run (one sign-in instead of one per flow).
  // The name flow renames the demo administrator: its name is given back afterwards.
  let adminName: string | undefined;
  test.beforeAll(async ({ browser, request }) => {
    // About 3 s a flow on a quiet machine; room for a busy one.
    test.setTimeout(240_000);
    const token = await tokenOf(request, admin);
    const res = await request.get('/api/main/user', { headers: bearer(token) });
    adminName = ((await res.json()) as { data: { full_name: string } }).data.full_name;

    const page = await browser.newPage();
    const pageErrors = recordPageErrors(page);
    await signInTo(page, '/profile-management/info');
    for (const flow of flows) cleanRuns.set(flow.name, await countRequests(page, flow));
    await page.close();
    expect(pageErrors(), 'no uncaught error on the clean runs').toEqual([]);
  });
  test.afterAll(async ({ request }) => {
    const token = await tokenOf(request, admin);
    const res = await request.patch('/api/main/user', {
      headers: { ...bearer(token), 'Idempotency-Key': crypto.randomUUID() },
      data: { full_name: adminName },
    });
    expect(res.ok(), `restore the administrator's name: ${res.status()}`).toBe(true);
  });

  test('at least ten named flows', () => {
    expect(new Set(flows.map((flow) => flow.name)).size).toBeGreaterThanOrEqual(10);
  });

  for (const flow of flows) {
    test(`flow "${flow.name}"`, async ({ page }, testInfo) => {
      announceSeed(seed, testInfo);
      const clean = cleanRuns.get(flow.name) ?? [];
      expect(clean.length, 'the flow sends API requests on its clean run').toBeGreaterThan(0);
      const k = 1 + Math.floor(seededRandom(seed, flow.name)() * clean.length);
      const what = `request ${k} of ${clean.length} (${clean[k - 1]}), FAULT_SEED=${seed}`;
      testInfo.annotations.push({ type: '401 at', description: what });

      const clock = await watchBrowserClock(page);
      const traffic = watchApiTraffic(page);
      await signInTo(page, landing(flow));
      await traffic.idle();

      let count = 0;
      let injectedAt = 0;
      let userWasOn = '';
      let injected!: () => void;
      const injection = new Promise<void>((resolve) => (injected = resolve));
      await page.route(isApi, async (route) => {
        // After the injected 401 the session cannot be renewed: its refresh token is refused.
        if (injectedAt && new URL(route.request().url()).pathname === '/api/auth/refresh') {
          await route.fulfill({
            status: 401,
            contentType: 'application/json',
            body: JSON.stringify({
              message: 'The refresh token is invalid or expired; sign in again.',
              status_code: 401,
              request_id: `fault-401-refresh-${seed}`,
            }),
          });
          return;
        }
        count += 1;
        if (count !== k) return route.fallback();
        const url = new URL(page.url());
        userWasOn = `${url.pathname}${url.search}`;
        injectedAt = Date.now();
        await route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({
            message: 'Your session has expired or is invalid; sign in again.',
            status_code: 401,
            request_id: `fault-401-${seed}`,
          }),
        });
        injected();
      });
      const logouts: number[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (request.method() === 'POST' && url.pathname === '/api/auth/logout') logouts.push(Date.now());
      });

      // The steps run as on the clean run until the 401 is answered; what a step does after it does not matter
      // (it may wait for a page that never comes), so its failure after the 401 is ignored.
      let stepFailure: unknown;
      const steps = (async () => {
        for (const step of flow.steps) {
          if (injectedAt) return;
          await step(page);
          await traffic.idle();
        }
      })().catch((error: unknown) => {
        if (!injectedAt) stepFailure = error;
      });
      await Promise.race([injection, steps]);
      expect(stepFailure, `the flow failed before ${what}`).toBeUndefined();
      expect(injectedAt, `the flow sent fewer requests than on its clean run (${what})`).toBeGreaterThan(0);

      await expect
        .poll(() => leftInStorage(page), { message: 'storage cleared after the 401' })
        .toEqual({ local: [], session: 0 });
      await page.waitForURL((url) => url.pathname === '/login', { timeout: 7_000 });
      // Both on the browser's clock: a busy machine delays what the test hears, not what the page does.
      const after = await clock.loginAfter401();
      expect(after, '/login not before ~3 s').toBeGreaterThanOrEqual(2_500);
      expect(after, '/login by ~6 s').toBeLessThanOrEqual(6_000);
      expect(new URL(page.url()).searchParams.get('next'), '`next` keeps the page').toBe(userWasOn);
      await expect(page.getByText('Your session has expired. Sign in again to continue.')).toBeVisible();
      expect(await leftInStorage(page), 'storage still clear on /login').toEqual({ local: [], session: 0 });
      // Late failures of the cleared session (other requests answering 401 now) must not log out again.
      await page.waitForTimeout(300);
      expect(logouts, 'exactly one POST /api/auth/logout').toHaveLength(1);
      expect(logouts[0]! - injectedAt, 'the logout follows the 401').toBeGreaterThanOrEqual(0);
      traffic.stop();
    });
  }
});
