// First-start demo data: a tenant, its users, a few CDN sites and the audit history they would have left.
// Runs only on an empty database.
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from './db/index.js';
import { tenantLinks } from './db/scoped.js';
import { hashPassword, randomPassword } from './auth/passwords.js';
import { cdnUrlFor } from './main/cdn/sites.js';
import { seedSiteRules } from './main/cdn/seed-rules.js';
import { seedTraffic } from './main/cdn/seed-traffic.js';
import { seedCertificates } from './main/cdn/ssl-seed.js';
import { seedPurges } from './main/cdn/purge-seed.js';
import { seedIdentityProviders } from './idp/seed.js';
import { seedIamCore } from './main/iam/core.js';
import { seedPeople } from './main/iam/people-seed.js';
import { seedAuditHistory } from './main/audit/seed.js';
import { seedDestinations } from './log-export/seed.js';

export interface SeedUser {
  username: string;
  password?: string;
}

export interface SeedOptions {
  admin: SeedUser;
  member: SeedUser;
  operator: SeedUser;
  edgeDefaults: Record<string, unknown>;
}

export interface DemoCredential {
  role: 'operator' | 'administrator' | 'customer';
  label: string;
  username: string;
  password: string;
}

export interface SeedResult {
  tenantId: string;
  projectId: string;
  resourceGroupId: string;
  secondResourceGroupId: string;
  credentials: DemoCredential[];
}

export const DEMO_TENANT = 'Demo Telecom Tenant';

export async function isEmpty(q: Queryable): Promise<boolean> {
  const { rows } = await q.query<{ n: number }>('SELECT (SELECT count(*) FROM users)::int AS n');
  return (rows[0]?.n ?? 0) === 0;
}

/**
 * Creates a tenant with a default project and resource group; returns their ids. A tenant is verified (holds
 * its slug) at once unless `pending`: a self-registration, verified when its registrant confirms their address.
 */
export async function createTenant(
  tx: Queryable,
  name: string,
  enabledServices: string[] = ['cdn'],
  options: { pending?: boolean } = {},
): Promise<{ tenantId: string; projectId: string; resourceGroupId: string }> {
  const tenantId = randomUUID();
  const projectId = randomUUID();
  const resourceGroupId = randomUUID();
  await tx.query(
    `INSERT INTO tenants (id, name, enabled_services, verified_at)
     VALUES ($1, $2, $3, CASE WHEN $4::boolean THEN NULL ELSE now() END)`,
    [tenantId, name, enabledServices, options.pending === true],
  );
  await tx.query('INSERT INTO projects (id, tenant_id, name, is_default) VALUES ($1, $2, $3, true)', [
    projectId,
    tenantId,
    'Default project',
  ]);
  await tx.query(
    'INSERT INTO resource_groups (id, tenant_id, project_id, name, is_default) VALUES ($1, $2, $3, $4, true)',
    [resourceGroupId, tenantId, projectId, 'Default'],
  );
  return { tenantId, projectId, resourceGroupId };
}

export async function createUser(
  tx: Queryable,
  user: {
    tenantId: string | null;
    username: string;
    password: string;
    role: DemoCredential['role'];
    email: string;
    fullName: string;
  },
): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `INSERT INTO users (id, tenant_id, username, password_hash, role, email, full_name, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'active')`,
    [
      id,
      user.tenantId,
      user.username,
      await hashPassword(user.password),
      user.role,
      user.email,
      user.fullName,
    ],
  );
  return id;
}

export async function grant(
  tx: Queryable,
  g: { tenantId: string; userId: string; projectId: string; permissions: string[] },
): Promise<void> {
  await tenantLinks(tx, 'permission_grants', g.tenantId).insert(
    g.permissions.map((p) => {
      const [resource, action] = p.split(':');
      return { id: randomUUID(), user_id: g.userId, project_id: g.projectId, resource, action };
    }),
    { ignoreConflicts: true },
  );
}

interface DemoSite {
  name: string;
  origin: string;
  status: 'active' | 'pending' | 'disabled' | 'error';
  vod?: boolean;
  tokenSecurity?: boolean;
  edge?: Record<string, unknown>;
  group: 'default' | 'second';
  daysAgo: number;
}

const DEMO_SITES: DemoSite[] = [
  {
    name: 'Corporate Website',
    origin: 'https://www.example.com',
    status: 'active',
    group: 'default',
    daysAgo: 42,
    edge: {
      http2: 'active',
      always_use_https: 'active',
      tls13: 'active',
      brotli_compression: 'active',
      browser_cache_ttl: 14400,
    },
  },
  {
    name: 'Video on Demand',
    origin: 'https://media.example.net',
    status: 'active',
    vod: true,
    tokenSecurity: true,
    group: 'default',
    daysAgo: 30,
    edge: { caching_level: 'aggressive', http2: 'active', browser_cache_ttl: 86400 },
  },
  {
    name: 'Static Assets',
    origin: 'https://static.example.org:8443/assets',
    status: 'active',
    group: 'default',
    daysAgo: 21,
    edge: { gzip_level: 6, auto_minify: ['css', 'js'], http3: 'active', polish: 'active' },
  },
  {
    name: 'Legacy Shop',
    origin: 'http://shop.example.com',
    status: 'disabled',
    group: 'default',
    daysAgo: 90,
  },
  {
    name: 'Staging Portal',
    origin: 'https://staging.example.com',
    status: 'pending',
    group: 'second',
    daysAgo: 1,
  },
];

export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedResult> {
  const credentials: DemoCredential[] = [
    { role: 'operator', label: 'platform operator', ...withPassword(options.operator) },
    { role: 'administrator', label: 'tenant administrator', ...withPassword(options.admin) },
    { role: 'customer', label: 'tenant member, cdn:read only', ...withPassword(options.member) },
  ];
  return db.transaction(async (tx) => {
    const t = await createTenant(tx, DEMO_TENANT, ['cdn']);
    const secondResourceGroupId = randomUUID();
    await tx.query('INSERT INTO resource_groups (id, tenant_id, project_id, name) VALUES ($1, $2, $3, $4)', [
      secondResourceGroupId,
      t.tenantId,
      t.projectId,
      'Staging',
    ]);
    const ids: Record<string, string> = {};
    for (const c of credentials) {
      ids[c.role] = await createUser(tx, {
        tenantId: c.role === 'operator' ? null : t.tenantId,
        username: c.username,
        password: c.password,
        role: c.role,
        email: `${c.username}@demo-telecom.example`,
        fullName: {
          operator: 'Platform Operator',
          administrator: 'Demo Administrator',
          customer: 'Demo Member',
        }[c.role],
      });
    }
    await grant(tx, {
      tenantId: t.tenantId,
      userId: ids.customer as string,
      projectId: t.projectId,
      permissions: ['cdn:read'],
    });
    await seedIdentityProviders(tx, { tenantId: t.tenantId });

    await seedIamCore(tx, {
      ...t,
      groupMemberIds: [ids.administrator as string],
      requestedBy: options.admin.username,
    });
    credentials.push(
      ...(await seedPeople(tx, {
        tenantId: t.tenantId,
        projectId: t.projectId,
        invitedBy: ids.administrator as string,
      })),
    );
    for (const s of DEMO_SITES) {
      const id = randomUUID();
      const created = new Date(Date.now() - s.daysAgo * 86_400_000);
      await tx.query(
        `INSERT INTO cdn_sites (id, tenant_id, project_id, resource_group_id, name, cdn_url, origin_server_url, status,
           activate_at, token_security, vod, edge_settings, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, $13)`,
        [
          id,
          t.tenantId,
          t.projectId,
          s.group === 'default' ? t.resourceGroupId : secondResourceGroupId,
          s.name,
          cdnUrlFor(s.name, id),
          s.origin,
          s.status,
          s.status === 'pending' ? new Date(Date.now() + 60_000) : null,
          s.tokenSecurity ?? false,
          s.vod ?? false,
          JSON.stringify({ ...options.edgeDefaults, ...s.edge }),
          created,
        ],
      );
    }
    await seedCertificates(tx, { tenantId: t.tenantId, now: new Date() });
    await seedPurges(tx, { tenantId: t.tenantId, requestedBy: options.admin.username, now: new Date() });
    await seedSiteRules(tx, t.tenantId);
    await seedDestinations(tx, t);
    // After the rules: a site's multi-CDN set-up splits its traffic.
    await seedTraffic(tx, { tenantId: t.tenantId, now: new Date() });
    // Last: the trail the objects above would have left (it reads them back).
    await seedAuditHistory(tx, { ...t, secondResourceGroupId, now: new Date() });
    return { ...t, secondResourceGroupId, credentials };
  });
}

function withPassword(u: SeedUser): { username: string; password: string } {
  return { username: u.username, password: u.password ?? randomPassword() };
}
