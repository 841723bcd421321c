// A VOD site fed from an S3-compatible bucket (SPEC §2 /cdn/sites/add/{type}, research/api-shapes.md §4.1),
// against the real server: a bucket without its secret key is refused on that field and nothing is stored; then
// it is added, its page names the bucket (never the secret), an edit of the bucket keeps the stored secret, and
// the site is deleted. What the console did is read back from the API.
import type { Page } from '@playwright/test';
import { test, expect, admin } from './fixtures';
import { bearer, tokenOf, totalOf, uniqueName } from './general-support';
import { openAs, submitAndConfirm } from './cdn-support';

interface BucketSite {
  id: string;
  vod: boolean;
  origin_type: string;
  origin_server_url: string;
  s3_bucket_name?: string;
  s3_secret_key?: string;
}

/** The bucket fields of the form (or drawer) `scope`; the secret only when given. */
async function fillBucket(scope: ReturnType<Page['getByRole']>, bucket: string, secret?: string) {
  // The radio's label takes the pointer, as for a person.
  await scope
    .locator('label')
    .filter({ hasText: /^S3 bucket$/ })
    .click();
  await expect(scope.getByRole('radio', { name: 'S3 bucket' })).toBeChecked();
  await scope.getByRole('textbox', { name: /^S3 endpoint/ }).fill('s3.hn-1.cloud.cmctelecom.vn');
  await scope.getByRole('textbox', { name: /^S3 region/ }).fill('hn-1');
  await scope.getByRole('textbox', { name: /^Bucket name/ }).fill(bucket);
  await scope.getByRole('textbox', { name: /^Access key/ }).fill('AKIAE2EEXAMPLE');
  if (secret) await scope.getByLabel(/^Secret key/).fill(secret);
}

test('a VOD site on an S3 bucket: refused without its secret, added, shown, edited keeping the secret, deleted', async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, admin);
  const sitesBefore = await totalOf(request, token, '/cdn/sites');
  const name = uniqueName('e2e-bucket-');
  await openAs(page, '/cdn/sites/add/vod');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: /^Name/ }).fill(name);
  // The web server's URL is typed first, then the bucket is chosen instead: the URL is not sent.
  await main.getByRole('textbox', { name: /^Origin server URL/ }).fill('https://not-sent.example.com');
  await fillBucket(main, 'e2e-media');
  await expect(main.getByRole('textbox', { name: /^Origin server URL/ })).toHaveCount(0);

  await submitAndConfirm(page, 'Create site', 'Add');
  const secret = main.getByLabel(/^Secret key/);
  await expect(secret).toHaveAttribute('aria-invalid', 'true');
  await expect(secret).toHaveAccessibleDescription(/Enter the secret key/);
  expect(await totalOf(request, token, '/cdn/sites')).toBe(sitesBefore);

  await secret.fill('e2e-bucket-secret-1');
  await submitAndConfirm(page, 'Create site', 'Add');
  await expect(page.getByText('Successfully added')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const id = page.url().split('/').pop() ?? '';
  const origin = page.getByRole('region', { name: 'Origin' });
  await expect(origin.getByText('S3 bucket')).toBeVisible();
  await expect(origin.getByText('e2e-media', { exact: true })).toBeVisible();
  await expect(page.getByText('e2e-bucket-secret-1')).toHaveCount(0);

  const read = async () => {
    const res = await request.get(`/api/main/cdn/sites/${id}`, { headers: bearer(token) });
    expect(res.ok()).toBe(true);
    const text = await res.text();
    expect(text).not.toContain('e2e-bucket-secret-1');
    return (JSON.parse(text) as { data: BucketSite }).data;
  };
  expect(await read()).toMatchObject({
    vod: true,
    origin_type: 's3',
    s3_bucket_name: 'e2e-media',
    origin_server_url: 'https://e2e-media.s3.hn-1.cloud.cmctelecom.vn',
  });

  // Edit the bucket's name on the site's edit form (a page, as adding is); the secret field stays empty and
  // the stored secret is kept.
  await page.getByRole('button', { name: 'Edit site' }).click();
  await expect(page).toHaveURL(/\?mode=edit$/);
  const edit = page.getByRole('main');
  const bucketName = edit.getByRole('textbox', { name: /^Bucket name/ });
  await expect(bucketName).toHaveValue('e2e-media');
  await expect(edit.getByLabel(/^Secret key/)).toHaveValue('');
  await bucketName.fill('e2e-media-2');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Save changes', exact: true }).click();
  await expect(origin.getByText('e2e-media-2', { exact: true })).toBeVisible();
  expect(await read()).toMatchObject({
    origin_type: 's3',
    origin_server_url: 'https://e2e-media-2.s3.hn-1.cloud.cmctelecom.vn',
  });

  await page.getByRole('button', { name: 'Delete site' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await dialog.getByRole('textbox').fill(name);
  await dialog.getByRole('button', { name: 'Delete site' }).click();
  await expect(page.getByText('Successfully deleted')).toBeVisible();
  expect(await totalOf(request, token, '/cdn/sites')).toBe(sitesBefore);
});
