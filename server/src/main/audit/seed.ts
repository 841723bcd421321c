// Demo audit history: the trail the seeded objects would have left had people made them through the API —
// sites created and edited, members invited and disabled, groups and their members, IAM users, a service
// account and its key, the Demo IdP configured, the operator logging in as the administrator and changing a
// site, and refused requests (a member without cdn:write, a stale If-Match). Written by writeAudit, the code
// the handlers use, with before/after snapshots as GET answers them (secrets redacted there). Deterministic:
// the same rows, request ids and offsets from the seed time on every fresh seed.
import type { FastifyRequest } from 'fastify';
import type { Principal, Role } from '../../context.js';
import type { Queryable } from '../../db/index.js';
import type { Scope } from '../../db/scoped.js';
import { scoped, scopedSql, tenantScoped } from '../../db/scoped.js';
import { toIdentityProvider } from '../../idp/admin.js';
import { TenantIdps } from '../../idp/repository.js';
import { DEMO_IDP_ID } from '../../idp/demo-settings.js';
import { writeAudit } from '../../plugins/audit.js';
import type { AuditEntry } from '../../plugins/audit.js';
import { siteTable, toSite } from '../cdn/sites.js';
import { firewallRules } from '../cdn/firewall-rules.js';
import { toPurge } from '../cdn/purge.js';
import { groups } from '../iam/groups.js';
import type { GroupRow } from '../iam/groups.js';
import { iamUserBody, iamUserTable } from '../iam/iam-users.js';
import { keysOf, toAccessKey } from '../iam/access-keys.js';
import { memberTable, toMember } from '../iam/members.js';
import { MEMBER_KINDS, tenantUsers } from '../iam/identity-rows.js';
import { publicUrlFromEnv } from '../../public-url.js';

export interface AuditSeedContext {
  tenantId: string;
  projectId: string;
  resourceGroupId: string;
  secondResourceGroupId: string;
  now: Date;
}

interface Person {
  id: string;
  username: string;
  role: Role;
  email: string;
  full_name: string;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
/** Request ids of seeded entries start with this (real ones are UUIDs). */
export const SEED_REQUEST_PREFIX = 'seed-';

/** What writeAudit reads of a request, for an entry of the past. */
function pastRequest(opts: {
  n: number;
  principal: Principal | null;
  scope: Scope | null;
  permission: string;
  ip: string;
}): FastifyRequest {
  return {
    id: `${SEED_REQUEST_PREFIX}${String(opts.n).padStart(4, '0')}`,
    principal: opts.principal,
    scope: opts.scope,
    ip: opts.ip,
    headers: { 'user-agent': BROWSER },
    routeOptions: { schema: { 'x-permission': opts.permission } },
    auditTarget: null,
    auditChange: null,
    audited: false,
  } as unknown as FastifyRequest;
}

async function person(q: Queryable, where: string, params: unknown[]): Promise<Person> {
  const { rows } = await q.query<Person>(
    `SELECT id, username, role, email, full_name FROM users WHERE ${where} LIMIT 1`,
    params,
  );
  if (!rows[0]) throw new Error(`audit seed: no user where ${where}`);
  return rows[0];
}

/** The first member of the tenant matching where (over alias u), through the people guard. */
async function member(q: Queryable, tenantId: string, where: string): Promise<Person> {
  const [row] = await tenantUsers<Person>(
    q,
    tenantId,
    MEMBER_KINDS,
    'u.id, u.username, u.role, u.email, u.full_name',
  ).find({
    where,
    limit: 1,
  });
  if (!row) throw new Error(`audit seed: no member where ${where}`);
  return row;
}

function principalOf(p: Person, tenantId: string, acting?: Person): Principal {
  return {
    userId: p.id,
    username: p.username,
    role: p.role,
    email: p.email,
    fullName: p.full_name,
    tenantId,
    // No session row exists for the past; the login type is given per entry.
    sessionId: '00000000-0000-4000-8000-000000000000',
    ...(acting ? { actingOperator: { userId: acting.id, username: acting.username } } : {}),
  };
}

/** The person (alias u of the people guard, $1 its tenant) holds a direct grant on the resource (a constant). */
const holdsOwn = (resource: 'cdn' | 'dns') =>
  scopedSql(
    { g: 'permission_grants' },
    (on) =>
      `EXISTS (SELECT 1 FROM permission_grants g WHERE ${on.g} AND g.user_id = u.id AND g.resource = '${resource}')`,
  );

export async function seedAuditHistory(q: Queryable, ctx: AuditSeedContext): Promise<number> {
  const { tenantId, now } = ctx;
  const scope: Scope = { tenantId, projectId: ctx.projectId, resourceGroupId: ctx.resourceGroupId };
  const stagingScope: Scope = { ...scope, resourceGroupId: ctx.secondResourceGroupId };
  const admin = await member(q, tenantId, `u.role = 'administrator'`);
  const customer = await member(
    q,
    tenantId,
    `u.role = 'customer' AND u.status = 'active'
     AND ${holdsOwn('cdn')} AND NOT ${holdsOwn('dns')}`,
  );
  // The platform's operator belongs to no tenant, so no tenant guard reaches them.
  const operator = await person(q, `tenant_id IS NULL AND role = 'operator'`, []);

  let n = 0;
  const entries: {
    at: Date;
    who: Principal;
    scope: Scope;
    permission: string;
    loginType: string;
    entry: AuditEntry;
  }[] = [];
  const add = (
    at: number,
    who: Principal,
    permission: string,
    entry: AuditEntry,
    options: { scope?: Scope; loginType?: string } = {},
  ) =>
    entries.push({
      at: new Date(now.getTime() - at),
      who,
      scope: options.scope ?? scope,
      permission,
      loginType: options.loginType ?? 'password',
      entry,
    });
  const asAdmin = principalOf(admin, tenantId);
  const asMember = principalOf(customer, tenantId);
  const asOperator = principalOf(admin, tenantId, operator);

  /**
   * What happened under the corporate site, each entry naming the site as its parent: its firewall rules added
   * a day after it, Always use HTTPS switched on, and its latest purge (the seeded one of an hour ago).
   */
  const addUnderSite = async (site: ReturnType<typeof toSite>, rg: Scope) => {
    const parent = { type: 'cdn_site', id: site.id };
    const under = { column: 'site_id', value: site.id };
    const rules = await scoped<Parameters<typeof firewallRules.toWire>[0]>(
      q,
      'cdn_firewall_rules',
      rg,
      firewallRules.columns,
      under,
    ).find({ orderBy: 'priority' });
    const siteAge = now.getTime() - new Date(site.created_at).getTime();
    for (const [i, row] of rules.entries()) {
      const at = siteAge - DAY - i * 10 * 60_000;
      const when = new Date(now.getTime() - at).toISOString();
      const rule = { ...firewallRules.toWire(row), hits_24h: 0, last_matched_at: null };
      add(
        at,
        asAdmin,
        'cdn:write',
        {
          resourceType: firewallRules.type,
          resourceId: row.id,
          action: 'createFirewallRule',
          statusCode: 201,
          details: { site_id: site.id },
          change: { after: { ...rule, created_at: when, updated_at: when } },
          parent,
        },
        { scope: rg },
      );
    }
    const edge = site.edge_settings as Record<string, unknown>;
    add(
      8 * DAY,
      asAdmin,
      'cdn:write',
      {
        resourceType: 'cdn_site',
        resourceId: site.id,
        action: 'updateSiteEdgeSetting',
        statusCode: 200,
        details: { changed: ['edge_settings'] },
        change: {
          before: { ...site, edge_settings: { ...edge, always_use_https: 'inactive' } },
          after: site,
        },
      },
      { scope: rg },
    );
    const [purge] = await scoped<Parameters<typeof toPurge>[0]>(
      q,
      'cdn_purge_requests',
      rg,
      `id, site_id, type, targets, 'completed' AS status, requested_by, created_at, complete_at AS completed_at,
       version`,
      under,
    ).find({ orderBy: 'created_at DESC', limit: 1 });
    if (purge) {
      add(
        now.getTime() - new Date(purge.created_at).getTime(),
        asAdmin,
        'cdn:write',
        {
          resourceType: 'cdn_site',
          resourceId: site.id,
          action: 'purge',
          statusCode: 202,
          details: { purge_id: purge.id, type: purge.type, targets: purge.targets, site_name: site.name },
          change: { after: toPurge(purge) },
        },
        { scope: rg },
      );
    }
  };

  // Sites: each created when it was; the corporate origin moved to HTTPS; a stale edit refused.
  for (const [rg, s] of [
    ...(await siteTable(q, scope).find({ orderBy: 'created_at' })).map((s) => [scope, s] as const),
    ...(await siteTable(q, stagingScope).find({ orderBy: 'created_at' })).map(
      (s) => [stagingScope, s] as const,
    ),
  ]) {
    const site = toSite(s);
    const created = now.getTime() - new Date(site.created_at).getTime();
    add(
      created,
      asAdmin,
      'cdn:write',
      {
        resourceType: 'cdn_site',
        resourceId: site.id,
        action: 'create',
        statusCode: 201,
        details: { name: site.name, vod: site.vod },
        change: { after: { ...site, status: 'pending', updated_at: site.created_at } },
      },
      { scope: rg },
    );
    if (site.name === 'Corporate Website') {
      const before = { ...site, origin_server_url: 'http://www.example.com' };
      add(12 * DAY, asAdmin, 'cdn:write', {
        resourceType: 'cdn_site',
        resourceId: site.id,
        action: 'update',
        statusCode: 200,
        details: { changed: ['origin_server_url'] },
        change: { before, after: site },
      });
      add(12 * DAY - 5 * 60_000, asAdmin, 'cdn:write', {
        resourceType: 'cdn_site',
        resourceId: site.id,
        action: 'update',
        result: 'failure',
        statusCode: 412,
      });
      await addUnderSite(site, rg);
      // The member holds cdn:read only: the delete is refused before any handler runs.
      add(5 * DAY, asMember, 'cdn:write', {
        resourceType: 'main/cdn/sites',
        resourceId: site.id,
        action: 'deleteSite',
        result: 'denied',
        statusCode: 403,
      });
    }
    if (site.name === 'Video on Demand') {
      // The operator, logged in as the administrator for a support ticket, turned on token security.
      add(
        3 * DAY - HOUR,
        asOperator,
        'cdn:write',
        {
          resourceType: 'cdn_site',
          resourceId: site.id,
          action: 'update',
          statusCode: 200,
          details: { changed: ['token_security'] },
          change: { before: { ...site, token_security: false }, after: site },
        },
        { loginType: 'login_as' },
      );
    }
  }

  // The operator's login-as session.
  add(
    3 * DAY,
    asOperator,
    'Auth:write',
    {
      resourceType: 'session',
      resourceId: null,
      action: 'login_as',
      statusCode: 200,
      details: {
        login_type: 'login_as',
        operator: { id: operator.id, username: operator.username },
        tenant: { id: tenantId },
        acting_as: { id: admin.id, username: admin.username },
        reason: 'SUP-1042: token security on the VOD site',
      },
    },
    { loginType: 'login_as' },
  );

  // Members: invitations (the invited one still pending), one disabled.
  for (const m of await memberTable(q, tenantId).find({ orderBy: 'u.created_at' })) {
    const wire = toMember(m);
    if (m.id === admin.id) continue;
    const created = now.getTime() - new Date(m.created_at).getTime();
    add(created, asAdmin, 'iam:write', {
      resourceType: 'member',
      resourceId: m.id,
      action: 'inviteMember',
      statusCode: 201,
      details: { username: m.username, email: m.email, role: m.role, group_ids: [] },
      change: { after: { ...wire, status: 'invited', joined_at: null } },
    });
    if (m.status === 'disabled') {
      add(15 * DAY, asAdmin, 'iam:write', {
        resourceType: 'member',
        resourceId: m.id,
        action: 'setMemberStatus',
        statusCode: 200,
        details: { changed: { status: { from: 'active', to: 'disabled' } }, sessions_ended: 1 },
        change: { before: { ...wire, status: 'active' }, after: wire },
      });
    }
  }

  // Groups, and the reporting IAM user joining the Auditors.
  const groupRows = await tenantScoped<GroupRow>(q, 'user_groups', tenantId, groups.columns).find({
    orderBy: 'created_at, name',
  });
  for (const g of groupRows) {
    const wire = groups.toWire(g);
    add(now.getTime() - new Date(wire.created_at).getTime(), asAdmin, 'iam:write', {
      resourceType: groups.type,
      resourceId: g.id,
      action: 'createGroup',
      statusCode: 201,
      change: { after: { ...wire, member_count: 0, project_count: 0 } },
    });
  }

  // IAM users, the service account and its key.
  for (const u of await iamUserTable(q, tenantId).find({ orderBy: 'u.created_at' })) {
    const wire = await iamUserBody(q, tenantId, u);
    const created = now.getTime() - new Date(u.created_at).getTime();
    if (u.type === 'service_account') {
      add(created, asAdmin, 'iam:write', {
        resourceType: 'iam_user',
        resourceId: u.id,
        action: 'createServiceAccount',
        statusCode: 201,
        details: { name: u.username, group_ids: [] },
        change: { after: wire },
      });
      for (const k of (await keysOf(q, u.id).page(1, 10)).rows) {
        add(created - 60_000, asAdmin, 'iam:write', {
          resourceType: 'access_key',
          resourceId: k.id,
          action: 'createIamUserAccessKey',
          statusCode: 201,
          details: { owner_id: u.id, description: k.description },
          change: { after: toAccessKey(k, new Date(now.getTime() - created)) },
        });
      }
      continue;
    }
    add(created, asAdmin, 'iam:write', {
      resourceType: 'iam_user',
      resourceId: u.id,
      action: 'createIamUser',
      statusCode: 201,
      details: { username: u.username, login_name: u.login_name, role: u.role, group_ids: [] },
      change: { after: { ...wire, status: 'active', groups: [] } },
    });
    for (const g of wire.groups) {
      const row = groupRows.find((r) => r.id === g.id);
      if (!row) continue;
      const after = groups.toWire(row);
      add(created - 10 * 60_000, asAdmin, 'iam:write', {
        resourceType: groups.type,
        resourceId: g.id,
        action: 'addGroupMembers',
        statusCode: 200,
        details: { added: [u.id] },
        change: { before: { ...after, member_count: after.member_count - 1 }, after },
      });
    }
    if (u.status === 'disabled') {
      add(20 * DAY, asAdmin, 'iam:write', {
        resourceType: 'iam_user',
        resourceId: u.id,
        action: 'setIamUserStatus',
        statusCode: 200,
        details: { changed: { status: { from: 'active', to: 'disabled' } }, sessions_ended: 0 },
        change: { before: { ...wire, status: 'active' }, after: wire },
      });
    }
  }

  // The Demo IdP: created, then configured.
  const idp = await new TenantIdps(q, tenantId).get(DEMO_IDP_ID);
  if (idp) {
    const created = now.getTime() - new Date(idp.created_at).getTime();
    const wire = toIdentityProvider(idp, publicUrlFromEnv());
    const blank = {
      ...wire,
      status: 'unconfigured',
      enabled: false,
      client_id: '',
      metadata_url: '',
      metadata: null,
    };
    add(created, asAdmin, 'iam:write', {
      resourceType: 'identity_provider',
      resourceId: idp.id,
      action: 'create',
      statusCode: 201,
      details: { name: idp.name, protocol: idp.protocol },
      change: { after: blank },
    });
    add(created - 15 * 60_000, asAdmin, 'iam:write', {
      resourceType: 'identity_provider',
      resourceId: idp.id,
      action: 'configure',
      statusCode: 200,
      details: { client_id: idp.client_id, metadata_url: idp.metadata_url, client_secret: 'kept' },
      change: { before: blank, after: wire },
    });
  }

  entries.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const e of entries) {
    n += 1;
    const request = pastRequest({
      n,
      principal: e.who,
      scope: e.scope,
      permission: e.permission,
      ip: e.who.actingOperator ? '198.51.100.7' : '203.0.113.24',
    });
    await writeAudit(q, request, { ...e.entry, occurredAt: e.at, loginType: e.loginType });
  }
  return n;
}
