// A tenant's slug names one tenant: people type it on the sign-in page to find its identity providers. Nobody
// can register a tenant answering to another's slug (409 tenant_name_taken, and a unique index behind it),
// and a registration still waiting for its verification holds no name: the first registration verified keeps
// it, and one verified later is void.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrate, sqlState, UNIQUE_VIOLATION } from '../db/index.js';
import { DEMO_IDP_ID } from '../idp/demo-settings.js';
import { tenantSlug } from '../idp/tenant-slug.js';
import { DEMO_TENANT } from '../seed.js';
import { BACKENDS, countRows, createTestApp, errorBody, login } from './helpers.js';
import type { BackendKind, TestContext } from './helpers.js';
import { lastMail, linkOf, STRONG_PASSWORD } from './identity-support.js';
import { databaseBefore } from './support/database-before.js';

describe.each(BACKENDS)('tenant slugs (%s)', (kind: BackendKind) => {
  let ctx: TestContext;
  let now = Date.now();
  let counter = 0;

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock: () => new Date(now) });
  });
  afterAll(() => ctx.close());
  // Past every registration and mail limit of the test before.
  beforeEach(() => {
    now += 2 * 3600_000;
  });

  const registration = (tenant_name: string) => {
    counter += 1;
    const id = `${Date.now().toString(36)}${counter}`;
    return {
      tenant_name,
      username: `owner${id}`,
      email: `owner-${id}@example.com`,
      password: STRONG_PASSWORD,
      accept_terms: true,
    };
  };
  const register = (body: ReturnType<typeof registration>) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  const verify = async (email: string) => {
    const { token } = linkOf(await lastMail(ctx.app, email, 'verify_email'));
    return ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  };
  const providersOf = async (tenant: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/idps?tenant=${encodeURIComponent(tenant)}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: { id: string }[] }>().data.map((p) => p.id);
  };

  it("MUST refuse a registration named like an existing tenant's slug, and keep that tenant's sign-in", async () => {
    const slug = tenantSlug(DEMO_TENANT);
    expect(slug).toBe('demo-telecom-tenant');
    expect(await providersOf(slug)).toEqual([DEMO_IDP_ID]);
    const tenants = await countRows(ctx.db, 'tenants');
    const users = await countRows(ctx.db, 'users');
    const res = await register(registration(slug));
    expect(res.statusCode).toBe(409);
    expect(errorBody(res).code).toBe('tenant_name_taken');
    expect(await countRows(ctx.db, 'tenants')).toBe(tenants);
    expect(await countRows(ctx.db, 'users')).toBe(users);
    expect(await providersOf(slug)).toEqual([DEMO_IDP_ID]);
  });

  it('MUST hold slugs unique in the database itself, whatever writes the tenant', async () => {
    const err = await ctx.db
      .query("INSERT INTO tenants (id, name) VALUES (gen_random_uuid(), 'DEMO telecom -- Tenant!')")
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(sqlState(err)).toBe(UNIQUE_VIOLATION);
    expect(await providersOf('demo-telecom-tenant')).toEqual([DEMO_IDP_ID]);
  });

  it('MUST let a registration waiting for verification hold no name: the first one verified keeps it', async () => {
    const name = `acme-${Date.now().toString(36)}`;
    const squatter = registration(name);
    expect((await register(squatter)).statusCode).toBe(202);
    // Not verified: the name is still free for the one who verifies first.
    const owner = registration(name);
    expect((await register(owner)).statusCode).toBe(202);
    expect((await verify(owner.email)).statusCode).toBe(200);
    await login(ctx.app, owner.username, owner.password);
    expect(await countRows(ctx.db, 'tenants', 'slug = $1 AND verified_at IS NOT NULL', [name])).toBe(1);
    // Now it is taken, for new registrations and for the one that waited.
    const late = await register(registration(name));
    expect(late.statusCode).toBe(409);
    expect(errorBody(late).code).toBe('tenant_name_taken');
    const lost = await verify(squatter.email);
    expect(lost.statusCode).toBe(409);
    expect(errorBody(lost).code).toBe('tenant_name_taken');
    // That registration is void: its username is free again, and the owner's tenant is the one found.
    expect(await countRows(ctx.db, 'users', 'lower(username) = lower($1)', [squatter.username])).toBe(0);
    expect(await countRows(ctx.db, 'tenants', 'slug = $1', [name])).toBe(1);
    expect((await register({ ...registration(`${name}-2`), username: squatter.username })).statusCode).toBe(
      202,
    );
  });
});

describe.each(BACKENDS)('the tenant slug migration (%s)', (kind: BackendKind) => {
  it('MUST keep the oldest of verified tenants sharing a slug, and leave pending registrations holding none', async () => {
    const { db, close } = await databaseBefore(kind, 11);
    try {
      const tenant = async (name: string, createdAt: string, verifiedUser: boolean | null) => {
        const id = randomUUID();
        await db.query('INSERT INTO tenants (id, name, created_at) VALUES ($1, $2, $3)', [
          id,
          name,
          createdAt,
        ]);
        if (verifiedUser !== null)
          await db.query(
            `INSERT INTO users (id, tenant_id, username, password_hash, role, email, full_name, status,
               email_verified_at)
             VALUES ($1, $2, $3, 'x', 'administrator', '', '', 'active', $4)`,
            [randomUUID(), id, `u${id.slice(0, 8)}`, verifiedUser ? createdAt : null],
          );
        return id;
      };
      const first = await tenant('Acme Corp', '2024-01-01T00:00:00Z', true);
      const copy = await tenant('acme-corp', '2024-06-01T00:00:00Z', true);
      const pending = await tenant('pending-co', '2024-02-01T00:00:00Z', false);
      const empty = await tenant('Empty Tenant', '2024-03-01T00:00:00Z', null);
      await migrate(db);
      const { rows } = await db.query<{ id: string; slug: string; verified: boolean }>(
        'SELECT id, slug, verified_at IS NOT NULL AS verified FROM tenants',
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      expect(byId.get(first)).toMatchObject({ slug: 'acme-corp', verified: true });
      expect(byId.get(copy)).toMatchObject({ slug: 'acme-corp', verified: false });
      expect(byId.get(pending)).toMatchObject({ slug: 'pending-co', verified: false });
      expect(byId.get(empty)).toMatchObject({ slug: 'empty-tenant', verified: true });
      const err = await db
        .query("INSERT INTO tenants (id, name) VALUES ($1, 'ACME  corp')", [randomUUID()])
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(sqlState(err)).toBe(UNIQUE_VIOLATION);
    } finally {
      await close();
    }
  }, 120_000);
});
