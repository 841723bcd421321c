-- CDN SSL certificates (account-level), cache purges (per site) and traffic rollups (per site, the analytics
-- source: ARCHITECTURE §6). PostgreSQL 15 floor.

-- An account-level certificate: uploaded (custom) or issued by the platform (free). The parsed facts are stored
-- beside the PEM so lists never parse; the private key is stored encrypted (AES-256-GCM) and never returned.
CREATE TABLE ssl_certificates (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  type text NOT NULL CHECK (type IN ('custom', 'free')),
  common_name text NOT NULL DEFAULT '',
  sans jsonb NOT NULL DEFAULT '[]',
  issuer text NOT NULL DEFAULT '',
  key_type text NOT NULL CHECK (key_type IN ('rsa2048', 'rsa3072', 'rsa4096', 'ecdsa_p256', 'ecdsa_p384')),
  fingerprint_sha256 text,
  not_before timestamptz,
  expiration_date timestamptz,
  -- Stored states; expiring_soon and expired are read from expiration_date, and a free certificate whose
  -- issue_at has passed reads as active (see ssl.ts).
  status text NOT NULL CHECK (status IN ('pending_validation', 'issuing', 'active', 'failed')),
  issue_at timestamptz,
  auto_renew boolean NOT NULL DEFAULT false,
  validation_method text CHECK (validation_method IN ('http', 'txt')),
  validation_records jsonb NOT NULL DEFAULT '[]',
  certificate_pem text,
  chain_pem text,
  private_key_enc text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((type = 'custom') = (certificate_pem IS NOT NULL AND private_key_enc IS NOT NULL))
);
CREATE INDEX ssl_certificates_tenant ON ssl_certificates (tenant_id, lower(name));
-- "ssl already exists": the same uploaded certificate once per account.
CREATE UNIQUE INDEX ssl_certificates_fingerprint ON ssl_certificates (tenant_id, fingerprint_sha256)
  WHERE type = 'custom';

-- One cache purge of one site (the cache history). It completes at complete_at (purges are asynchronous).
CREATE TABLE cdn_purge_requests (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  project_id uuid NOT NULL,
  resource_group_id uuid NOT NULL,
  site_id uuid NOT NULL REFERENCES cdn_sites (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('everything', 'urls', 'prefixes', 'hostnames', 'tags')),
  targets jsonb NOT NULL DEFAULT '[]',
  requested_by text NOT NULL,
  complete_at timestamptz NOT NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (tenant_id, project_id, resource_group_id)
    REFERENCES resource_groups (tenant_id, project_id, id) ON DELETE CASCADE
);
CREATE INDEX cdn_purge_requests_site ON cdn_purge_requests (site_id, created_at DESC, id DESC);

-- Traffic of one site in one interval (300 s rollups; 60 s for the last hour, the pulse report), per traffic
-- kind and per CDN that served it (cdn_id NULL: the platform's own CDN; multi-CDN sites also have rows of
-- their other CDNs, labelled with the name the pipeline saw).
CREATE TABLE cdn_traffic_rollups (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  project_id uuid NOT NULL,
  resource_group_id uuid NOT NULL,
  site_id uuid NOT NULL REFERENCES cdn_sites (id) ON DELETE CASCADE,
  bucket_start timestamptz NOT NULL,
  bucket_seconds integer NOT NULL CHECK (bucket_seconds IN (60, 300)),
  kind text NOT NULL CHECK (kind IN ('web', 'vod', 'stream')),
  cdn_key text NOT NULL DEFAULT '',
  cdn_id uuid,
  cdn_name text NOT NULL DEFAULT 'Platform CDN',
  requests bigint NOT NULL CHECK (requests >= 0),
  cached_requests bigint NOT NULL CHECK (cached_requests BETWEEN 0 AND requests),
  bytes bigint NOT NULL CHECK (bytes >= 0),
  cached_bytes bigint NOT NULL CHECK (cached_bytes BETWEEN 0 AND bytes),
  status_2xx bigint NOT NULL DEFAULT 0 CHECK (status_2xx >= 0),
  status_3xx bigint NOT NULL DEFAULT 0 CHECK (status_3xx >= 0),
  status_4xx bigint NOT NULL DEFAULT 0 CHECK (status_4xx >= 0),
  status_5xx bigint NOT NULL DEFAULT 0 CHECK (status_5xx >= 0),
  PRIMARY KEY (site_id, bucket_seconds, bucket_start, kind, cdn_key),
  FOREIGN KEY (tenant_id, project_id, resource_group_id)
    REFERENCES resource_groups (tenant_id, project_id, id) ON DELETE CASCADE
);
CREATE INDEX cdn_traffic_rollups_scope
  ON cdn_traffic_rollups (tenant_id, project_id, resource_group_id, bucket_seconds, bucket_start);

-- Hourly traffic of one site split by one dimension (country: ISO alpha-2, XX unknown; status_code: the code).
CREATE TABLE cdn_traffic_dimensions (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  project_id uuid NOT NULL,
  resource_group_id uuid NOT NULL,
  site_id uuid NOT NULL REFERENCES cdn_sites (id) ON DELETE CASCADE,
  hour timestamptz NOT NULL,
  kind text NOT NULL CHECK (kind IN ('web', 'vod', 'stream')),
  dimension text NOT NULL CHECK (dimension IN ('country', 'status_code')),
  value text NOT NULL CHECK (
    (dimension = 'country' AND value ~ '^[A-Z]{2}$') OR (dimension = 'status_code' AND value ~ '^[1-5][0-9]{2}$')
  ),
  requests bigint NOT NULL CHECK (requests >= 0),
  bytes bigint NOT NULL CHECK (bytes >= 0),
  PRIMARY KEY (site_id, hour, kind, dimension, value),
  FOREIGN KEY (tenant_id, project_id, resource_group_id)
    REFERENCES resource_groups (tenant_id, project_id, id) ON DELETE CASCADE
);
CREATE INDEX cdn_traffic_dimensions_scope
  ON cdn_traffic_dimensions (tenant_id, project_id, resource_group_id, hour);
