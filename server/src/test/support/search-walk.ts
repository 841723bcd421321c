// The record-search part of the contract walk (tests/contract/responses.test.ts): searchConsole with hits of
// several kinds (a site, its page rule with the site as context, a resource group with its project), and its
// documented failures. `call` checks each answer against the contract.
import { expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import { bearer, login } from '../helpers.js';
import type { TestContext } from '../helpers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of many shapes, read loosely
type Answer = { status: number; body: any; headers: Record<string, unknown> };

export type SearchWalkCall = (
  backend: 'auth' | 'main',
  operationId: string,
  opts: InjectOptions & { url: string },
) => Promise<Answer>;

export async function walkSearch(call: SearchWalkCall, ctx: TestContext): Promise<void> {
  const admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
  const h = bearer(admin);
  const made = await ctx.app.inject({
    method: 'POST',
    url: '/api/main/cdn/sites',
    headers: h,
    payload: { name: 'walk-search', origin_server_url: 'https://origin.walk.test' },
  });
  const siteId = made.json().data.id as string;
  await ctx.app.inject({
    method: 'POST',
    url: `/api/main/cdn/sites/${siteId}/page_rules`,
    headers: h,
    payload: { url_pattern: 'walk-search.example/*', actions: { always_use_https: 'active' } },
  });
  const search = (query: string, headers: Record<string, string> = h) =>
    call('main', 'searchConsole', { method: 'GET', url: `/api/main/search?${query}`, headers });

  const found = await search('q=walk-search');
  expect(found.status).toBe(200);
  expect(found.body.data.map((hit: { kind: string }) => hit.kind).sort()).toEqual(['page_rule', 'site']);
  expect((await search('q=Default&limit=5')).status).toBe(200);
  const one = await search('q=walk-search&kind=site&limit=1');
  expect(one.body.data).toHaveLength(1);
  expect(one.body.truncated).toBe(false);
  expect((await search('q=%20%20')).status).toBe(400);
  expect((await search('q=walk&kind=nothing')).status).toBe(400);
  expect((await search('q=walk&limit=500')).status).toBe(400);
  expect((await search('q=walk', {})).status).toBe(401);
  expect(
    (await search('q=walk', { ...h, 'x-resource-group-id': '00000000-0000-4000-8000-000000000000' })).status,
  ).toBe(404);
}
