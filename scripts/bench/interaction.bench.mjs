// Interaction latency (anchors P4, a lab INP): the production build served by the real server
// (./console-server.mjs), Debian Chromium through Playwright with 4× CPU throttling (CDP
// Emulation.setCPUThrottlingRate), the administrator signed in by seeding storage. p75 over INTERACTION_REPS (20)
// repetitions after a warm-up, ≤ 200 ms, for:
//   (a) a filter keystroke on a large list: the CDN sites list, filled through the API up to the tenant's
//       sites quota (100: the largest list quotas allow; user groups stop at 50, and IAM users, which may reach
//       100, have no list page yet), 100 rows a page; the keystroke's Event Timing duration (keydown/keypress/
//       input/keyup of one interaction, from the event's time stamp to the next paint after its handlers: what
//       INP reports; the list itself reloads after the search pause, not part of the keystroke);
//   (b) switching the language in the top bar's menu on that list: from the menu item's pointerdown until the
//       page's heading shows the new language and the frame after it ran;
//   (c) opening a form: from "Add user group"'s pointerdown (the user groups list) until the editor drawer's
//       first field is visible and enabled and the frame after it ran.
// p50 and max are printed beside each, and the first (cold: its chunks load) language switch and form as info.
import { chromium } from 'playwright-core';
import {
  applyStorage,
  chromiumConfig,
  sessionStorageEntries,
  startConsoleServer,
} from './console-server.mjs';
import { percentile } from './lib.mjs';
import { p50AndMax, trackInput, untilPainted } from './paint.mjs';

export const name = 'interaction';

const REPS = Number(process.env.INTERACTION_REPS ?? 20);
const WARMUP = 3;
// INTERACTION_CPU_RATE: another rate for diagnosis only (1 = unthrottled); the budget is defined at 4×.
const CPU_SLOWDOWN = Number(process.env.INTERACTION_CPU_RATE ?? 4);
// P75 ≤ 200 ms with 4× CPU throttling. Ratchet down; never loosen silently.
export const BUDGET_MS = 200;
const LIST_PATH = '/cdn/sites?per_page=100';
const FORM_LIST_PATH = '/iam-management/user-group';

/** Installed before any page script: Event Timing entries (trackInput is installed beside it). */
function instrument() {
  const w = /** @type {any} */ (window);
  w.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const entry = /** @type {PerformanceEventTiming} */ (e);
      w.__events.push({
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
        interactionId: entry.interactionId,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** @returns {Promise<import('./lib.mjs').BenchRow[]>} */
export async function bench() {
  const { chromiumLaunchOptions } = await chromiumConfig();
  const server = await startConsoleServer();
  let browser;
  try {
    const session = await server.signIn();
    const quota = (await server.apiCall(session, 'GET', '/iam/quotas/sites_per_account')).data;
    for (let i = 0; i < quota.value - quota.usage; i++) {
      const n = String(i).padStart(3, '0');
      await server.apiCall(session, 'POST', '/cdn/sites', {
        name: `bench site ${n}`,
        origin_server_url: `https://origin-${n}.example.com`,
      });
    }
    browser = await chromium.launch(chromiumLaunchOptions);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(instrument);
    await context.addInitScript(trackInput);
    const page = await context.newPage();
    await page.goto(`${server.url}/healthz`);
    await page.evaluate(applyStorage, sessionStorageEntries(session));
    await page.goto(server.url + LIST_PATH);
    const rows = page.locator('tbody tr[data-row-id]');
    const fullPage = Math.min(
      100,
      (await server.apiCall(session, 'GET', '/cdn/sites?per_page=100')).data.length,
    );
    await rows.nth(fullPage - 1).waitFor();
    /**
     * Resolves once the list answer with `search` (undefined: none) is on screen, one row per record. Unthrottled,
     * a search typed again within the cache's deduping window may be served from the cache without a request:
     * then the count is the server's.
     */
    const listShown = async (search) => {
      const answer = await page
        .waitForResponse(
          (r) => {
            const url = new URL(r.url());
            return (
              url.pathname === '/api/main/cdn/sites' && url.searchParams.get('search') === (search ?? null)
            );
          },
          { timeout: 5_000 },
        )
        .catch(() => undefined);
      const count = answer
        ? (await answer.json()).data.length
        : (
            await server.apiCall(
              session,
              'GET',
              `/cdn/sites?per_page=100${search === undefined ? '' : `&search=${encodeURIComponent(search)}`}`,
            )
          ).data.length;
      await page.waitForFunction(
        (n) => document.querySelectorAll('tbody tr[data-row-id]').length === n,
        count,
      );
    };
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    // (a) Filter keystrokes: a digit (the list narrows to the names holding it), then Backspace (back to all);
    // each is a keystroke on the filter and is measured. The list reloads after the search pause: each waits
    // for the rows of its answer, so the next keystroke starts from a settled page.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.click();
    const keystrokes = [];
    for (let i = 0; keystrokes.length < REPS; i++) {
      const digit = String(i % 10);
      for (const [key, shown] of [
        [digit, digit],
        ['Backspace', undefined],
      ]) {
        const t0 = await page.evaluate(() => {
          /** @type {any} */ (window).__events = [];
          return performance.now();
        });
        const settled = listShown(shown);
        await page.keyboard.press(key);
        await settled;
        const ms = await page.evaluate((start) => {
          const keyEvents = /** @type {any[]} */ (/** @type {any} */ (window).__events).filter(
            (e) => e.startTime >= start && /^(keydown|keypress|keyup|beforeinput|input)$/.test(e.name),
          );
          // Below the 16 ms Event Timing threshold nothing is reported: count 16 (an upper bound).
          return Math.max(16, ...keyEvents.map((e) => e.duration));
        }, t0);
        if (i * 2 >= WARMUP && keystrokes.length < REPS) keystrokes.push(ms);
      }
    }

    // (b) Switching the language: English → Tiếng Việt → Deutsch → English …
    const languages = [
      { code: 'vi', label: 'Tiếng Việt' },
      { code: 'de', label: 'Deutsch' },
      { code: 'en', label: 'English' },
    ];
    const switches = [];
    let coldSwitch = NaN;
    // Until REPS are measured and the page is back in English (for the form).
    for (let i = 0; i < WARMUP + REPS || languages[(i - 1) % languages.length]?.code !== 'en'; i++) {
      const to = languages[i % languages.length];
      const heading = await page.locator('h1').textContent();
      await page
        .locator('header button[aria-haspopup]')
        .filter({ hasText: /English|Tiếng Việt|Deutsch/ })
        .click();
      const item = page
        .getByRole('menuitemradio', { name: to.label })
        .or(page.getByRole('menuitem', { name: to.label }));
      const painted = page.evaluate(untilPainted, { kind: 'language', code: to.code, heading });
      await item.click();
      const ms = await painted;
      if (i === 0) coldSwitch = ms;
      if (i >= WARMUP && switches.length < REPS) switches.push(ms);
    }

    // (c) Opening a form: the editor drawer of "Add user group".
    await page.goto(server.url + FORM_LIST_PATH);
    await rows.first().waitFor();
    const add = page.getByRole('button', { name: 'Add user group' });
    const opens = [];
    let coldOpen = NaN;
    for (let i = 0; i < WARMUP + REPS; i++) {
      const painted = page.evaluate(untilPainted, { kind: 'form' });
      await add.click();
      const ms = await painted;
      if (i === 0) coldOpen = ms;
      if (i >= WARMUP) opens.push(ms);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    const rowsFor = (what, xs) => [
      {
        name: `${what} p75 (${CPU_SLOWDOWN}× CPU, ${xs.length} reps)`,
        value: percentile(xs, 75),
        unit: 'ms',
        budget: BUDGET_MS,
        info: p50AndMax(xs),
      },
    ];
    return [
      ...rowsFor(`filter keystroke, ${fullPage}-row list`, keystrokes),
      ...rowsFor(`language switch, ${fullPage}-row list`, switches),
      {
        name: 'language switch, first (loads catalogues, info)',
        value: coldSwitch,
        unit: 'ms',
        budget: Infinity,
      },
      ...rowsFor('open the create form (drawer)', opens),
      {
        name: 'open the create form, first (loads chunks, info)',
        value: coldOpen,
        unit: 'ms',
        budget: Infinity,
      },
    ];
  } finally {
    await browser?.close();
    await server.close();
  }
}
