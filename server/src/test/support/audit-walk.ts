// The audit-log part of the contract walk (tests/contract/responses.test.ts): listAuditLogs and getAuditLog
// with their successes and documented failures. `call` checks each answer against the contract.
import { expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import { bearer, login } from '../helpers.js';
import type { TestContext } from '../helpers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of many shapes, read loosely
type Answer = { status: number; body: any; headers: Record<string, unknown> };

export type AuditWalkCall = (
  backend: 'auth' | 'main',
  operationId: string,
  opts: InjectOptions & { url: string },
) => Promise<Answer>;

export async function walkAudit(call: AuditWalkCall, ctx: TestContext): Promise<void> {
  const admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
  const h = bearer(admin);
  // Something to read: a refused write leaves an entry too.
  await ctx.app.inject({
    method: 'DELETE',
    url: '/api/main/cdn/sites/00000000-0000-4000-8000-000000000000',
    headers: h,
  });
  const list = (query: string, headers: Record<string, string> = h) =>
    call('main', 'listAuditLogs', { method: 'GET', url: `/api/main/audit_logs${query}`, headers });

  const page = await list('?per_page=5');
  expect(page.status).toBe(200);
  expect(page.body.data.length).toBeGreaterThan(0);
  expect((await list('?sort_direction=asc&result=failure&resource_type=cdn_site')).status).toBe(200);
  expect((await list('?from=2030-01-01T00:00:00Z&to=2020-01-01T00:00:00Z')).status).toBe(400);
  expect((await list('?per_page=1000')).status).toBe(400);
  expect((await list('', {})).status).toBe(401);

  const id = page.body.data[0].id as string;
  const one = (entry: string, headers: Record<string, string> = h) =>
    call('main', 'getAuditLog', { method: 'GET', url: `/api/main/audit_logs/${entry}`, headers });
  expect((await one(id)).status).toBe(200);
  expect((await one('99999999999999999999')).status).toBe(404);
  expect((await one('abc')).status).toBe(400);
  expect((await one(id, {})).status).toBe(401);
}
