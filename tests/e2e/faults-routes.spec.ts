// Faults in the browser: every data route of the route table — a registered console route whose page
// sends at least one API request when it loads, found at run time, so a new route is covered without a line
// here — gets one fault per run, chosen by a seeded PRNG: the fault (the browser's own timeout, a refused
// connection, 500/502/503/504 with the error envelope or without a body) and which of the page's requests it
// hits (every time it is sent, so the app's own retries meet it too). The seed rotates per run and is printed;
// FAULT_SEED=<n> replays a run.
//
// The error state (SPEC §8) is one of the design system's failure elements inside `main`: an ErrorState
// (data-state="error": src/engine/LoadFailed.tsx, the home cards' CardState), the DataTable's error row
// (data-state="error", role="alert": lists, access tokens) or an error-toned Alert (data-tone="error": the group
// member form) — whose text holds what SPEC §8 says for this fault: errors.json's network text for a request
// the browser could not complete, the server's message for a 5xx with the envelope, "An error occurred" for a
// 5xx without one. The shell's health banner ("The server cannot be reached…", "The server is having
// problems…") never matches: its words differ. And: no uncaught error or unhandled rejection, no spinner (an
// indeterminate progressbar) or aria-busy region left.
import { expect, test, useSession } from './fixtures';
import { consoleRoutes } from './route-seeds-support';
import {
  announceSeed,
  apiAddressKey,
  applyFault,
  describeFault,
  expectedText,
  faults,
  faultSeed,
  pick,
  recordApiRequests,
  recordPageErrors,
  seededRandom,
  watchApiTraffic,
} from './faults-support';

/**
 * API requests that are not the page's own, so a fault in them need not show the page's error state:
 * the top bar's scope switcher reads the projects on every page (it has its own error and Retry in the menu).
 */
const notThePagesOwn = [/^GET \/api\/main\/user\/resource_groups_projects$/];

const isPagesOwn = (key: string) => !notThePagesOwn.some((pattern) => pattern.test(key));

/**
 * On the engine's screens of a site's rules (their lists, add and edit pages), the site itself is read only for
 * the breadcrumb's title, which falls back to the site's id when that read fails (src/engine/breadcrumbs.tsx):
 * not the page's own data. (The site's settings screens read the site as their data and show its errors.)
 */
const siteChildScreen =
  /^\/cdn\/sites\/:siteId\/edge\/(.*\/add|.*\/edit\/:[A-Za-z]+|origin\/config|page-rules|firewall-rules|multi-cdn\/:feature)$/;
const siteRead = /^GET \/api\/main\/cdn\/sites\/[0-9a-f-]+$/;
const isRoutesOwn = (pattern: string) => (key: string) =>
  isPagesOwn(key) && !(siteChildScreen.test(pattern) && siteRead.test(key));

test('every data route shows its error state under one seeded fault, with no uncaught error and no spinner left', async ({
  page,
}, testInfo) => {
  const seed = faultSeed();
  announceSeed(seed, testInfo);
  const routes = await consoleRoutes(page.request);
  // Two loads per route (clean, then under its fault): the time allowed grows with the route table, so a new
  // area's routes do not push the check past a fixed limit on a busy machine.
  test.setTimeout(60_000 + routes.length * 10_000);

  const traffic = watchApiTraffic(page);
  await useSession(page);

  // A clean load of every route records the API requests its page sends. The previous page is unloaded first
  // (about:blank), so a late request of its own (a refresh timer, a revalidation) cannot be taken for this one's.
  const dataRoutes: { pattern: string; path: string; requests: string[] }[] = [];
  for (const route of routes) {
    await page.goto('about:blank');
    const stop = recordApiRequests(page);
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await traffic.idle();
    const requests = [...new Set(stop().filter(isRoutesOwn(route.pattern)))].sort();
    if (requests.length > 0) dataRoutes.push({ ...route, requests });
  }
  traffic.stop();
  console.log(`[faults] ${dataRoutes.length} data routes of ${routes.length} console routes`);
  // Lists, details, the home page, access tokens: if none is found, the detection is broken, not the pages.
  expect(dataRoutes.length, 'data routes found').toBeGreaterThanOrEqual(8);

  for (const route of dataRoutes) {
    const random = seededRandom(seed, route.pattern);
    const fault = pick(random, faults);
    const target = pick(random, route.requests);
    const [method, pathAndQuery] = target.split(' ') as [string, string];
    const title = `${route.path}: ${describeFault(fault)} on ${target} (FAULT_SEED=${seed})`;
    await test.step(title, async () => {
      let hits = 0;
      const matcher = (url: URL) => apiAddressKey(url) === pathAndQuery;
      const handler = async (route: Parameters<Parameters<typeof page.route>[1]>[0]) => {
        if (route.request().method() !== method) return route.fallback();
        hits += 1;
        return applyFault(route, fault, seed);
      };
      await page.route(matcher, handler);
      const pageErrors = recordPageErrors(page);
      try {
        await page.goto(route.path);
        // A spinner is an indeterminate progressbar (no value); a quota meter is a progressbar with one.
        const spinners = page.locator('[role="progressbar"]:not([aria-valuenow])');
        const errorState = page
          .getByRole('main')
          .locator('[data-state="error"], [role="alert"], [data-tone="error"]')
          .filter({ hasText: expectedText(fault, seed) });
        await expect.soft(errorState.first(), `${title}: the error state`).toBeVisible();
        expect.soft(hits, `${title}: the fault was met`).toBeGreaterThan(0);
        await expect.soft(spinners, `${title}: no spinner left`).toHaveCount(0);
        await expect.soft(page.locator('[aria-busy="true"]'), `${title}: nothing busy`).toHaveCount(0);
      } finally {
        await page.unroute(matcher, handler);
        expect.soft(pageErrors(), `${title}: no uncaught error or unhandled rejection`).toEqual([]);
      }
    });
  }
});

// fixtures.ts's guard listens to `pageerror` only: prove that Chromium reports an unhandled rejection there, so
// the guard of every e2e test (and the check above) counts them. The guard's list is emptied again afterwards.
test('an unhandled promise rejection reaches the page guard of fixtures.ts', async ({
  page,
  pageProblems,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.evaluate(() => {
    void Promise.reject(new Error('deliberate unhandled rejection'));
  });
  await expect.poll(() => [...pageProblems]).toEqual(['page error: deliberate unhandled rejection']);
  pageProblems.length = 0;
});
