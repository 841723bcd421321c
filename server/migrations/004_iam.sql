-- IAM core: project and resource-group details, user groups and their members, group grants, policies
-- (named permission sets granted per project to a user or a group), quota overrides and increase requests.
-- Tables here are tenant-wide (ARCHITECTURE §5); db/scoped.ts guards them with tenant_id.

ALTER TABLE projects ADD COLUMN description text NOT NULL DEFAULT '';
ALTER TABLE projects ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE projects ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

ALTER TABLE resource_groups ADD COLUMN description text NOT NULL DEFAULT '';
ALTER TABLE resource_groups ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE resource_groups ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

CREATE TABLE user_groups (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
  description text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, id)
);
CREATE UNIQUE INDEX user_groups_name_per_tenant ON user_groups (tenant_id, lower(name));

-- Who is in a group (members, IAM users and service accounts are all rows of users).
CREATE TABLE user_group_members (
  tenant_id uuid NOT NULL,
  group_id uuid NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, user_id),
  FOREIGN KEY (tenant_id, group_id) REFERENCES user_groups (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX user_group_members_user ON user_group_members (user_id);

-- A grant of <resource>:<action> to one group in one project (permission_grants is the same for one user).
CREATE TABLE group_grants (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  group_id uuid NOT NULL,
  project_id uuid NOT NULL,
  resource text NOT NULL CHECK (resource ~ '^[A-Za-z]+$'),
  action text NOT NULL CHECK (action IN ('read', 'write')),
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (tenant_id, group_id) REFERENCES user_groups (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, project_id) REFERENCES projects (tenant_id, id) ON DELETE CASCADE,
  UNIQUE (group_id, project_id, resource, action)
);
CREATE INDEX group_grants_project ON group_grants (project_id);

-- Policies: managed ones (tenant_id NULL, shared by every tenant, never changed through the API) and a
-- tenant's custom ones.
CREATE TABLE iam_policies (
  id uuid PRIMARY KEY,
  tenant_id uuid REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  description text NOT NULL DEFAULT '',
  type text NOT NULL CHECK (type IN ('managed', 'custom')),
  permissions text[] NOT NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((type = 'managed') = (tenant_id IS NULL))
);
CREATE UNIQUE INDEX iam_policies_name ON iam_policies (coalesce(tenant_id, '00000000-0000-0000-0000-000000000000'), lower(name));

-- A policy granted as a whole in one project, to exactly one user or one group.
CREATE TABLE policy_grants (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  project_id uuid NOT NULL,
  policy_id uuid NOT NULL REFERENCES iam_policies (id) ON DELETE RESTRICT,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  group_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (tenant_id, project_id) REFERENCES projects (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, group_id) REFERENCES user_groups (tenant_id, id) ON DELETE CASCADE,
  CHECK ((user_id IS NULL) <> (group_id IS NULL))
);
CREATE UNIQUE INDEX policy_grants_user ON policy_grants (user_id, project_id, policy_id) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX policy_grants_group ON policy_grants (group_id, project_id, policy_id) WHERE group_id IS NOT NULL;

-- A tenant's quota values that differ from the platform defaults (main/iam/quotas.ts holds the catalogue).
CREATE TABLE tenant_quotas (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  code text NOT NULL,
  value integer NOT NULL CHECK (value >= 0),
  PRIMARY KEY (tenant_id, code)
);

CREATE TABLE quota_increase_requests (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  code text NOT NULL,
  desired_value integer NOT NULL CHECK (desired_value > 0),
  reason text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'denied')),
  requested_by text NOT NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz
);
CREATE UNIQUE INDEX quota_increase_one_pending ON quota_increase_requests (tenant_id, code) WHERE status = 'pending';

INSERT INTO iam_policies (id, tenant_id, name, description, type, permissions) VALUES
  ('0b7c1e00-0000-4000-8000-000000000001', NULL, 'AdministratorAccess', 'Read and write every service and IAM.', 'managed',
   ARRAY['waf:read','waf:write','cdn:read','cdn:write','dns:read','dns:write','va:read','va:write','iam:read','iam:write',
         'cert:read','cert:write','logexport:read','logexport:write','ddos:read','ddos:write','sec:read','sec:write']),
  ('0b7c1e00-0000-4000-8000-000000000002', NULL, 'ReadOnlyAccess', 'Read every service and IAM.', 'managed',
   ARRAY['waf:read','cdn:read','dns:read','va:read','iam:read','cert:read','logexport:read','ddos:read','sec:read']),
  ('0b7c1e00-0000-4000-8000-000000000003', NULL, 'CDNFullAccess', 'Manage CDN sites and their certificates.', 'managed',
   ARRAY['cdn:read','cdn:write','cert:read','cert:write']),
  ('0b7c1e00-0000-4000-8000-000000000004', NULL, 'NetworkSecurityAccess', 'Manage WAF, DDoS protection and DNS.', 'managed',
   ARRAY['waf:read','waf:write','ddos:read','ddos:write','dns:read','dns:write']),
  ('0b7c1e00-0000-4000-8000-000000000005', NULL, 'IAMFullAccess', 'Manage members, groups, projects and policies.', 'managed',
   ARRAY['iam:read','iam:write']);
