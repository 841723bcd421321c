// Multi-CDN health checks end to end: a CDN added in the console is checked by the server's background jobs
// (the e2e server lets them reach its loopback target, tests/fixtures/server.ts), and the list shows what the
// check found — the answer with its latency, failed ones too — read back from the real server.
import { publishRecords } from '../../server/src/test/support/dns-fixture';
import { test, expect } from './fixtures';
import { uniqueName } from './general-support';
import { apiData, choose, field, freshSite, openAs, submitAndConfirm } from './cdn-support';

interface Provider {
  id: string;
  name: string;
  health: string;
  last_check: { passed: boolean; status_code: number | null; latency_ms: number | null } | null;
}

/** A host name the e2e DNS server answers with 127.0.0.1, where the checks' target server listens. */
function loopbackName(prefix: string): string {
  const records = process.env.E2E_DNS_RECORDS;
  if (!records) throw new Error('E2E_DNS_RECORDS is not set: playwright.config.ts names the directory.');
  const host = `${uniqueName(prefix)}.probe.e2e.test`;
  publishRecords(records, host, { A: ['127.0.0.1'] });
  return host;
}

test('a CDN added in the console is checked, and the list shows the answers', async ({ page, request }) => {
  const site = await freshSite(request);
  const management = `/cdn/sites/${site.id}/edge/multi-cdn/management`;
  await openAs(page, management);

  const add = async (name: string, target: string, path: string) => {
    await page.getByRole('link', { name: 'Add CDN' }).first().click();
    await field(page, 'Name').fill(name);
    await choose(page, 'Vendor', 'Other');
    await field(page, 'CNAME target').fill(target);
    await field(page, 'Health check path').fill(path);
    await submitAndConfirm(page, 'Add CDN', 'Add');
    await expect(page).toHaveURL(new RegExp(`${management}$`));
  };
  const up = uniqueName('Up ');
  const failing = uniqueName('Failing ');
  await add(up, loopbackName('up-'), '/status/204');
  await add(failing, loopbackName('failing-'), '/status/503');

  const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  // Each round reloads the list and waits for its rows (however slow the machine), then looks for the checks.
  await expect(async () => {
    await page.reload();
    await expect(row(up)).toBeVisible();
    await expect(row(up)).toContainText(/Checked .*: 204 in \d+ ms/, { timeout: 1_000 });
    await expect(row(failing)).toContainText(/Checked .*: 503 in \d+ ms/, { timeout: 1_000 });
  }).toPass({ timeout: 40_000 });
  // One check is not yet two passes (healthy) or three failures (down) in a row.
  await expect(row(up)).toContainText('Unknown');

  const providers = await apiData<Provider[]>(request, site, `/cdn/sites/${site.id}/multi_cdn/cdns`);
  const byName = Object.fromEntries(providers.map((p) => [p.name, p]));
  expect(byName[up]?.last_check).toMatchObject({ passed: true, status_code: 204 });
  expect(byName[failing]?.last_check).toMatchObject({ passed: false, status_code: 503 });
});
