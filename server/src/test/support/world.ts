// The people and places the security harnesses act with: tenant A (the seeded demo tenant, whose objects are
// the targets), tenant B with its own administrator, and in tenant A a member holding nothing, a member holding
// every permission but only in a second project, tenant A's administrator and the platform operator.
import { randomBytes, randomUUID } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import { AUDIENCE, ISSUER } from '../../auth/tokens.js';
import { ACTIONS, TENANT_RESOURCES } from '../../plugins/permissions.js';
import { createTenant, createUser, grant } from '../../seed.js';
import type { AppOptions } from '../../app.js';
import { bearer, createTestApp, login, randomSecret } from '../helpers.js';
import type { TestContext, Tokens } from '../helpers.js';

export type CallerName =
  | 'adminA'
  | 'operator'
  | 'foreignAdmin'
  | 'bareMember'
  | 'otherProjectMember'
  | 'otherGroupAdmin'
  | 'anonymous'
  | 'expired';

export interface Caller {
  name: CallerName;
  /** Request headers: the bearer token and the scope headers this caller acts with. */
  headers: Record<string, string>;
  userId: string | null;
  tenantId: string | null;
}

export interface World {
  ctx: TestContext;
  tenantA: { id: string; projectId: string; resourceGroupId: string; secondResourceGroupId: string };
  tenantB: { id: string; projectId: string; resourceGroupId: string };
  /** Tenant A's second project, where otherProjectMember holds everything. */
  secondProjectId: string;
  secondProjectGroupId: string;
  callers: Record<CallerName, Caller>;
  /** Users the harness signs in as: never targets of a write (disabling one would end the run). */
  callerUserIds: Set<string>;
  close: () => Promise<void>;
}

const ALL_TENANT_PERMISSIONS = TENANT_RESOURCES.flatMap((r) => ACTIONS.map((a) => `${r}:${a}`));

/** A well-signed access token for a live session that expired a minute ago. */
async function expiredToken(secret: string, live: Tokens): Promise<string> {
  const claims = decodeJwt(live.access_token);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: claims.sid, role: claims.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.sub))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now - 1000)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(secret));
}

/** The world's server; `options` adds to the test app's (e.g. a trusted proxy in front of it). */
export async function createWorld(options: Partial<AppOptions> = {}): Promise<World> {
  const jwtSecret = randomSecret();
  const ctx = await createTestApp('pglite', { ...options, jwtSecret });
  const { db, seed } = ctx;
  const pw = () => randomBytes(12).toString('base64url');
  const tag = randomBytes(3).toString('hex');
  const made = await db.transaction(async (tx) => {
    const b = await createTenant(tx, `Foreign Tenant ${tag}`, ['cdn']);
    const secondProjectId = randomUUID();
    const secondProjectGroupId = randomUUID();
    await tx.query('INSERT INTO projects (id, tenant_id, name) VALUES ($1, $2, $3)', [
      secondProjectId,
      seed.tenantId,
      `Second project ${tag}`,
    ]);
    await tx.query('INSERT INTO resource_groups (id, tenant_id, project_id, name) VALUES ($1, $2, $3, $4)', [
      secondProjectGroupId,
      seed.tenantId,
      secondProjectId,
      'Second project group',
    ]);
    const users = {
      foreignAdmin: {
        username: `b-admin-${tag}`,
        password: pw(),
        role: 'administrator' as const,
        tenantId: b.tenantId,
      },
      bareMember: {
        username: `a-bare-${tag}`,
        password: pw(),
        role: 'customer' as const,
        tenantId: seed.tenantId,
      },
      otherProjectMember: {
        username: `a-p2-${tag}`,
        password: pw(),
        role: 'customer' as const,
        tenantId: seed.tenantId,
      },
    };
    const ids: Record<string, string> = {};
    for (const [key, u] of Object.entries(users)) {
      ids[key] = await createUser(tx, { ...u, email: `${u.username}@example.test`, fullName: key });
    }
    await grant(tx, {
      tenantId: seed.tenantId,
      userId: ids.otherProjectMember as string,
      projectId: secondProjectId,
      permissions: ALL_TENANT_PERMISSIONS,
    });
    // Every write of the harnesses gets a fresh site of its own (a rule's delete must not lose its site to
    // deleteSite's twin): room for them beyond the demo tenant's default of 50.
    await tx.query(
      `INSERT INTO tenant_quotas (tenant_id, code, value) VALUES ($1, 'sites_per_account', 1000)
       ON CONFLICT (tenant_id, code) DO UPDATE SET value = EXCLUDED.value`,
      [seed.tenantId],
    );
    return { b, users, ids, secondProjectId, secondProjectGroupId };
  });

  const signIn = async (u: { username: string; password: string }) => login(ctx.app, u.username, u.password);
  const adminA = await signIn(ctx.passwords.admin);
  const operator = await signIn(ctx.passwords.operator);
  const foreignAdmin = await signIn(made.users.foreignAdmin);
  const bareMember = await signIn(made.users.bareMember);
  const otherProjectMember = await signIn(made.users.otherProjectMember);
  const userIdOf = (t: Tokens) => String(decodeJwt(t.access_token).sub);

  const callers: Record<CallerName, Caller> = {
    adminA: { name: 'adminA', headers: bearer(adminA), userId: userIdOf(adminA), tenantId: seed.tenantId },
    operator: { name: 'operator', headers: bearer(operator), userId: userIdOf(operator), tenantId: null },
    foreignAdmin: {
      name: 'foreignAdmin',
      headers: bearer(foreignAdmin),
      userId: made.ids.foreignAdmin as string,
      tenantId: made.b.tenantId,
    },
    bareMember: {
      name: 'bareMember',
      headers: bearer(bareMember),
      userId: made.ids.bareMember as string,
      tenantId: seed.tenantId,
    },
    otherProjectMember: {
      name: 'otherProjectMember',
      headers: bearer(otherProjectMember, { 'x-project-id': made.secondProjectId }),
      userId: made.ids.otherProjectMember as string,
      tenantId: seed.tenantId,
    },
    // Tenant A's administrator acting in the second resource group of the same project.
    otherGroupAdmin: {
      name: 'otherGroupAdmin',
      headers: bearer(adminA, { 'x-resource-group-id': seed.secondResourceGroupId }),
      userId: userIdOf(adminA),
      tenantId: seed.tenantId,
    },
    anonymous: { name: 'anonymous', headers: {}, userId: null, tenantId: null },
    expired: {
      name: 'expired',
      headers: bearer(await expiredToken(jwtSecret, adminA)),
      userId: null,
      tenantId: null,
    },
  };
  return {
    ctx,
    tenantA: {
      id: seed.tenantId,
      projectId: seed.projectId,
      resourceGroupId: seed.resourceGroupId,
      secondResourceGroupId: seed.secondResourceGroupId,
    },
    tenantB: { id: made.b.tenantId, projectId: made.b.projectId, resourceGroupId: made.b.resourceGroupId },
    secondProjectId: made.secondProjectId,
    secondProjectGroupId: made.secondProjectGroupId,
    callers,
    callerUserIds: new Set(
      [callers.adminA.userId, callers.operator.userId, ...Object.values(made.ids)].filter(
        (id): id is string => !!id,
      ),
    ),
    close: () => ctx.close(),
  };
}
