// Shared e2e helpers: signing in as a seeded demo user, and a page guard that fails a test on any CSP
// violation, uncaught error or console error, so every flow checks them without asking.
import { test as base, expect, type Page } from '@playwright/test';

export const admin = { username: process.env.E2E_ADMIN_USER!, password: process.env.E2E_ADMIN_PASSWORD! };
export const member = { username: process.env.E2E_MEMBER_USER!, password: process.env.E2E_MEMBER_PASSWORD! };
/** The platform operator (SPEC §6 `admin`); its session acts in the oldest tenant, the demo one. */
export const operator = {
  username: process.env.E2E_OPERATOR_USER!,
  password: process.env.E2E_OPERATOR_PASSWORD!,
};

export async function signIn(page: Page, who = admin) {
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export const test = base.extend<{ pageProblems: string[] }>({
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
