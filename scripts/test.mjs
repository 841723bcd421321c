#!/usr/bin/env node
// `npm test`: every suite, one after another, each printing its test count and wall time.
// A suite that fails, or that ran no test, fails the run. `--quick` runs the fast subset for iteration;
// `--only=a,b` runs the named suites.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './lib/run.mjs';
import { say, withSuiteOutput } from './lib/suite-output.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { checkBundle } from './lib/bundle-budget.mjs';
import { checkStorybookStatic } from './lib/storybook-static.mjs';
import { checkResponseContract } from '../tests/contract/response-violations.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const reports = path.join(root, '.test-data', 'reports');
fs.mkdirSync(reports, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** @typedef {{passed: number, failed: number, skipped?: number, note?: string}} Result */

async function vitest(project, extraArgs = [], env = {}) {
  const out = path.join(reports, `vitest-${project}.json`);
  fs.rmSync(out, { force: true });
  const { code } = await run(
    bin('vitest'),
    [
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
      ...extraArgs,
    ],
    { env },
  );
  if (!fs.existsSync(out)) return { passed: 0, failed: 1, note: `vitest exited ${code} without a report` };
  const r = JSON.parse(fs.readFileSync(out, 'utf8'));
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  const failedSuites = code !== 0 && r.numFailedTests === 0 ? 1 : 0;
  return { passed: r.numPassedTests, failed: r.numFailedTests + failedSuites, skipped };
}

/**
 * Every server answer of the suite is checked against openapi/ (server/src/plugins/response-contract.ts,
 * enabled by RESPONSE_CONTRACT_CHECK). The suite runs with a fresh directory of its own; afterwards any
 * recorded violation — or no server process having checked anything — fails it, with the answers printed.
 */
async function withContractCheck(suite, fn) {
  const dir = path.join(root, '.test-data', 'response-contract', suite);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const r = await fn({ RESPONSE_CONTRACT_CHECK: dir });
  const verdict = checkResponseContract(dir, { requireChecked: true });
  say(verdict.report);
  if (verdict.ok) return r;
  const note = `${verdict.violations.length} answer(s) off the contract`;
  return { ...r, failed: r.failed + 1, note: r.note ? `${r.note}; ${note}` : note };
}

async function lint() {
  const out = path.join(reports, 'eslint.json');
  const eslint = await run(bin('eslint'), [
    '.',
    '--max-warnings',
    '0',
    '--format',
    'json',
    '--output-file',
    out,
  ]);
  const results = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : [];
  const dirty = results.filter((f) => f.errorCount + f.warningCount > 0);
  for (const f of dirty)
    for (const m of f.messages)
      say(`${path.relative(root, f.filePath)}:${m.line}:${m.column} ${m.ruleId ?? ''} ${m.message}`);
  const prettier = await run(bin('prettier'), ['--check', '.', '--log-level', 'warn']);
  const failed = dirty.length + (prettier.code === 0 ? 0 : 1) + (eslint.code !== 0 && !dirty.length ? 1 : 0);
  return { passed: results.length - dirty.length, failed, note: 'files (eslint + prettier)' };
}

async function typecheck() {
  const { code, stdout } = await run(
    bin('tsc'),
    ['-p', 'tsconfig.json', '--noEmit', '--listFiles', '--pretty'],
    {
      capture: true,
    },
  );
  const lines = stdout.split('\n');
  const own = lines.filter((l) => l.startsWith('/') && !l.includes('/node_modules/'));
  const errors = lines.filter((l) => !l.startsWith('/') && l.trim());
  if (errors.length) say(errors.join('\n'));
  return {
    passed: code === 0 ? own.length : 0,
    failed: code === 0 ? 0 : Math.max(1, (stdout.match(/error TS/g) ?? []).length),
    note: 'files',
  };
}

async function contract() {
  const gen = await run('node', ['scripts/gen.mjs', '--check']);
  const lint = await run('node', ['scripts/lint-openapi.mjs']);
  const r = await withContractCheck('contract', (env) => vitest('node', ['tests/contract'], env));
  const ok = [gen, lint].filter((x) => x.code === 0).length;
  return { ...r, passed: r.passed + ok, failed: r.failed + 2 - ok };
}

/**
 * The WAF API key canary: dist/ must be built with a random key in the environment (WAF_API_KEY and
 * VITE_WAF_API_KEY), then the key must appear nowhere in it. The canary of the last build is kept with that
 * build's stamp, so an unchanged dist/ is reused; any other dist/ is rebuilt with a fresh canary.
 */
function wafCanaryForBuild(distDir) {
  const stampFile = path.join(distDir, '.build-stamp');
  const stamp = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : '';
  const canaryFile = path.join(reports, '..', 'waf-canary.json');
  let recorded;
  try {
    recorded = JSON.parse(fs.readFileSync(canaryFile, 'utf8'));
  } catch {
    recorded = undefined;
  }
  if (stamp && recorded?.stamp === stamp && typeof recorded.canary === 'string') return recorded.canary;
  fs.rmSync(stampFile, { force: true });
  return `waf-canary-${randomBytes(24).toString('hex')}`;
}

function recordWafCanary(distDir, canary) {
  const stampFile = path.join(distDir, '.build-stamp');
  const stamp = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : '';
  fs.writeFileSync(path.join(reports, '..', 'waf-canary.json'), JSON.stringify({ stamp, canary }) + '\n');
}

async function bundle() {
  const dist = path.join(root, 'dist');
  const canary = wafCanaryForBuild(dist);
  const build = await run('node', ['scripts/start.mjs', '--build-only'], {
    env: { WAF_API_KEY: canary, VITE_WAF_API_KEY: canary },
  });
  if (build.code !== 0) return { passed: 0, failed: 1, note: 'vite build failed' };
  recordWafCanary(dist, canary);
  const checks = checkBundle(dist, { secrets: [canary] });
  for (const c of checks) say(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}`);
  return { passed: checks.filter((c) => c.ok).length, failed: checks.filter((c) => !c.ok).length };
}

/**
 * The static Storybook: `npm run build-storybook` must finish (it builds with the console's vite.config.ts, so a
 * console build plugin that cannot run there breaks it), and what it wrote must serve stories.
 */
async function storybookStatic() {
  const dir = path.join(root, 'storybook-static');
  fs.rmSync(dir, { recursive: true, force: true });
  const t0 = performance.now();
  const build = await run('npm', ['run', 'build-storybook']);
  const seconds = ((performance.now() - t0) / 1000).toFixed(1);
  if (build.code !== 0) return { passed: 0, failed: 1, note: `build-storybook exited ${build.code}` };
  const checks = [{ name: 'npm run build-storybook', ok: true, detail: `${seconds} s` }];
  checks.push(...(await checkStorybookStatic(dir)));
  for (const c of checks) say(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}`);
  return { passed: checks.filter((c) => c.ok).length, failed: checks.filter((c) => !c.ok).length };
}

async function e2e(env = {}) {
  const out = path.join(reports, 'playwright.json');
  fs.rmSync(out, { force: true });
  const { code } = await run(bin('playwright'), ['test', '--reporter=list,json'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: out, ...env },
  });
  if (!fs.existsSync(out))
    return { passed: 0, failed: 1, note: `playwright exited ${code} without a report` };
  const { stats } = JSON.parse(fs.readFileSync(out, 'utf8'));
  const failed = stats.unexpected + stats.flaky + (code !== 0 && stats.unexpected === 0 ? 1 : 0);
  return { passed: stats.expected, failed, skipped: stats.skipped };
}

// Two lanes run side by side: the checks of the code (no browser) and what drives Chromium. Each lane's
// suites run one after another.
const suites = [
  { name: 'lint', lane: 'code', quick: true, fn: lint },
  { name: 'types', lane: 'code', quick: true, fn: typecheck },
  { name: 'unit', lane: 'code', quick: true, fn: () => vitest('unit') },
  {
    name: 'server',
    lane: 'code',
    quick: true,
    fn: () => withContractCheck('server', (env) => vitest('node', ['server', 'scripts'], env)),
  },
  { name: 'contract', lane: 'code', quick: true, fn: contract },
  { name: 'bundle', lane: 'browser', fn: bundle },
  { name: 'e2e', lane: 'browser', browser: true, fn: () => withContractCheck('e2e', e2e) },
  { name: 'stories+visual', lane: 'browser', browser: true, fn: () => vitest('storybook') },
  { name: 'storybook-build', lane: 'browser', browser: true, fn: storybookStatic },
];

const quick = process.argv.includes('--quick');
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const selected = suites.filter((s) => (only ? only.includes(s.name) : !quick || s.quick));

if (selected.some((s) => s.browser)) {
  try {
    ensureChromium();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}

// The whole run stays under 45 minutes on the 2-core machine; above it the run fails, so growth
// shows (each suite's wall time is in the summary).
const WHOLE_RUN_BUDGET_S = 45 * 60;
const runStarted = performance.now();

async function runSuite(s, { besideOthers }) {
  const logFile = besideOthers ? path.join(reports, `${s.name}.log`) : null;
  if (besideOthers) console.log(`▶ ${s.name} started (output: ${path.relative(root, logFile)})`);
  else console.log(`\n━━ ${s.name} ━━`);
  const t0 = performance.now();
  const r = await withSuiteOutput(logFile, async () => {
    try {
      return await s.fn();
    } catch (err) {
      say(err instanceof Error ? (err.stack ?? err.message) : String(err));
      return { passed: 0, failed: 1, note: 'crashed' };
    }
  });
  const seconds = (performance.now() - t0) / 1000;
  const problems = [];
  if (r.passed + r.failed === 0) problems.push('ran no test');
  if (r.skipped) problems.push(`${r.skipped} skipped (nothing may pass by skipping)`);
  const ok = r.failed === 0 && problems.length === 0;
  if (besideOthers) console.log(`\n━━ ${s.name} ━━\n${fs.readFileSync(logFile, 'utf8')}`);
  console.log(
    `${ok ? '✔' : '✘'} ${s.name}: ${r.passed} passed, ${r.failed} failed${r.note ? ` (${r.note})` : ''} in ${seconds.toFixed(1)} s${problems.length ? ` — ${problems.join('; ')}` : ''}`,
  );
  return { ...s, ...r, seconds, ok, problems };
}

// Suites of different lanes run side by side (one lane waits on the browser while another keeps the
// cores busy); the suites of one lane run one after another. `--serial` runs everything in one line.
const serial = process.argv.includes('--serial');
const lanes = new Map();
for (const s of selected) {
  const lane = serial ? 'one' : s.lane;
  lanes.set(lane, [...(lanes.get(lane) ?? []), s]);
}
const besideOthers = lanes.size > 1;
const laneResults = await Promise.all(
  [...lanes.values()].map(async (laneSuites) => {
    const done = [];
    for (const s of laneSuites) done.push(await runSuite(s, { besideOthers }));
    return done;
  }),
);
const results = selected.map((s) => laneResults.flat().find((r) => r.name === s.name));

console.log('\n━━ summary ━━');
for (const r of results)
  console.log(
    `${r.ok ? '✔' : '✘'} ${r.name.padEnd(15)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed ${r.seconds.toFixed(1).padStart(7)} s${r.problems.length ? '  ' + r.problems.join('; ') : ''}`,
  );
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed + (r.ok || r.failed ? 0 : 1), 0);
const wall = (performance.now() - runStarted) / 1000;
const inTime = wall <= WHOLE_RUN_BUDGET_S;
console.log(
  `${passed} passed, ${failed} failed in ${(wall / 60).toFixed(1)} min${inTime ? '' : ` — over the ${WHOLE_RUN_BUDGET_S / 60} min budget of the whole run`}`,
);
process.exit(results.every((r) => r.ok) && inTime ? 0 : 1);
