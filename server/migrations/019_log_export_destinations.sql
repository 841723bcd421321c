-- Log-export destinations (openapi/log-export.yaml): where a resource group's logs are to be pushed. Each lives
-- in a resource group like every resource (server/src/db/scoped.ts). The type's settings block is one jsonb
-- column; write-only secrets (header values, signing secret, secret access key, token) are sealed apart in
-- `secrets_enc` and never answered, `secret_names` naming the ones held. Delivery health (status, last
-- success/error, counters) is the delivery's to write.
CREATE TABLE log_export_destinations (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  project_id uuid NOT NULL,
  resource_group_id uuid NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  type text NOT NULL CHECK (type IN ('http', 's3', 'syslog')),
  assets text[] NOT NULL,
  format text NOT NULL CHECK (format IN ('ndjson', 'json', 'csv')),
  compression text NOT NULL CHECK (compression IN ('none', 'gzip')),
  filter jsonb,
  settings jsonb NOT NULL,
  secrets_enc text NOT NULL DEFAULT '',
  secret_names text[] NOT NULL DEFAULT '{}',
  enabled boolean NOT NULL DEFAULT true,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'failing', 'disabled')),
  last_success_at timestamptz,
  last_error_at timestamptz,
  last_error text,
  bytes_sent bigint NOT NULL DEFAULT 0,
  records_sent bigint NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (tenant_id, project_id, resource_group_id)
    REFERENCES resource_groups (tenant_id, project_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX log_export_destinations_name_per_group
  ON log_export_destinations (resource_group_id, lower(name));
CREATE INDEX log_export_destinations_scope
  ON log_export_destinations (tenant_id, project_id, resource_group_id, created_at DESC);
