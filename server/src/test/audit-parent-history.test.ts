// A parent's History includes what happened under it: every entry of a site's rules, one-per-site settings and
// add-on domains (and of a project's resource groups) names its parent when written, and
// GET /audit_logs?resource_type&resource_id&include_children=true lists the record's entries with those —
// deleted children included — through an index on the parent, under the same tenant and visibility rules as
// every other entry. Entries written before the parent columns existed get theirs from migration 017.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/index.js';
import { createUser, grant } from '../seed.js';
import { BACKENDS, bearer, errorBody, login } from './helpers.js';
import type { BackendKind } from './helpers.js';
import { databaseBefore } from './support/database-before.js';
import { createWorld } from './support/world.js';
import type { World } from './support/world.js';

interface Entry {
  id: string;
  resource_type: string;
  resource_id: string | null;
  action: string;
  result: string;
}

const SITES = '/api/main/cdn/sites';
let world: World;
let siteId: string;
let foreignSiteId: string;
/** A member holding cdn:read in tenant A's second project only. */
let otherProjectReader: Record<string, string>;

const send = async (
  headers: Record<string, string>,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => {
  const res = await world.ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json<{ data: { id: string } }>().data;
};

async function history(headers: Record<string, string>, id: string, children = true): Promise<Entry[]> {
  const res = await world.ctx.app.inject({
    method: 'GET',
    url: `/api/main/audit_logs?resource_type=cdn_site&resource_id=${id}&per_page=100${children ? '&include_children=true' : ''}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Entry[] }>().data;
}

beforeAll(async () => {
  world = await createWorld();
  const admin = world.callers.adminA.headers;
  siteId = (
    await send(admin, 'POST', SITES, { name: 'History Site', origin_server_url: 'https://o.example.com' })
  ).id;
  const rule = await send(admin, 'POST', `${SITES}/${siteId}/firewall_rules`, {
    description: 'Block admin',
    expression: 'http.request.uri.path contains "/admin"',
    action: 'block',
  });
  await send(admin, 'PUT', `${SITES}/${siteId}/firewall_rules/${rule.id}`, {
    description: 'Challenge admin',
    expression: 'http.request.uri.path contains "/admin"',
    action: 'managed_challenge',
  });
  const page = await send(admin, 'POST', `${SITES}/${siteId}/page_rules`, {
    url_pattern: 'example.com/images/*',
    actions: { cache_level: 'aggressive' },
  });
  await send(admin, 'DELETE', `${SITES}/${siteId}/page_rules/${page.id}`);
  await send(admin, 'PUT', `${SITES}/${siteId}/origin_setting`, {
    origin_servers: [{ origin_server_url: 'https://o.example.com' }],
  });
  await send(admin, 'PATCH', `${SITES}/${siteId}/edge_settings/always_use_https`, {
    always_use_https: 'active',
  });
  await send(admin, 'POST', `${SITES}/${siteId}/caching_control/purge`, { type: 'everything' });

  // Tenant B's own site with a rule of its own.
  const foreign = world.callers.foreignAdmin.headers;
  foreignSiteId = (
    await send(foreign, 'POST', SITES, { name: 'B Site', origin_server_url: 'https://b.example.com' })
  ).id;
  await send(foreign, 'POST', `${SITES}/${foreignSiteId}/firewall_rules`, {
    description: 'B rule',
    expression: 'http.request.uri.path contains "/b"',
    action: 'block',
  });

  const username = `p2-reader-${randomBytes(3).toString('hex')}`;
  const password = randomBytes(12).toString('base64url');
  await world.ctx.db.transaction(async (tx) => {
    const userId = await createUser(tx, {
      tenantId: world.tenantA.id,
      username,
      password,
      role: 'customer',
      email: `${username}@example.test`,
      fullName: username,
    });
    await grant(tx, {
      tenantId: world.tenantA.id,
      userId,
      projectId: world.secondProjectId,
      permissions: ['cdn:read'],
    });
  });
  otherProjectReader = bearer(await login(world.ctx.app, username, password), {
    'x-project-id': world.secondProjectId,
  });
}, 120_000);
afterAll(() => world?.close());

describe("a parent's history", () => {
  it("lists the site's own entries and those of everything under it, newest first, a deleted rule included", async () => {
    const all = await history(world.callers.adminA.headers, siteId);
    expect(all.map((e) => `${e.resource_type} ${e.action}`).reverse()).toEqual([
      'cdn_site create',
      'cdn_firewall_rule createFirewallRule',
      'cdn_firewall_rule updateFirewallRule',
      'cdn_page_rule createPageRule',
      'cdn_page_rule deletePageRule',
      'cdn_origin_setting updateOriginSetting',
      'cdn_site updateSiteEdgeSetting',
      'cdn_site purge',
    ]);
    // Without include_children: the site's own entries only.
    const own = await history(world.callers.adminA.headers, siteId, false);
    expect(own.map((e) => e.action).reverse()).toEqual(['create', 'updateSiteEdgeSetting', 'purge']);
  });

  it('records the parent on the entry itself, also on a refusal under the site', async () => {
    const admin = world.callers.adminA.headers;
    const stale = await world.ctx.app.inject({
      method: 'DELETE',
      url: `${SITES}/${siteId}/firewall_rules/${randomUUID()}`,
      headers: admin,
    });
    expect(stale.statusCode).toBe(404);
    const { rows } = await world.ctx.db.query<{ parent_type: string; parent_id: string; result: string }>(
      `SELECT parent_type, parent_id, result FROM audit_log
        WHERE tenant_id = $1 AND resource_type = 'cdn_firewall_rule' ORDER BY id`,
      [world.tenantA.id],
    );
    expect(rows.filter((r) => r.parent_id === siteId).map((r) => r.result)).toEqual([
      'success',
      'success',
      'failure',
    ]);
    expect(rows.every((r) => r.parent_type === 'cdn_site')).toBe(true);
  });

  it("never shows another tenant's entries, not even when asked with that tenant's site id", async () => {
    const foreign = world.callers.foreignAdmin.headers;
    expect(await history(foreign, siteId)).toEqual([]);
    expect(await history(world.callers.adminA.headers, foreignSiteId)).toEqual([]);
    const own = await history(foreign, foreignSiteId);
    expect(own.map((e) => e.action).reverse()).toEqual(['create', 'createFirewallRule']);
  });

  it('shows nothing of a site the caller may not read: a reader of another project, a member holding nothing', async () => {
    expect(await history(otherProjectReader, siteId)).toEqual([]);
    expect(await history(world.callers.bareMember.headers, siteId)).toEqual([]);
    // The seeded member reads cdn in the site's project: the children's entries too.
    const seeded = await login(
      world.ctx.app,
      world.ctx.passwords.member.username,
      world.ctx.passwords.member.password,
    );
    const all = await history(world.callers.adminA.headers, siteId);
    expect(await history(bearer(seeded), siteId)).toEqual(all);
  });

  it('answers 400 with the error envelope when include_children comes without the record', async () => {
    const res = await world.ctx.app.inject({
      method: 'GET',
      url: '/api/main/audit_logs?resource_type=cdn_site&include_children=true',
      headers: world.callers.adminA.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).errors?.[0]?.path).toBe('/query/include_children');
  });

  it("lists a project's resource groups on the project's history", async () => {
    const admin = world.callers.adminA.headers;
    const project = await send(admin, 'POST', '/api/main/tenant/project', {
      name: `History ${randomBytes(2).toString('hex')}`,
    });
    const group = await send(admin, 'POST', '/api/main/tenant/resource_group', {
      name: 'Staging',
      project_id: project.id,
    });
    await send(admin, 'DELETE', `/api/main/tenant/resource_group/${group.id}`);
    const res = await world.ctx.app.inject({
      method: 'GET',
      url: `/api/main/audit_logs?resource_type=main/tenant/project&resource_id=${project.id}&include_children=true`,
      headers: admin,
    });
    const actions = res.json<{ data: Entry[] }>().data.map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['createResourceGroup', 'deleteResourceGroup', 'createProject']),
    );
  });

  it('finds the children through the parent index, beside the index of the record itself', async () => {
    // The predicate the read API builds for include_children, on planner statistics of the trail.
    await world.ctx.db.query('ANALYZE audit_log');
    const plan = await world.ctx.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      const { rows } = await tx.query<Record<string, string>>(
        `EXPLAIN SELECT id FROM audit_log
          WHERE tenant_id = $1 AND ((resource_type = $2 AND resource_id = $3) OR (parent_type = $2 AND parent_id = $3))
          ORDER BY occurred_at DESC, id DESC LIMIT 10`,
        [world.tenantA.id, 'cdn_site', siteId],
      );
      return rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toMatch(/BitmapOr/);
    expect(plan).toMatch(/Bitmap Index Scan on audit_log_tenant_parent/);
  });
});

describe.each(BACKENDS)('migration 017 (%s)', (kind: BackendKind) => {
  it('gives entries written before it their parent from what they recorded, and keeps them append-only', async () => {
    const { db, close } = await databaseBefore(kind, 17);
    try {
      const site = randomUUID();
      const project = randomUUID();
      const insert = (type: string, id: string, action: string, details: object) =>
        db.query(
          `INSERT INTO audit_log (resource_type, resource_id, action, result, details)
           VALUES ($1, $2, $3, 'success', $4::jsonb)`,
          [type, id, action, JSON.stringify(details)],
        );
      await insert('cdn_page_rule', randomUUID(), 'createPageRule', { site_id: site, after: {} });
      await insert('cdn_origin_setting', site, 'updateOriginSetting', { before: {}, after: {} });
      await insert('cdn_firewall_rule', site, 'reorderFirewallRules', { before: {}, after: {} });
      await insert('main/tenant/resource_group', randomUUID(), 'deleteResourceGroup', {
        before: { project_id: project },
      });
      await insert('cdn_site', site, 'update', { before: {}, after: {} });
      await migrate(db);
      const { rows } = await db.query<{
        resource_type: string;
        parent_type: string | null;
        parent_id: string | null;
      }>('SELECT resource_type, parent_type, parent_id FROM audit_log ORDER BY id');
      expect(rows).toEqual([
        { resource_type: 'cdn_page_rule', parent_type: 'cdn_site', parent_id: site },
        { resource_type: 'cdn_origin_setting', parent_type: 'cdn_site', parent_id: site },
        { resource_type: 'cdn_firewall_rule', parent_type: 'cdn_site', parent_id: site },
        {
          resource_type: 'main/tenant/resource_group',
          parent_type: 'main/tenant/project',
          parent_id: project,
        },
        { resource_type: 'cdn_site', parent_type: null, parent_id: null },
      ]);
      await expect(db.query(`UPDATE audit_log SET parent_id = 'x'`)).rejects.toThrow(/cannot be changed/);
    } finally {
      await close();
    }
  });
});
