-- Initial schema: tenancy, identity, sessions, audit, idempotency and CDN sites.
-- PostgreSQL 15 is the floor: nothing here needs a later version.

CREATE TABLE tenants (
  id uuid PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  enabled_services text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE projects (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, name),
  UNIQUE (tenant_id, id)
);
CREATE UNIQUE INDEX projects_one_default ON projects (tenant_id) WHERE is_default;

CREATE TABLE resource_groups (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  project_id uuid NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (tenant_id, project_id) REFERENCES projects (tenant_id, id) ON DELETE CASCADE,
  UNIQUE (project_id, name),
  UNIQUE (tenant_id, project_id, id)
);
CREATE UNIQUE INDEX resource_groups_one_default ON resource_groups (project_id) WHERE is_default;

CREATE TABLE users (
  id uuid PRIMARY KEY,
  tenant_id uuid REFERENCES tenants (id) ON DELETE CASCADE,
  username text NOT NULL CHECK (length(username) BETWEEN 1 AND 128),
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('operator', 'administrator', 'customer')),
  email text NOT NULL DEFAULT '',
  full_name text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled', 'invited')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((role = 'operator') = (tenant_id IS NULL))
);
CREATE UNIQUE INDEX users_username_unique ON users (lower(username));

-- A grant of <resource>:<action> to one user in one project.
CREATE TABLE permission_grants (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  project_id uuid NOT NULL,
  resource text NOT NULL CHECK (resource ~ '^[A-Za-z]+$'),
  action text NOT NULL CHECK (action IN ('read', 'write')),
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (tenant_id, project_id) REFERENCES projects (tenant_id, id) ON DELETE CASCADE,
  UNIQUE (user_id, project_id, resource, action)
);

-- One sign-in. tenant_id is the tenant the session acts in (an operator's is chosen at sign-in).
CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tenant_id uuid REFERENCES tenants (id) ON DELETE CASCADE,
  cookie_hash text NOT NULL UNIQUE,
  login_type text NOT NULL CHECK (login_type IN ('password', 'token', 'idp', 'login_as')),
  ip text,
  user_agent text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoke_reason text
);
CREATE INDEX sessions_user ON sessions (user_id);

-- Opaque refresh tokens, stored as SHA-256 hashes; each is used once (rotation).
CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  rotated_at timestamptz,
  replaced_by uuid
);
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);

-- One row per non-GET request. No foreign keys: the trail outlives what it describes.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  request_id text,
  actor_user_id uuid,
  actor_username text,
  tenant_id uuid,
  project_id uuid,
  resource_group_id uuid,
  resource_type text NOT NULL,
  resource_id text,
  action text NOT NULL,
  result text NOT NULL CHECK (result IN ('success', 'failure', 'denied')),
  status_code integer,
  ip text,
  user_agent text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX audit_log_tenant_time ON audit_log (tenant_id, occurred_at DESC);
CREATE INDEX audit_log_resource ON audit_log (resource_type, resource_id);

-- Remembered answers of POST creates that carried an Idempotency-Key.
CREATE TABLE idempotency_keys (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  idem_key text NOT NULL,
  operation text NOT NULL,
  request_hash text NOT NULL,
  status_code integer NOT NULL,
  response_body jsonb NOT NULL,
  response_headers jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  UNIQUE (user_id, idem_key)
);

CREATE TABLE cdn_sites (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  project_id uuid NOT NULL,
  resource_group_id uuid NOT NULL,
  name text NOT NULL,
  cdn_url text NOT NULL UNIQUE,
  origin_server_url text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'active', 'disabled', 'error')),
  activate_at timestamptz,
  token_security boolean NOT NULL DEFAULT false,
  vod boolean NOT NULL DEFAULT false,
  multi_cdn_url text NOT NULL DEFAULT '',
  multi_cdn_url_2 text NOT NULL DEFAULT '',
  multi_cdn_status text NOT NULL DEFAULT 'inactive' CHECK (multi_cdn_status IN ('active', 'inactive')),
  multi_cdn_config integer NOT NULL DEFAULT 0,
  edge_settings jsonb NOT NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (tenant_id, project_id, resource_group_id)
    REFERENCES resource_groups (tenant_id, project_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX cdn_sites_name_per_group ON cdn_sites (resource_group_id, lower(name));
CREATE INDEX cdn_sites_scope ON cdn_sites (tenant_id, project_id, resource_group_id, created_at DESC);
