// Shared e2e helpers: signing in as a seeded demo user — through the sign-in form (signIn) for the tests of
// signing in and of a session's end, else with the worker's shared session (useSession) — and a page guard that
// fails a test on any CSP violation, uncaught error or console error, so every flow checks them without asking.
import { test as base, expect, type Page } from '@playwright/test';
import { SharedSessions, type Account } from './shared-sessions';

export const admin = { username: process.env.E2E_ADMIN_USER!, password: process.env.E2E_ADMIN_PASSWORD! };
export const member = { username: process.env.E2E_MEMBER_USER!, password: process.env.E2E_MEMBER_PASSWORD! };
/** The platform operator (SPEC §6 `admin`); its session acts in the oldest tenant, the demo one. */
export const operator = {
  username: process.env.E2E_OPERATOR_USER!,
  password: process.env.E2E_OPERATOR_PASSWORD!,
};

/** Sign in through the form of the page shown (/login). For tests of signing in and of how a session ends. */
export async function signIn(page: Page, who: Account = admin) {
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The sessions of this worker (set while the worker runs tests). */
let sharedSessions: SharedSessions | undefined;

/**
 * Start the page's browser signed in as `who` with the worker's shared session of that account (signed in once
 * through the API), before the page opens a console address. The test must not end the session: one that signs
 * out, revokes it or meets a 401 signs in with signIn instead.
 */
export async function useSession(page: Page, who: Account = admin) {
  if (!sharedSessions) throw new Error('useSession runs inside a test');
  await sharedSessions.install(page.context(), who);
}

export const test = base.extend<{ pageProblems: string[] }, { workerSessions: SharedSessions }>({
  workerSessions: [
    async ({ playwright }, use) => {
      sharedSessions = new SharedSessions(playwright.request, process.env.E2E_BASE_URL!);
      await use(sharedSessions);
      await sharedSessions.dispose();
      sharedSessions = undefined;
    },
    { scope: 'worker', auto: true },
  ],
  // A context given a shared session is checked before it closes: a session the test used up is not reused.
  context: async ({ context, workerSessions }, use) => {
    await use(context);
    await workerSessions.settle(context);
  },
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
        });
      });
      page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
      page.on('console', (msg) => {
        // Failed requests the test provokes on purpose (401, 404, 400) show up as console errors; only
        // script-level errors count.
        if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text())) problems.push(msg.text());
      });
      await use(problems);
      expect(problems, 'no CSP violation, page error or console error').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
