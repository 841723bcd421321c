// Lighthouse 12 (desktop preset, simulated throttling, performance only) against the production build served by
// the real server (./console-server.mjs): /login signed out, /home and the largest list page signed in by
// seeding storage. Median of LH_RUNS (5) per page, one run at a time, one Chromium (tests/support/chromium.ts
// flags, headless) whose HTTP cache is emptied before every run. Budgets (perf-reliability-anchors P3): performance ≥ 0.90,
// CLS ≤ 0.02, TBT ≤ 150 ms; LCP and benchmarkIndex are printed. LH_REPORT_DIR=<dir> keeps each run's lhr JSON
// (to read the audits behind a miss).
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import {
  applyStorage,
  chromiumConfig,
  sessionStorageEntries,
  startConsoleServer,
} from './console-server.mjs';
import { median } from './lib.mjs';

export const name = 'lighthouse';

const RUNS = Number(process.env.LH_RUNS ?? 5);
// Ratchet down; never loosen silently.
export const BUDGETS = { performance: 0.9, cls: 0.02, tbtMs: 150 };
const MAX_RETRIES = 2;

/**
 * The pages: the sign-in page, the home page and the largest list page. The largest list is the engine list
 * with the most rows in the demo seed: the group members (5 rows: the administrator, two invited members, an
 * IAM user and a service account; CDN sites have 4 in the default resource group, user groups 3, projects 2).
 * The CDN sites list (the area's entry list) and /cdn/analytics/basic (the heaviest chart page: four
 * time series, a donut, bars and the world map over a day of 5-minute points).
 */
export const PAGES = [
  { label: '/login', path: '/login', signedIn: false },
  { label: '/home', path: '/home', signedIn: true },
  { label: 'largest list (group members)', path: '/profile-management/group-member', signedIn: true },
  { label: 'CDN sites', path: '/cdn/sites', signedIn: true },
  { label: 'CDN analytics', path: '/cdn/analytics/basic', signedIn: true },
];

/** One Lighthouse run of `url` in a fresh tab, storage replaced by `entries` (null: signed out). */
async function runOnce(browser, origin, url, entries) {
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    // Storage belongs to the origin: set it on a cheap same-origin answer, then let Lighthouse navigate.
    await page.goto(`${origin}/healthz`);
    await page.evaluate(applyStorage, entries);
    const result = await lighthouse(
      url,
      { logLevel: 'error', output: 'json', onlyCategories: ['performance'], disableStorageReset: true },
      desktopConfig,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await page.close();
  }
}

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: lhr.categories.performance.score ?? 0,
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    bytes: audit('total-byte-weight'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    finalUrl: lhr.finalDisplayedUrl,
    runtimeError: lhr.runtimeError?.message,
  };
}

/** @returns {Promise<import('./lib.mjs').BenchRow[]>} */
export async function bench() {
  const { chromiumPath, chromiumArgs } = await chromiumConfig();
  const server = await startConsoleServer();
  let chrome;
  let browser;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      // chromiumArgs: the shared list, --host-resolver-rules included (checked by chromiumConfig()).
      chromeFlags: ['--headless=new', ...chromiumArgs],
      logLevel: 'silent',
    });
    browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    const reportDir = process.env.LH_REPORT_DIR;
    if (reportDir) fs.mkdirSync(reportDir, { recursive: true });
    let session = await server.signIn();
    const rows = [];
    const indexes = [];
    let retries = 0;
    for (const p of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        // Access tokens live 15 minutes: sign in afresh well before that.
        if (Date.now() - session.at > 5 * 60_000) session = await server.signIn();
        const lhr = await runOnce(
          browser,
          server.url,
          server.url + p.path,
          p.signedIn ? sessionStorageEntries(session) : null,
        );
        const f = figures(lhr);
        // A run Lighthouse itself gives up on (NO_NAVSTART, NO_FCP… on a loaded machine) is run again, twice
        // at most in the whole bench.
        if (f.runtimeError && retries < MAX_RETRIES) {
          retries++;
          console.error(`Lighthouse on ${p.path}: ${f.runtimeError} (running it again)`);
          i--;
          continue;
        }
        if (f.runtimeError) throw new Error(`Lighthouse on ${p.path}: ${f.runtimeError}`);
        // A signed-in page that ends on /login measured the wrong page.
        if (new URL(f.finalUrl).pathname !== p.path)
          throw new Error(`Lighthouse on ${p.path} ended on ${f.finalUrl}`);
        if (reportDir)
          fs.writeFileSync(
            path.join(reportDir, `${p.path.replaceAll('/', '_')}-${i + 1}.json`),
            JSON.stringify(lhr),
          );
        runs.push(f);
        indexes.push(f.benchmarkIndex);
      }
      const m = (key) => median(runs.map((r) => r[key]));
      const spread = (key, digits = 0) => `runs ${runs.map((r) => r[key].toFixed(digits)).join(', ')}`;
      const what = `Lighthouse ${p.label}`;
      rows.push(
        {
          name: `${what} performance (median of ${RUNS})`,
          value: m('score'),
          unit: 'score',
          budget: BUDGETS.performance,
          better: 'higher',
          info: `${spread('score', 2)}; ${(m('bytes') / 1024).toFixed(0)} KiB transferred`,
        },
        { name: `${what} CLS`, value: m('cls'), unit: '', budget: BUDGETS.cls, info: spread('cls', 3) },
        { name: `${what} TBT`, value: m('tbt'), unit: 'ms', budget: BUDGETS.tbtMs, info: spread('tbt') },
        { name: `${what} LCP`, value: m('lcp'), unit: 'ms', budget: Infinity, info: spread('lcp') },
      );
    }
    rows.push({
      name: 'Lighthouse benchmarkIndex (median)',
      value: median(indexes),
      unit: '',
      budget: Infinity,
      info: `min ${Math.min(...indexes).toFixed(0)}, max ${Math.max(...indexes).toFixed(0)}; ${retries} runs repeated`,
    });
    return rows;
  } finally {
    await browser?.disconnect().catch(() => {});
    chrome?.kill();
    await server.close();
  }
}
