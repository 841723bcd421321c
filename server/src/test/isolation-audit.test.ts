// The audit trail as an isolation concern: who reads which entries (iam:read all of the tenant, an area's
// readers that area in their project, everyone their own actions, no one another tenant's), login-as entries
// and an operator's short token naming both identities in the tenant acted in only, secrets redacted from
// before/after snapshots, and entries that no statement can change or delete.
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, listOperations, loadSpec } from '../openapi.js';
import { REDACTED, redact, writeAudit } from '../plugins/audit.js';
import { bearer, login } from './helpers.js';
import { createWorld } from './support/world.js';
import type { World } from './support/world.js';

interface Entry {
  id: string;
  occurred_at: string;
  actor: {
    id: string | null;
    username: string | null;
    login_type: string | null;
    operator: { id: string; username: string | null } | null;
  };
  resource_type: string;
  resource_id: string | null;
  action: string;
  result: string;
  project_id: string | null;
  details: Record<string, unknown>;
}

let world: World;
const MISSING_SITE = '00000000-0000-4000-8000-00000000a0d1';

async function entries(headers: Record<string, string>, query = ''): Promise<Entry[]> {
  const res = await world.ctx.app.inject({
    method: 'GET',
    url: `/api/main/audit_logs?per_page=100${query}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Entry[] }>().data;
}

beforeAll(async () => {
  world = await createWorld();
  const { app } = world.ctx;
  const c = world.callers;
  // A cdn write (refused: no such site) and an iam write by tenant A's administrator, a write by each member.
  await app.inject({
    method: 'DELETE',
    url: `/api/main/cdn/sites/${MISSING_SITE}`,
    headers: c.adminA.headers,
  });
  await app.inject({
    method: 'POST',
    url: '/api/main/tenant/group',
    headers: c.adminA.headers,
    payload: { name: 'Auditors', description: 'audit test' },
  });
  await app.inject({
    method: 'DELETE',
    url: `/api/main/cdn/sites/${MISSING_SITE}`,
    headers: c.bareMember.headers,
  });
  await app.inject({
    method: 'DELETE',
    url: `/api/main/cdn/sites/${MISSING_SITE}`,
    headers: c.foreignAdmin.headers,
  });
}, 120_000);
afterAll(() => world?.close());

describe('audit read API', () => {
  it('shows iam:read the whole trail of its tenant, newest first, and nothing of another tenant', async () => {
    const all = await entries(world.callers.adminA.headers);
    const times = all.map((e) => e.occurred_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.some((e) => e.resource_type === 'cdn_site' && e.resource_id === MISSING_SITE)).toBe(true);
    expect(all.some((e) => e.actor.id === world.callers.bareMember.userId)).toBe(true);
    expect(all.some((e) => e.actor.id === world.callers.foreignAdmin.userId)).toBe(false);

    const foreign = await entries(world.callers.foreignAdmin.headers);
    expect(foreign.length).toBeGreaterThan(0);
    expect(
      foreign.every((e) => e.actor.id === world.callers.foreignAdmin.userId || e.actor.id === null),
    ).toBe(true);
    const one = await world.ctx.app.inject({
      method: 'GET',
      url: `/api/main/audit_logs/${all[0]!.id}`,
      headers: world.callers.foreignAdmin.headers,
    });
    expect(one.statusCode).toBe(404);
  });

  it("shows an area's readers that area in their project, and everyone their own actions", async () => {
    const seeded = await login(
      world.ctx.app,
      world.ctx.passwords.member.username,
      world.ctx.passwords.member.password,
    );
    const cdnReader = await entries(bearer(seeded));
    // The seeded member holds cdn:read: the cdn entries (of anyone), not the iam ones (except its own).
    expect(
      cdnReader.some((e) => e.resource_type === 'cdn_site' && e.actor.id === world.callers.adminA.userId),
    ).toBe(true);
    expect(cdnReader.some((e) => e.action === 'createGroup')).toBe(false);

    const bare = await entries(world.callers.bareMember.headers);
    expect(bare.length).toBeGreaterThan(0);
    expect(bare.every((e) => e.actor.id === world.callers.bareMember.userId)).toBe(true);
    const adminEntry = (await entries(world.callers.adminA.headers)).find(
      (e) => e.actor.id === world.callers.adminA.userId,
    );
    const hidden = await world.ctx.app.inject({
      method: 'GET',
      url: `/api/main/audit_logs/${adminEntry!.id}`,
      headers: world.callers.bareMember.headers,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('filters by resource, actor, action, result and time, and pages', async () => {
    const h = world.callers.adminA.headers;
    // A refused delete names its target whether the handler saw it (the administrator's) or not (the
    // member's, denied before it): both are found by the resource id.
    const bySite = await entries(h, `&resource_id=${MISSING_SITE}`);
    expect(bySite.map((e) => e.actor.id).sort()).toEqual(
      [world.callers.adminA.userId, world.callers.bareMember.userId].sort(),
    );
    expect((await entries(h, `&resource_type=cdn_site&resource_id=${MISSING_SITE}`)).length).toBe(1);
    const byActor = await entries(h, `&actor_id=${world.callers.bareMember.userId}&result=denied`);
    expect(byActor.length).toBeGreaterThan(0);
    expect(
      byActor.every((e) => e.actor.id === world.callers.bareMember.userId && e.result === 'denied'),
    ).toBe(true);
    expect((await entries(h, '&action=createGroup')).every((e) => e.action === 'createGroup')).toBe(true);
    expect(await entries(h, '&from=2099-01-01T00:00:00Z')).toEqual([]);
    expect((await entries(h, '&to=2000-01-01T00:00:00Z')).length).toBe(0);
    const p1 = await world.ctx.app.inject({
      method: 'GET',
      url: '/api/main/audit_logs?per_page=1&page=2',
      headers: h,
    });
    const body = p1.json<{ data: Entry[]; page_info: { page: string; total_count: number } }>();
    expect(body.data.length).toBe(1);
    expect(body.page_info.page).toBe('2');
    expect(body.page_info.total_count).toBeGreaterThan(2);
  });

  it('records a login-as session with both the acting user and the operator', async () => {
    const { app } = world.ctx;
    const res = await app.inject({
      method: 'GET',
      url: `/api/main/admin/tenant/${world.tenantA.id}/login_as?reason=ticket-42`,
      headers: world.callers.operator.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json<{ data: { token: { access_token: string } } }>().data.token.access_token;
    await app.inject({
      method: 'DELETE',
      url: `/api/main/cdn/sites/${MISSING_SITE}`,
      headers: bearer(token),
    });
    const [latest] = await entries(world.callers.adminA.headers, `&resource_id=${MISSING_SITE}`);
    expect(latest!.actor.login_type).toBe('login_as');
    expect(latest!.actor.operator?.id).toBe(world.callers.operator.userId);
    expect(latest!.details.operator).toMatchObject({ id: world.callers.operator.userId });
    const own = await entries(
      world.callers.adminA.headers,
      `&actor_id=${world.callers.adminA.userId}&resource_type=cdn_site`,
    );
    expect(own.find((e) => e.actor.login_type === 'password')?.actor.operator).toBeNull();
  });

  it("keeps an operator's short token for another tenant's person in that tenant, naming the operator on all of it", async () => {
    const { app, db } = world.ctx;
    const b = world.callers.foreignAdmin;
    const operatorId = world.callers.operator.userId;
    const { rows } = await db.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [
      b.userId,
    ]);
    const username = rows[0]?.username as string;
    // The operator acts in tenant A (the oldest), and issues a token for tenant B's administrator.
    const issued = await app.inject({
      method: 'POST',
      url: '/api/main/admin/short_tokens',
      headers: world.callers.operator.headers,
      payload: { username },
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/token-exchange',
      payload: { short_token: issued.json().data.short_token },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const write = await app.inject({
      method: 'POST',
      url: '/api/main/tenant/group',
      headers: bearer(signedIn.json().access_token),
      payload: { name: 'Made through a short token', description: 'audit test' },
    });
    expect(write.statusCode, write.body).toBe(201);

    // Tenant A's trail holds nothing of tenant B's person.
    const inA = JSON.stringify(await entries(world.callers.adminA.headers));
    expect(inA).not.toContain(b.userId);
    expect(inA).not.toContain(username);
    // Tenant B's trail holds the issuance by the operator, and the sign-in and the write naming the operator.
    const inB = await entries(b.headers);
    const issuance = inB.find((e) => e.resource_type === 'short_token' && e.action === 'create');
    expect(issuance?.actor).toMatchObject({ id: operatorId, operator: { id: operatorId } });
    expect(issuance?.details).toMatchObject({ user_id: b.userId, username });
    const written = inB.find((e) => e.resource_id === write.json().data.id);
    expect(written?.actor).toMatchObject({ id: b.userId, login_type: 'token', operator: { id: operatorId } });
    const signIn = inB.find((e) => e.resource_type === 'session' && e.actor.login_type === 'token');
    expect(signIn?.actor.operator?.id).toBe(operatorId);
  });

  it('redacts secrets from the before/after snapshots a handler hands over', async () => {
    const c = world.callers.adminA;
    const request = {
      id: `redaction-${Date.now()}`,
      principal: {
        userId: c.userId,
        username: 'admin',
        role: 'administrator',
        email: '',
        fullName: '',
        tenantId: world.tenantA.id,
        sessionId: '00000000-0000-4000-8000-000000000000',
      },
      scope: {
        tenantId: world.tenantA.id,
        projectId: world.tenantA.projectId,
        resourceGroupId: world.tenantA.resourceGroupId,
      },
      ip: '127.0.0.1',
      headers: {},
      routeOptions: { schema: { 'x-permission': 'iam:write' } },
      auditTarget: null,
      auditChange: {
        before: {
          name: 'idp',
          client_secret: 'shh',
          nested: { password: 'p', api_token: 't' },
          token_security: true,
        },
        after: { name: 'idp2', private_key: '-----BEGIN', keys: [{ secret_access_key: 'k' }] },
      },
      audited: false,
    } as unknown as FastifyRequest;
    await writeAudit(world.ctx.db, request, { resourceType: 'idp', resourceId: 'x1', action: 'updateIdp' });
    const [entry] = await entries(c.headers, '&resource_type=idp&resource_id=x1');
    expect(entry!.details.before).toEqual({
      name: 'idp',
      client_secret: REDACTED,
      nested: { password: REDACTED, api_token: REDACTED },
      token_security: true,
    });
    expect(entry!.details.after).toEqual({
      name: 'idp2',
      private_key: REDACTED,
      keys: [{ secret_access_key: REDACTED }],
    });
    expect(JSON.stringify(entry)).not.toMatch(/shh|BEGIN|"k"/);
    expect(redact({ refresh_token: 'abc', Password: 'x', other: 'y' })).toEqual({
      refresh_token: REDACTED,
      Password: REDACTED,
      other: 'y',
    });
  });

  it('keeps entries append-only: no operation and no statement changes or deletes one', async () => {
    for (const backend of BACKENDS) {
      for (const { method, path } of listOperations(loadSpec(backend))) {
        if (path.includes('audit')) expect(`${backend} ${method} ${path}`).toMatch(/ get /);
      }
    }
    const { db } = world.ctx;
    await expect(db.query(`UPDATE audit_log SET action = 'forged'`)).rejects.toThrow(/cannot be changed/);
    await expect(db.query('DELETE FROM audit_log')).rejects.toThrow(/cannot be changed/);
    // Only a retention purge that says so may remove entries.
    const purged = await db.transaction(async (tx) => {
      await tx.query(`SET LOCAL console.audit_purge = 'on'`);
      return (
        await tx.query(`DELETE FROM audit_log WHERE occurred_at < now() - interval '100 years' RETURNING id`)
      ).rows.length;
    });
    expect(purged).toBe(0);
  });
});
