// End-to-end tests drive the real built console and the real server on a fresh data directory; nothing is
// mocked (page.route is only for fault tests). Chromium is Debian's, launched with tests/support/chromium.ts.
// scripts/e2e-server.mjs builds the console with `--mode e2e` and starts the server with the fixture resources
// of README "Adding a resource" (tests/fixtures/); the product's build and server contain neither.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromium.ts';

// Workers inherit the environment of this process, so values chosen here reach every test.
const port = (process.env.E2E_PORT ??= '8091');
// The demo IdP's port follows the console's, so two e2e runs side by side (each its own E2E_PORT) do not share
// one provider that knows only one of them.
process.env.DEMO_IDP_PORT ??= String(Number(port) + 1000);
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `console-e2e-${process.pid}-${Date.now()}`);
// The records the e2e server's DNS answers with (tests/fixtures/server.ts); specs publish into it.
process.env.E2E_DNS_RECORDS ??= path.join(os.tmpdir(), `console-e2e-dns-${process.pid}-${Date.now()}`);
process.env.E2E_ADMIN_USER ??= 'e2e-admin';
process.env.E2E_ADMIN_PASSWORD ??= randomBytes(12).toString('base64url');
process.env.E2E_MEMBER_USER ??= 'e2e-member';
process.env.E2E_MEMBER_PASSWORD ??= randomBytes(12).toString('base64url');
process.env.E2E_OPERATOR_USER ??= 'e2e-operator';
process.env.E2E_OPERATOR_PASSWORD ??= randomBytes(12).toString('base64url');
const baseURL = (process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`);
// The seed of the fault specs (tests/e2e/faults-*.spec.ts) — from the clock, so it rotates per run and
// is the same in every worker; FAULT_SEED=<n> replays a run.
process.env.FAULT_SEED ??= String(Date.now() % 2 ** 31);
// The e2e server appends every CSP violation report the browser posts to this file
// (tests/fixtures/server.ts); tests/e2e/global-teardown.ts fails the run on any. A file this run names itself is
// removed once clean.
if (!process.env.CSP_REPORT_FILE) {
  process.env.CSP_REPORT_FILE = path.resolve(
    '.test-data',
    'csp-reports',
    `e2e-${process.pid}-${Date.now()}.ndjson`,
  );
  process.env.E2E_OWN_CSP_FILE = process.env.CSP_REPORT_FILE;
}
// The server checks every contract answer and records violations here; tests/e2e/global-teardown.ts
// fails the run on any. scripts/test.mjs names its own directory; otherwise this run chooses (and removes) one.
if (!process.env.RESPONSE_CONTRACT_CHECK) {
  process.env.RESPONSE_CONTRACT_CHECK = path.resolve(
    '.test-data',
    'response-contract',
    `e2e-${process.pid}-${Date.now()}`,
  );
  process.env.E2E_OWN_CONTRACT_DIR = process.env.RESPONSE_CONTRACT_CHECK;
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  // A test's first page boots the console cold (a new context has no cache), which on a busy 2-core machine can
  // take longer than 10 s by itself.
  expect: { timeout: 20_000 },
  outputDir: '.test-data/playwright',
  globalTeardown: './tests/e2e/global-teardown.ts',
  use: {
    baseURL,
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // Covers a rebuild of the e2e console (the first run after a change of its sources: about 2 minutes on a
    // busy 2-core machine) and a cold server start on a fresh data directory (seeding) on top.
    timeout: 600_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DEMO_ADMIN_USER: process.env.E2E_ADMIN_USER,
      DEMO_ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      DEMO_MEMBER_USER: process.env.E2E_MEMBER_USER,
      DEMO_MEMBER_PASSWORD: process.env.E2E_MEMBER_PASSWORD,
      DEMO_OPERATOR_USER: process.env.E2E_OPERATOR_USER,
      DEMO_OPERATOR_PASSWORD: process.env.E2E_OPERATOR_PASSWORD,
      RESPONSE_CONTRACT_CHECK: process.env.RESPONSE_CONTRACT_CHECK,
      // The console's address as the browser reaches it (mail links, the IdP's redirect_uri, cookie flags),
      // and the dev mailbox the sign-in specs read links from.
      PUBLIC_URL: baseURL,
      DEV_OUTBOX: '1',
      DEMO_IDP_PORT: process.env.DEMO_IDP_PORT,
      E2E_DNS_RECORDS: process.env.E2E_DNS_RECORDS,
    },
  },
});
