// Vitest globalSetup of the `node` project: every app the server, contract and script tests build checks its
// answers against the contracts (buildApp reads RESPONSE_CONTRACT_CHECK; the forks inherit it from here). The run
// fails when any answer broke its contract: each test file fails on its own violations
// (response-contract-setup.ts), and this teardown reports the whole run's directory again, failing the run
// for any violation recorded outside a test file's hooks. scripts/test.mjs names the directory itself and
// reads it after the suite.
import fs from 'node:fs';
import path from 'node:path';
import { checkResponseContract } from './response-violations.mjs';

const root = path.resolve(__dirname, '..', '..');

export default function setup(): () => void {
  // An empty value counts as unset: the check cannot be turned off from the environment.
  const given = process.env.RESPONSE_CONTRACT_CHECK || undefined;
  const dir =
    given ?? path.join(root, '.test-data', 'response-contract', `vitest-${process.pid}-${Date.now()}`);
  fs.mkdirSync(dir, { recursive: true });
  process.env.RESPONSE_CONTRACT_CHECK = dir;
  return () => {
    const verdict = checkResponseContract(dir);
    if (!verdict.ok) {
      // Vitest prints a teardown error ("error during close") and exits non-zero.
      process.exitCode = 1;
      throw new Error(verdict.report);
    }
    if (!given) fs.rmSync(dir, { recursive: true, force: true });
  };
}
