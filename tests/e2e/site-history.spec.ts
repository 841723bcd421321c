// A site's History against the real server: what was done to the site and to what lives under it (an edge
// setting, a firewall rule added, a page rule deleted, a purge) reads as one sentence each, with the changed
// values by their labels, and no operation id or field name shows.
import type { APIRequestContext } from '@playwright/test';
import { test, expect, admin, useSession } from './fixtures';
import { bearer, tokenOf, uniqueName } from './general-support';

async function write(
  request: APIRequestContext,
  token: string,
  method: 'post' | 'patch' | 'delete',
  url: string,
  data?: object,
): Promise<{ id: string; cdn_url?: string }> {
  const res = await request[method](`/api/main/cdn/sites${url}`, {
    headers: { ...bearer(token), 'Idempotency-Key': crypto.randomUUID() },
    ...(data ? { data } : {}),
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return ((await res.json()) as { data: { id: string; cdn_url?: string } }).data;
}

test("a site's History tells what happened to it and to its rules, in sentences", async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, admin);
  const name = uniqueName('e2e-history-');
  const site = await write(request, token, 'post', '', {
    name,
    origin_server_url: 'https://origin.example.com',
  });
  const under = `/${site.id}`;
  await write(request, token, 'patch', `${under}/edge_settings/always_use_https`, {
    always_use_https: 'active',
  });
  await write(request, token, 'post', `${under}/firewall_rules`, {
    description: 'Block admin',
    expression: 'http.request.uri.path contains "/admin"',
    action: 'block',
  });
  const rule = await write(request, token, 'post', `${under}/page_rules`, {
    url_pattern: 'example.com/old/*',
    actions: { cache_level: 'bypass' },
  });
  await write(request, token, 'delete', `${under}/page_rules/${rule.id}`);
  await write(request, token, 'post', `${under}/caching_control/purge`, {
    type: 'urls',
    targets: [`https://${site.cdn_url}/a.css`, `https://${site.cdn_url}/b.js`],
  });

  await useSession(page);
  await page.goto(`/cdn/sites/${site.id}?tab=history`);
  const table = page.getByRole('table', { name: 'Change history' });
  const who = admin.username;
  for (const sentence of [
    `${who} purged 2 URLs`,
    `${who} deleted page rule “example.com/old/*”`,
    `${who} added page rule “example.com/old/*”`,
    `${who} added firewall rule “Block admin”`,
    `${who} changed Always use HTTPS`,
    `${who} created site “${name}”`,
  ]) {
    await expect(table.getByText(sentence, { exact: true })).toBeVisible();
  }
  const edge = table.getByRole('list', { name: 'Changed fields' });
  await expect(edge.getByText('Edge settings › Always use HTTPS')).toBeVisible();
  await expect(edge.locator('del')).toHaveText('Off');
  await expect(edge.locator('ins')).toHaveText('On');
  await expect(table).not.toContainText(
    /updateSiteEdgeSetting|createFirewallRule|deletePageRule|always_use_https/,
  );
});
