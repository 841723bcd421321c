// Policies: named permission sets granted per project to users and groups. Managed policies are the
// platform's (tenant_id NULL, read-only); custom ones are the tenant's. Served by the generic CRUD module.
import { conflict } from '../../errors.js';
import { defineCrud, iso } from '../../crud/index.js';
import { scopedSql } from '../../db/scoped.js';
import { normalise } from './permissions.js';

export interface PolicyRow {
  id: string;
  name: string;
  description: string;
  type: 'managed' | 'custom';
  permissions: string[];
  attachment_count: number;
  version: number;
  created_at: Date;
  updated_at: Date;
}

interface PolicyInput {
  name: string;
  description?: string;
  permissions: string[];
}

const toPolicy = (r: PolicyRow) => ({
  id: r.id,
  name: r.name,
  description: r.description,
  type: r.type,
  permissions: normalise(r.permissions),
  attachment_count: r.attachment_count,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

/**
 * Grants of the policy in the reader's tenant only: a managed policy is shared by every tenant, and the
 * others' grants of it are none of this tenant's business ($1 is the tenant of the guard's statement).
 */
const ATTACHMENTS = scopedSql(
  { pg: 'policy_grants' },
  (on) => `(SELECT count(*)::int FROM policy_grants pg WHERE ${on.pg} AND pg.policy_id = iam_policies.id)`,
);

const duplicate = (input: { name: string }) =>
  conflict(`A policy named "${input.name}" already exists.`, 'duplicate_name');

export const policies = defineCrud<PolicyRow, ReturnType<typeof toPolicy>, PolicyInput>({
  type: 'main/iam/policies',
  noun: 'policy',
  scope: 'tenant',
  table: 'iam_policies',
  sharedReads: true,
  columns: `id, name, description, type, permissions, version, created_at, updated_at,
    ${ATTACHMENTS} AS attachment_count`,
  storedSchema: { file: 'iam/policy.schema.json', def: 'Policy' },
  operations: {
    list: 'listPolicies',
    get: 'getPolicy',
    create: 'createPolicy',
    update: 'updatePolicy',
    delete: 'deletePolicy',
  },
  sortable: { name: 'lower(name)', type: 'type', attachment_count: ATTACHMENTS, created_at: 'created_at' },
  defaultSort: 'name',
  defaultDirection: 'asc',
  searchable: ['name', 'description'],
  filters: {
    type: (p) => `type = ${p}`,
    permission: (p) => `${p} = ANY(permissions)`,
  },
  toWire: toPolicy,
  create: async (input) => ({
    name: input.name,
    description: input.description ?? '',
    type: 'custom',
    permissions: normalise(input.permissions),
  }),
  update: async (input) => ({
    name: input.name,
    description: input.description ?? '',
    permissions: normalise(input.permissions),
  }),
  guardChange: (row) => {
    if (row.type === 'managed') throw conflict('Managed policies cannot be changed.', 'managed_policy');
  },
  beforeDelete: async (row) => {
    if (row.attachment_count > 0)
      throw conflict('This policy is still granted; remove it from members and groups first.', 'in_use');
  },
  duplicate,
});
