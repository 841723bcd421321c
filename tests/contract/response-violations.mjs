// Reads what the response contract check (server/src/plugins/response-contract.ts) recorded in a directory:
// one violations-<pid>.jsonl per server process, one checked-<pid>.json per process that checked any answer (with
// how many it checked, written at most once a second, so a count can lag behind).
// The same function decides for every run: scripts/test.mjs after each suite, the vitest node project
// (tests/contract/response-contract-setup.ts), Playwright's global teardown (tests/e2e/global-teardown.ts) and
// the self-test (tests/contract/response-contract.test.ts).
import fs from 'node:fs';
import path from 'node:path';

/**
 * @param {string} dir
 * @returns {{ violations: import('./response-violations.d.mts').RecordedViolation[], checkedProcesses: number, checkedAnswers: number }}
 */
export function readViolations(dir) {
  if (!fs.existsSync(dir)) return { violations: [], checkedProcesses: 0, checkedAnswers: 0 };
  const names = fs.readdirSync(dir).sort();
  const violations = names
    .filter((n) => /^violations-\d+\.jsonl$/.test(n))
    .flatMap((n) =>
      fs
        .readFileSync(path.join(dir, n), 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => {
          try {
            return JSON.parse(line);
          } catch {
            return { errors: [`unreadable line in ${n}: ${line.slice(0, 200)}`] };
          }
        }),
    );
  const checked = names.filter((n) => /^checked-\d+\.json$/.test(n));
  const checkedAnswers = checked.reduce((sum, n) => {
    try {
      return sum + (JSON.parse(fs.readFileSync(path.join(dir, n), 'utf8')).answers ?? 0);
    } catch {
      return sum;
    }
  }, 0);
  return { violations, checkedProcesses: checked.length, checkedAnswers };
}

/** @param {import('./response-violations.d.mts').RecordedViolation} v */
function describe(v) {
  const head = `${v.method ?? '?'} ${v.url ?? '?'} → ${v.status ?? '?'}${v.operation ? ` (${v.backend}:${v.operation})` : ''}`;
  const errors = (v.errors ?? []).map((e) => `    ${e}`);
  return [head, ...errors, ...(v.body ? [`    body: ${v.body.slice(0, 300)}`] : [])].join('\n');
}

/**
 * The verdict on a run's directory: failing when any violation was recorded, or when `requireChecked` and no
 * process checked a single answer (the check was not wired in).
 * @param {string} dir
 * @param {{ requireChecked?: boolean, limit?: number }} [options]
 * @returns {import('./response-violations.d.mts').ContractVerdict}
 */
export function checkResponseContract(dir, options = {}) {
  const { violations, checkedProcesses, checkedAnswers } = readViolations(dir);
  const limit = options.limit ?? 30;
  const notChecked = options.requireChecked && checkedProcesses === 0;
  const ok = violations.length === 0 && !notChecked;
  const lines = [];
  if (violations.length) {
    // The same problem seen many times is printed once, with its count.
    const groups = new Map();
    for (const v of violations) {
      const key = `${v.backend}:${v.operation} ${v.status} ${(v.errors ?? []).join('|')}`;
      const group = groups.get(key);
      if (group) group.count++;
      else groups.set(key, { first: v, count: 1 });
    }
    lines.push(
      `${violations.length} answer(s) broke the OpenAPI contract (${groups.size} distinct), recorded in ${dir}:`,
    );
    for (const { first, count } of [...groups.values()].slice(0, limit))
      lines.push(describe(first) + (count > 1 ? `\n    (${count} times)` : ''));
    if (groups.size > limit) lines.push(`… and ${groups.size - limit} more`);
  }
  if (notChecked)
    lines.push(
      `No server process checked any answer against the contract in ${dir}: the check is not wired in.`,
    );
  if (ok)
    lines.push(
      `Response contract: no violation in ${checkedAnswers} answer(s) checked by ${checkedProcesses} server process(es).`,
    );
  return { ok, violations, checkedProcesses, checkedAnswers, report: lines.join('\n') };
}

/**
 * Throws with the report when the directory fails the check.
 * @param {string} dir
 * @param {{ requireChecked?: boolean, limit?: number }} [options]
 */
export function assertResponseContract(dir, options = {}) {
  const verdict = checkResponseContract(dir, options);
  if (!verdict.ok) throw new Error(verdict.report);
  return verdict;
}
