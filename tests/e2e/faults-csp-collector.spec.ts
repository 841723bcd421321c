// The CSP violation collector proves itself: the console's CSP names the collector, a violation
// provoked on purpose in the browser is posted and lands in CSP_REPORT_FILE, the Reporting API's format is
// accepted too, and checkCsp (the run's teardown check) fails on any report but the self-test's. The provoked
// violations name SELF_TEST_HOST, so they do not fail the run (csp-support.ts).
import fs from 'node:fs';
import { expect, test } from './fixtures';
import { checkCsp, collectedReports, SELF_TEST_HOST } from './csp-support';

const reportFile = () => {
  const file = process.env.CSP_REPORT_FILE;
  if (!file) throw new Error('CSP_REPORT_FILE is not set: playwright.config.ts names it');
  return file;
};

const collectedWith = (marker: string) =>
  collectedReports(reportFile()).filter((entry) => JSON.stringify(entry.report).includes(marker));

test('a CSP violation in the console is reported to the e2e server and collected', async ({
  page,
  pageProblems,
}) => {
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain('report-uri /csp-report');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  const marker = `probe-${Date.now()}`;
  await page.evaluate(
    ({ host, marker }) => {
      const img = document.createElement('img');
      img.alt = '';
      img.src = `https://${host}/${marker}.png`;
      document.body.append(img);
    },
    { host: SELF_TEST_HOST, marker },
  );
  await expect.poll(() => collectedWith(marker).length, { timeout: 10_000 }).toBe(1);
  const [entry] = collectedWith(marker);
  expect(entry!.content_type).toContain('application/csp-report');
  expect(entry!.report).toMatchObject({
    'csp-report': { 'blocked-uri': `https://${SELF_TEST_HOST}/${marker}.png` },
  });
  expect(JSON.stringify(entry!.report)).toMatch(/img-src/);

  // fixtures.ts's guard saw it too (the page's securitypolicyviolation event); it was provoked, so clear it.
  await expect.poll(() => pageProblems.some((p) => p.includes('CSP violation: img-src'))).toBe(true);
  expect(pageProblems.every((p) => /CSP violation|Content Security Policy/.test(p))).toBe(true);
  pageProblems.length = 0;
});

test('the collector accepts the Reporting API format (application/reports+json) too', async ({ request }) => {
  const marker = `reporting-api-${Date.now()}`;
  const res = await request.post('/csp-report', {
    headers: { 'content-type': 'application/reports+json' },
    data: JSON.stringify([
      {
        type: 'csp-violation',
        url: 'http://127.0.0.1/login',
        body: {
          documentURL: 'http://127.0.0.1/login',
          blockedURL: `https://${SELF_TEST_HOST}/${marker}`,
          effectiveDirective: 'img-src',
        },
      },
    ]),
  });
  expect(res.status()).toBe(204);
  await expect.poll(() => collectedWith(marker).length).toBe(1);
  expect(collectedWith(marker)[0]!.content_type).toContain('application/reports+json');
});

test('checkCsp fails the run on any report but the self-test’s, and when no collector ran', async () => {
  const file = test.info().outputPath('csp-reports.ndjson');
  const line = (report: unknown) => `${JSON.stringify({ received_at: '', content_type: '', report })}\n`;
  const selfTest = line({ 'csp-report': { 'blocked-uri': `https://${SELF_TEST_HOST}/x.png` } });
  const real = line({
    'csp-report': {
      'document-uri': 'http://127.0.0.1/home',
      'effective-directive': 'style-src-elem',
      'blocked-uri': 'inline',
    },
  });

  expect(() => checkCsp(file)).toThrow(/No CSP report collector ran/);
  fs.writeFileSync(file, '');
  expect(checkCsp(file)).toMatch(/no violation report \(0 self-test/);
  fs.writeFileSync(file, selfTest);
  expect(checkCsp(file)).toMatch(/no violation report \(1 self-test/);
  fs.writeFileSync(file, selfTest + real);
  expect(() => checkCsp(file)).toThrow(
    /1 violation report\(s\)[\s\S]*http:\/\/127\.0\.0\.1\/home: style-src-elem blocked inline/,
  );
});
