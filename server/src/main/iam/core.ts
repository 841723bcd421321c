// The IAM core of the main backend: groups, projects, resource groups, policies, the permission catalogue,
// quotas, the scope picker and service enabling. Registered with one spread line in main/index.ts.
import { randomUUID } from 'node:crypto';
import type { RouteHandlerMethod } from 'fastify';
import type { AppServices } from '../../context.js';
import type { Queryable } from '../../db/index.js';
import { crudHandlers } from '../../crud/index.js';
import { groupHandlers } from './groups.js';
import { permissionCatalogueHandlers } from './permissions.js';
import { policies } from './policies.js';
import { projectHandlers } from './projects.js';
import { quotaHandlers, seedQuotas } from './quotas.js';
import { resourceGroups } from './resource-groups.js';
import { serviceHandlers } from './services.js';

export function iamCoreHandlers(services: AppServices): Record<string, RouteHandlerMethod> {
  return {
    ...crudHandlers(services, policies),
    ...crudHandlers(services, resourceGroups),
    ...projectHandlers(services),
    ...groupHandlers(services),
    ...permissionCatalogueHandlers(services),
    ...quotaHandlers(services),
    ...serviceHandlers(services),
  };
}

export interface IamSeedContext {
  tenantId: string;
  projectId: string;
  /** Users who join the demo groups (the seeded administrator; the cdn:read-only member stays out). */
  groupMemberIds: string[];
  requestedBy: string;
}

const MANAGED_READ_ONLY = '0b7c1e00-0000-4000-8000-000000000002';

/** Demo IAM data: a second project with resource groups, custom policies, groups with grants, quotas. */
export async function seedIamCore(q: Queryable, ctx: IamSeedContext): Promise<void> {
  const { tenantId } = ctx;
  const secondProject = randomUUID();
  await q.query(
    `INSERT INTO projects (id, tenant_id, name, description, created_at, updated_at)
     VALUES ($1, $2, 'Production Network', 'Customer-facing edge and DNS for the production network.',
             now() - interval '20 days', now() - interval '20 days')`,
    [secondProject, tenantId],
  );
  for (const [name, description, isDefault] of [
    ['Default', '', true],
    ['Edge', 'CDN sites and WAF applications at the edge.', false],
    ['Origin', 'Origin-facing DNS zones and certificates.', false],
  ] as const) {
    await q.query(
      `INSERT INTO resource_groups (id, tenant_id, project_id, name, description, is_default)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [randomUUID(), tenantId, secondProject, name, description, isDefault],
    );
  }

  const dnsOperators = randomUUID();
  await q.query(
    `INSERT INTO iam_policies (id, tenant_id, name, description, type, permissions) VALUES
       ($1, $2, 'DNS Operators', 'Edit zones and records; read the CDN.', 'custom', ARRAY['dns:read','dns:write','cdn:read']),
       ($3, $2, 'Security Auditors', 'Read WAF, DDoS, scans and the audit trail.', 'custom',
        ARRAY['waf:read','ddos:read','va:read','sec:read','iam:read'])`,
    [dnsOperators, tenantId, randomUUID()],
  );

  const groups: { name: string; description: string; grants: [string, string[], string[]][] }[] = [
    {
      name: 'Network engineers',
      description: 'Run the CDN and DNS of both projects.',
      grants: [
        [ctx.projectId, ['cdn:read', 'cdn:write', 'dns:read', 'dns:write'], []],
        [secondProject, ['cdn:read', 'cdn:write'], [dnsOperators]],
      ],
    },
    {
      name: 'Auditors',
      description: 'Read-only access for the quarterly compliance review.',
      grants: [
        [ctx.projectId, [], [MANAGED_READ_ONLY]],
        [secondProject, [], [MANAGED_READ_ONLY]],
      ],
    },
    { name: 'On-call', description: 'Night and weekend escalation rota.', grants: [] },
  ];
  for (const g of groups) {
    const groupId = randomUUID();
    await q.query(`INSERT INTO user_groups (id, tenant_id, name, description) VALUES ($1, $2, $3, $4)`, [
      groupId,
      tenantId,
      g.name,
      g.description,
    ]);
    for (const userId of ctx.groupMemberIds) {
      await q.query(`INSERT INTO user_group_members (tenant_id, group_id, user_id) VALUES ($1, $2, $3)`, [
        tenantId,
        groupId,
        userId,
      ]);
    }
    for (const [projectId, permissions, policyIds] of g.grants) {
      for (const key of permissions) {
        const [resource, action] = key.split(':');
        await q.query(
          `INSERT INTO group_grants (id, tenant_id, group_id, project_id, resource, action) VALUES ($1, $2, $3, $4, $5, $6)`,
          [randomUUID(), tenantId, groupId, projectId, resource, action],
        );
      }
      for (const policyId of policyIds) {
        await q.query(
          `INSERT INTO policy_grants (id, tenant_id, group_id, project_id, policy_id) VALUES ($1, $2, $3, $4, $5)`,
          [randomUUID(), tenantId, groupId, projectId, policyId],
        );
      }
    }
  }
  await seedQuotas(q, tenantId, ctx.requestedBy);
}
