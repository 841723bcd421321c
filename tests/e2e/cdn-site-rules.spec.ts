// A site's rules and add-on domains against the real server: cache rules go through add → list → edit → delete
// (SPEC §2 cache/rules), rate-limiting rules are added and edited from the firewall page's rate-limiting tab
// (security/rate-limit-rules add and edit), and an add-on domain is added, edited and verified on the site's
// overview, which shows its hostname status and its certificate status apart. Each test works on its own fresh
// site; what the console did is read back from the server.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { bearer, uniqueName } from './general-support';
import { publishRecords } from '../../server/src/test/support/dns-fixture';
import { apiData, choose, field, freshSite, openAs, submitAndConfirm } from './cdn-support';

interface CacheRule {
  id: string;
  name: string;
  expression: string;
  cache: string;
  edge_ttl_mode: string;
  edge_ttl_seconds?: number;
}

interface RateLimitRule {
  id: string;
  name: string;
  expression: string;
  characteristics: string[];
  requests_per_period: number;
  period_seconds: number;
  action: string;
}

interface AddonDomain {
  id: string;
  domain: string;
  cname_target: string;
  validation_method: string;
  status: string;
  ssl_status: string;
  ssl_certificate_id: string | null;
}

/** Tick a checkbox of a group by its label (the label takes the pointer, as for a person). */
async function tick(page: Page, label: string) {
  const box = page.getByRole('checkbox', { name: label, exact: true });
  await page.getByRole('main').locator('label').filter({ has: box }).click();
  await expect(box).toBeChecked();
}

const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

test('cache rules: add, see in the list, edit, delete', async ({ page, request }) => {
  const site = await freshSite(request);
  const rules = `/cdn/sites/${site.id}/edge/cache/rules`;
  await openAs(page, rules);
  await expect(page.getByRole('heading', { level: 1, name: 'Cache rules' })).toBeVisible();
  await expect(page.getByText('No cache rules yet')).toBeVisible();

  await page.getByRole('link', { name: 'Add cache rule' }).first().click();
  await expect(page).toHaveURL(new RegExp(`${rules}/add$`));
  const name = uniqueName('Images ');
  await field(page, 'Name').fill(name);
  await field(page, 'Expression').fill('(http.request.uri.path.extension in {"jpg" "png"})');
  await choose(page, 'Cache', 'Eligible for cache');
  await choose(page, 'Edge TTL', 'Override origin');
  await field(page, 'Edge TTL (seconds)').fill('3600');
  await submitAndConfirm(page, 'Create cache rule', 'Add');
  await expect(page).toHaveURL(new RegExp(`${rules}$`));
  await expect(rowOf(page, name)).toContainText('Eligible for cache');

  const [created] = await apiData<CacheRule[]>(request, site, `/cdn/sites/${site.id}/caching_control/rules`);
  expect(created).toMatchObject({
    name,
    expression: '(http.request.uri.path.extension in {"jpg" "png"})',
    cache: 'eligible',
    edge_ttl_mode: 'override_origin',
    edge_ttl_seconds: 3600,
  });

  await rowOf(page, name).getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`${rules}/edit/${created!.id}$`));
  await expect(field(page, 'Name')).toHaveValue(name);
  await choose(page, 'Cache', 'Bypass cache');
  await submitAndConfirm(page, 'Save changes', 'Save changes');
  await expect(page).toHaveURL(new RegExp(`${rules}$`));
  await page.reload();
  await expect(rowOf(page, name)).toContainText('Bypass cache');
  const edited = await apiData<CacheRule>(
    request,
    site,
    `/cdn/sites/${site.id}/caching_control/rules/${created!.id}`,
  );
  expect(edited.cache).toBe('bypass');

  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: /delete/i }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /delete/i })
    .click();
  await expect(page.getByText('No cache rules yet')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No cache rules yet')).toBeVisible();
  expect(await apiData<CacheRule[]>(request, site, `/cdn/sites/${site.id}/caching_control/rules`)).toEqual(
    [],
  );
});

test('rate-limiting rules: add and edit from the firewall page’s rate-limiting tab', async ({
  page,
  request,
}) => {
  const site = await freshSite(request);
  const listed = `/cdn/sites/${site.id}/edge/firewall-rules?tab=rate-limiting`;
  await openAs(page, listed);
  await expect(page.getByRole('tab', { name: 'Rate-limiting rules' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('No rate-limiting rules yet')).toBeVisible();

  await page.getByRole('link', { name: 'Add rate-limiting rule' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/cdn/sites/${site.id}/edge/security/rate-limit-rules/add$`));
  const name = uniqueName('Login ');
  await field(page, 'Name').fill(name);
  await field(page, 'Expression').fill('(http.request.uri.path eq "/login")');
  await tick(page, 'IP address');
  await field(page, 'Requests').fill('20');
  await choose(page, 'Period', '1 minute');
  await choose(page, 'Action', 'Block');
  await submitAndConfirm(page, 'Create rate-limiting rule', 'Add');
  await expect(page).toHaveURL(new RegExp(`${listed.replace('?', '\\?')}$`));
  await expect(rowOf(page, name)).toContainText('Block');

  const [created] = await apiData<RateLimitRule[]>(request, site, `/cdn/sites/${site.id}/rate_limit_rules`);
  expect(created).toMatchObject({
    name,
    expression: '(http.request.uri.path eq "/login")',
    characteristics: ['ip'],
    requests_per_period: 20,
    period_seconds: 60,
    action: 'block',
  });

  await rowOf(page, name).getByRole('link', { name }).click();
  await expect(page).toHaveURL(
    new RegExp(`/cdn/sites/${site.id}/edge/security/rate-limit-rules/edit/${created!.id}$`),
  );
  await expect(field(page, 'Requests')).toHaveValue('20');
  await field(page, 'Requests').fill('50');
  await tick(page, 'Country');
  await choose(page, 'Action', 'Managed challenge');
  await submitAndConfirm(page, 'Save changes', 'Save changes');
  await expect(page).toHaveURL(new RegExp(`${listed.replace('?', '\\?')}$`));
  await page.reload();
  await expect(rowOf(page, name)).toContainText('Managed challenge');
  const edited = await apiData<RateLimitRule>(
    request,
    site,
    `/cdn/sites/${site.id}/rate_limit_rules/${created!.id}`,
  );
  expect(edited).toMatchObject({ requests_per_period: 50, action: 'managed_challenge' });
  expect([...edited.characteristics].sort()).toEqual(['country', 'ip']);
});

/** A fresh self-signed certificate and key naming `host` (a fresh fingerprint: duplicates are refused). */
function makeCertificate(host: string): { certificate: string; key: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-addon-ssl-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '90',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-subj',
        `/O=E2E Shop/CN=${host}`,
        '-addext',
        `subjectAltName=DNS:${host}`,
      ],
      { stdio: 'ignore' },
    );
    return {
      certificate: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
      key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('add-on domains: add, edit, verify; hostname and certificate statuses are shown apart', async ({
  page,
  request,
}) => {
  const site = await freshSite(request);
  // A custom certificate for the domain, uploaded through the API (the SSL screens have their own spec).
  const domain = `${uniqueName('shop')}.example.net`;
  const pem = makeCertificate(domain);
  const certificateName = uniqueName('addon-cert-');
  const upload = await request.post('/api/main/ssl/customssl', {
    headers: { ...bearer(site.token), 'Idempotency-Key': crypto.randomUUID() },
    multipart: { name: certificateName, certificate: pem.certificate, private_key: pem.key },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const certificateId = ((await upload.json()) as { data: { id: string } }).data.id;

  const overview = `/cdn/sites/${site.id}`;
  await openAs(page, overview);
  const domains = page.getByRole('table', { name: `Add-on domains of ${site.name}` });
  await expect(domains.getByText('No add-on domains yet')).toBeVisible();

  await page
    .getByRole('region', { name: 'Add-on domains' })
    .getByRole('link', { name: 'Add domain' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${overview}/edge/addon-domain/add$`));
  await field(page, 'Domain').fill(domain);
  await submitAndConfirm(page, 'Add domain', 'Add');
  await expect(page).toHaveURL(new RegExp(`${overview}$`));
  const row = domains.getByRole('row').filter({ has: page.getByRole('link', { name: domain }) });
  // A new hostname waits for its DNS record; without a certificate there is none to wait for.
  const hostnameCell = (r = row) => r.getByRole('cell').nth(1);
  await expect(row).toContainText('CNAME');
  await expect(hostnameCell()).toContainText('Pending');
  await expect(row.getByRole('cell').nth(2)).toContainText('None');

  const [created] = await apiData<AddonDomain[]>(request, site, `/addon_domain?site_id=${site.id}`);
  expect(created).toMatchObject({
    domain,
    validation_method: 'cname',
    status: 'pending',
    ssl_status: 'none',
  });

  // Edit: the certificate that covers the domain. The certificate waits for the hostname.
  await row.getByRole('link', { name: domain }).click();
  await expect(page).toHaveURL(new RegExp(`${overview}/edge/addon-domain/edit/${created!.id}$`));
  await expect(field(page, 'Domain')).toHaveValue(domain);
  // Picked by its name (the engine's reference widget), never typed as an id.
  await choose(page, 'SSL certificate', certificateName);
  await submitAndConfirm(page, 'Save changes', 'Save changes');
  await expect(page).toHaveURL(new RegExp(`${overview}$`));
  await page.reload();
  await expect(hostnameCell()).toContainText('Pending');
  await expect(row.getByRole('cell').nth(2)).toContainText('Pending');
  expect(
    await apiData<AddonDomain>(request, site, `/cdn/sites/${site.id}/addon_domain/${created!.id}`),
  ).toMatchObject({ ssl_certificate_id: certificateId, status: 'pending', ssl_status: 'pending' });

  // Verify: the hostname's owner points it at the site; the DNS check finds the record, and the hostname goes
  // live and its certificate with it.
  const records = process.env.E2E_DNS_RECORDS;
  if (!records) throw new Error('E2E_DNS_RECORDS is not set: playwright.config.ts names the directory.');
  publishRecords(records, domain, { CNAME: [created!.cname_target] });
  const verified = page.waitForResponse(
    (r) => r.url().endsWith(`/addon_domain/${created!.id}/verify`) && r.request().method() === 'POST',
  );
  await row.getByRole('button', { name: `Check now: ${domain}` }).click();
  expect((await verified).status()).toBe(200);
  await expect(page.getByText(`${domain}: Successfully verified`).first()).toBeVisible();
  await page.reload();
  await expect(hostnameCell()).toContainText('Active');
  await expect(row.getByRole('cell').nth(2)).toContainText('Active');
  expect(
    await apiData<AddonDomain>(request, site, `/cdn/sites/${site.id}/addon_domain/${created!.id}`),
  ).toMatchObject({ status: 'active', ssl_status: 'active' });
});
