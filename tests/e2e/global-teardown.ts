// Playwright globalTeardown: run-wide checks over what the e2e server recorded while the specs ran. Each check
// is its own function and throws with its report, failing the run.
import fs from 'node:fs';
import { assertResponseContract } from '../contract/response-violations.mjs';
import { checkCsp } from './csp-support';

/**
 * Every answer of a contract operation the e2e server gave (the product's contracts plus the fixture
 * resource's, tests/fixtures/) kept its contract. playwright.config.ts names the directory and passes it to
 * the server as RESPONSE_CONTRACT_CHECK (server/src/plugins/response-contract.ts records into it). At least one
 * server process must have checked answers, so a check that was not wired in fails too.
 */
export function checkContract(dir = process.env.RESPONSE_CONTRACT_CHECK): void {
  if (!dir) throw new Error('RESPONSE_CONTRACT_CHECK is not set: playwright.config.ts names the directory.');
  const verdict = assertResponseContract(dir, { requireChecked: true });
  console.log(verdict.report);
  // A directory this run chose itself (not scripts/test.mjs's) is removed once it is clean.
  if (process.env.E2E_OWN_CONTRACT_DIR === dir) fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * No CSP violation report reached the e2e server's collector (tests/e2e/csp-support.ts). A file this
 * run named itself (playwright.config.ts) is removed once it is clean.
 */
function checkCspReports(file = process.env.CSP_REPORT_FILE): void {
  checkCsp(file);
  if (file && process.env.E2E_OWN_CSP_FILE === file) fs.rmSync(file, { force: true });
}

export default async function globalTeardown(): Promise<void> {
  // The DNS records the specs published (playwright.config.ts names the directory per run).
  const dns = process.env.E2E_DNS_RECORDS;
  if (dns) fs.rmSync(dns, { recursive: true, force: true });
  const failures: unknown[] = [];
  for (const check of [checkContract, checkCspReports]) {
    try {
      check();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) throw new AggregateError(failures, failures.map(String).join('\n'));
}
