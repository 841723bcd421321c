// SSL certificates against the real server (SPEC §2 /cert/ssl, /cert/ssl/add, /cert/ssl/{certificateId}): a
// certificate made for this run (openssl) is read in the browser before saving, uploaded as multipart, shown on
// its page and deleted; a certificate with a key that does not match it and an expired one are refused with the
// reason on the field and nothing saved; a free certificate is asked for a site's hostname.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, useSession } from './fixtures';

// Playwright runs from the repository root.
const fixtures = path.resolve('server/src/test/fixtures/ssl');
const fixture = (name: string) => readFileSync(path.join(fixtures, name), 'utf8');

/** A fresh self-signed RSA certificate and key (a fresh fingerprint: the server refuses a duplicate). */
function makeCertificate(host: string): { certificate: string; key: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-ssl-'));
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
        '120',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-subj',
        `/O=E2E Shop/CN=${host}`,
        '-addext',
        `subjectAltName=DNS:${host},DNS:www.${host}`,
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

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A text field by its label (a required one's accessible name ends with " *"). */
const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${escaped(label)}( \\*)?$`) });

async function confirmAdd(page: Page) {
  await page.getByRole('alertdialog').getByRole('button', { name: 'Add', exact: true }).click();
}

test('SSL: upload a custom certificate (previewed first), see it, delete it; bad ones are refused on their field', async ({
  page,
}) => {
  const id = Date.now().toString(36);
  const host = `e2e-${id}.example.com`;
  const name = `e2e-cert-${id}`;
  const { certificate, key } = makeCertificate(host);

  await useSession(page);
  await page.goto('/cert/ssl');
  await expect(page).toHaveURL(/\/cert\/ssl$/);
  await expect(page.getByRole('heading', { level: 1, name: 'SSL certificates' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'CDN' }).getByRole('link', { name: 'SSL certificates' }),
  ).toBeVisible();

  await page
    .getByRole('link', { name: 'Add certificate' })
    .or(page.getByRole('button', { name: 'Add certificate' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/cert\/ssl\/add$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add SSL certificate' })).toBeVisible();

  // A key that does not match: the server says so on the private key; nothing typed is lost.
  await field(page, 'Name').fill(`${name}-mismatch`);
  await field(page, 'Certificate (PEM)').fill(certificate);
  const preview = page.getByTestId('ssl-preview');
  await expect(preview).toContainText(`CN=${host}`);
  await expect(preview).toContainText(`www.${host}`);
  await expect(preview).toContainText('RSA 2048');
  await field(page, 'Private key (PEM)').fill(fixture('other.key'));
  await page.getByRole('button', { name: 'Upload certificate' }).click();
  await confirmAdd(page);
  await expect(page.getByText('does not match the certificate').first()).toBeVisible();
  await expect(page).toHaveURL(/\/cert\/ssl\/add$/);
  await expect(field(page, 'Certificate (PEM)')).toHaveValue(certificate);

  // An encrypted key is refused before anything is sent.
  await field(page, 'Private key (PEM)').fill(fixture('encrypted-pkcs8.key'));
  await page.getByRole('button', { name: 'Upload certificate' }).click();
  await expect(page.getByText('This key is protected by a passphrase', { exact: false })).toBeVisible();

  // An expired certificate: the preview warns, the server refuses it on the certificate field.
  await field(page, 'Certificate (PEM)').fill(fixture('expired.crt'));
  await expect(preview).toContainText('CN=old.example.com');
  await expect(page.getByText(/This certificate expired on/)).toBeVisible();
  await field(page, 'Private key (PEM)').fill(fixture('expired.key'));
  await page.getByRole('button', { name: 'Upload certificate' }).click();
  await confirmAdd(page);
  await expect(page.getByText(/has expired/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/cert\/ssl\/add$/);

  // The good one.
  await field(page, 'Name').fill(name);
  await field(page, 'Certificate (PEM)').fill(certificate);
  await field(page, 'Private key (PEM)').fill(key);
  await page.getByRole('button', { name: 'Upload certificate' }).click();
  await confirmAdd(page);
  await expect(page.getByText(`Certificate ${name} uploaded`)).toBeVisible();
  await expect(page).toHaveURL(/\/cert\/ssl\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(host, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`www.${host}`).first()).toBeVisible();
  await expect(page.getByText('No site or add-on domain serves this certificate.')).toBeVisible();
  const detailUrl = page.url();

  // The list shows it; the refused ones were not saved.
  await page.goto('/cert/ssl');
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: `${name}-mismatch` })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'old.example.com' })).toHaveCount(0);

  // Delete, after a confirmation.
  await page.goto(detailUrl);
  await page.getByRole('button', { name: 'Delete certificate' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm
    .getByRole('button', { name: /^Delete/ })
    .last()
    .click();
  await expect(page.getByText('Successfully deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/cert\/ssl$/);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('SSL: ask for a free certificate for a site hostname; a foreign hostname is refused on the field', async ({
  page,
}) => {
  await useSession(page);
  await page.goto('/cert/ssl/add?type=free');
  await expect(page.getByRole('heading', { level: 1, name: 'Add SSL certificate' })).toBeVisible();
  // A hostname of a site in the current resource group, read from the API as the console would.
  const host = await page.evaluate(async () => {
    const token = localStorage.getItem('accessToken');
    const answer = await fetch('/api/main/cdn/sites?per_page=50', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = (await answer.json()) as { data: { cdn_url: string; vod: boolean }[] };
    return body.data.find((site) => !site.vod)?.cdn_url ?? '';
  });
  expect(host).not.toBe('');

  const hostnames = field(page, 'Hostnames');
  await hostnames.fill('not-ours.example.org');
  await page.getByRole('button', { name: 'Request certificate' }).click();
  await confirmAdd(page);
  await expect(page.getByText(/not-ours\.example\.org is not a hostname of a site/).first()).toBeVisible();
  await expect(hostnames).toHaveValue('not-ours.example.org');

  // A wildcard switches validation to DNS TXT (HTTP cannot validate it).
  await hostnames.fill(`*.${host}`);
  await expect(page.getByRole('radio', { name: /^DNS TXT record/ })).toBeChecked();

  await hostnames.fill(host);
  await page.getByText('HTTP file', { exact: true }).click();
  await page.getByRole('button', { name: 'Request certificate' }).click();
  await confirmAdd(page);
  await expect(page.getByText(/requested: validation has started/)).toBeVisible();
  await expect(page).toHaveURL(/\/cert\/ssl\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Domain validation' })).toBeVisible();
  await expect(page.getByText('Pending validation').first()).toBeVisible();
});
