-- What lives under a CDN site: page, firewall, cache and rate-limit rules, the origin setting, multi-CDN
-- providers and route strategies, the operator's extra config and add-on domains.
-- Every table repeats the site's scope columns and points at the site through them (composite foreign key), so
-- the repository guard filters these rows like sites and a row can never sit in another scope than its site;
-- deleting the site deletes them. JSON shapes are validated by the contract before they reach a table.

ALTER TABLE cdn_sites ADD CONSTRAINT cdn_sites_scope_id UNIQUE (tenant_id, project_id, resource_group_id, id);

CREATE TABLE cdn_page_rules (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  project_id uuid NOT NULL,
  resource_group_id uuid NOT NULL,
  site_id uuid NOT NULL,
  url_pattern text NOT NULL CHECK (length(url_pattern) BETWEEN 1 AND 500),
  actions jsonb NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  priority integer NOT NULL CHECK (priority >= 1),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (tenant_id, project_id, resource_group_id, site_id)
    REFERENCES cdn_sites (tenant_id, project_id, resource_group_id, id) ON DELETE CASCADE
);
CREATE INDEX cdn_page_rules_site ON cdn_page_rules (site_id, priority);

CREATE TABLE cdn_firewall_rules (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  project_id uuid NOT NULL,
  resource_group_id uuid NOT NULL,
  site_id uuid NOT NULL,
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 200),
  expression text NOT NULL CHECK (length(expression) BETWEEN 1 AND 4096),
  action text NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  priority integer NOT NULL CHECK (priority >= 1),
  response jsonb,
  hits_24h bigint NOT NULL DEFAULT 0 CHECK (hits_24h >= 0),
  last_matched_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (tenant_id, project_id, resource_group_id, site_id)
    REFERENCES cdn_sites (tenant_id, project_id, resource_group_id, id) ON DELETE CASCADE
);
CREATE INDEX cdn_firewall_rules_site ON cdn_firewall_rules (site_id, priority);

CREATE TABLE cdn_cache_rules (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  project_id uuid NOT NULL,
  resource_group_id uuid NOT NULL,
  site_id uuid NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  expression text NOT NULL CHECK (length(expression) BETWEEN 1 AND 4096),
  cache text NOT NULL CHECK (cache IN ('eligible', 'bypass')),
  edge_ttl_mode text NOT NULL,
  edge_ttl_seconds integer,
  browser_ttl_mode text NOT NULL,
  browser_ttl_seconds integer,
  cache_key_query_string text NOT NULL,
  cache_key_query_params jsonb NOT NULL DEFAULT '[]'::jsonb,
  cache_key_headers jsonb NOT NULL DEFAULT '[]'::jsonb,
  serve_stale_while_updating boolean NOT NULL DEFAULT true,
  respect_strong_etags boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  priority integer NOT NULL CHECK (priority >= 1),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (tenant_id, project_id, resource_group_id, site_id)
    REFERENCES cdn_sites (tenant_id, project_id, resource_group_id, id) ON DELETE CASCADE
);
CREATE INDEX cdn_cache_rules_site ON cdn_cache_rules (site_id, priority);

CREATE TABLE cdn_rate_limit_rules (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  project_id uuid NOT NULL,
  resource_group_id uuid NOT NULL,
  site_id uuid NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  expression text NOT NULL CHECK (length(expression) BETWEEN 1 AND 4096),
  characteristics jsonb NOT NULL,
  requests_per_period integer NOT NULL CHECK (requests_per_period >= 1),
  period_seconds integer NOT NULL,
  action text NOT NULL,
  mitigation_timeout_seconds integer NOT NULL,
  count_cached_requests boolean NOT NULL DEFAULT false,
  response jsonb,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  priority integer NOT NULL CHECK (priority >= 1),
  hits_24h bigint NOT NULL DEFAULT 0 CHECK (hits_24h >= 0),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (tenant_id, project_id, resource_group_id, site_id)
    REFERENCES cdn_sites (tenant_id, project_id, resource_group_id, id) ON DELETE CASCADE
);
CREATE INDEX cdn_rate_limit_rules_site ON cdn_rate_limit_rules (site_id, priority);

-- One per site at most; a site without a row answers the defaults derived from its origin_server_url.
CREATE TABLE cdn_origin_settings (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  project_id uuid NOT NULL,
  resource_group_id uuid NOT NULL,
  site_id uuid NOT NULL UNIQUE,
  load_balancer_method text NOT NULL,
  protocol text NOT NULL CHECK (protocol IN ('http', 'https', 'match_viewer')),
  host_header text NOT NULL DEFAULT '',
  verify_tls boolean NOT NULL DEFAULT true,
  connect_timeout_seconds integer NOT NULL CHECK (connect_timeout_seconds BETWEEN 1 AND 60),
  origin_servers jsonb NOT NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (tenant_id, project_id, resource_group_id, site_id)
    REFERENCES cdn_sites (tenant_id, project_id, resource_group_id, id) ON DELETE CASCADE
);

CREATE TABLE cdn_multi_cdn_providers (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  project_id uuid NOT NULL,
  resource_group_id uuid NOT NULL,
  site_id uuid NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 63),
  vendor text NOT NULL,
  cname_target text NOT NULL,
  health_check_path text NOT NULL DEFAULT '/',
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  health text NOT NULL DEFAULT 'unknown' CHECK (health IN ('healthy', 'degraded', 'down', 'unknown')),
  last_checked_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (tenant_id, project_id, resource_group_id, site_id)
    REFERENCES cdn_sites (tenant_id, project_id, resource_group_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX cdn_multi_cdn_providers_target ON cdn_multi_cdn_providers (site_id, lower(cname_target));

CREATE TABLE cdn_multi_cdn_strategies (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  project_id uuid NOT NULL,
  resource_group_id uuid NOT NULL,
  site_id uuid NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 63),
  type text NOT NULL CHECK (type IN ('weighted', 'failover', 'latency', 'geo')),
  countries jsonb NOT NULL DEFAULT '[]'::jsonb,
  targets jsonb NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  priority integer NOT NULL CHECK (priority >= 1),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (tenant_id, project_id, resource_group_id, site_id)
    REFERENCES cdn_sites (tenant_id, project_id, resource_group_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX cdn_multi_cdn_strategies_one_default ON cdn_multi_cdn_strategies (site_id) WHERE is_default;
CREATE INDEX cdn_multi_cdn_strategies_site ON cdn_multi_cdn_strategies (site_id, priority);

-- The operator's raw edge configuration of a site (beta); one per site at most.
CREATE TABLE cdn_extra_configs (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  project_id uuid NOT NULL,
  resource_group_id uuid NOT NULL,
  site_id uuid NOT NULL UNIQUE,
  config text NOT NULL CHECK (length(config) <= 20000),
  updated_by text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (tenant_id, project_id, resource_group_id, site_id)
    REFERENCES cdn_sites (tenant_id, project_id, resource_group_id, id) ON DELETE CASCADE
);

-- A hostname is served by one site on the whole platform, so the domain is unique everywhere.
CREATE TABLE cdn_addon_domains (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  project_id uuid NOT NULL,
  resource_group_id uuid NOT NULL,
  site_id uuid NOT NULL,
  domain text NOT NULL CHECK (length(domain) BETWEEN 3 AND 253),
  validation_method text NOT NULL CHECK (validation_method IN ('cname', 'txt')),
  verification_token text NOT NULL,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'active', 'record_mismatch', 'domain_invalid', 'disabled')),
  ssl_certificate_id uuid,
  last_checked_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (tenant_id, project_id, resource_group_id, site_id)
    REFERENCES cdn_sites (tenant_id, project_id, resource_group_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX cdn_addon_domains_domain ON cdn_addon_domains (lower(domain));
CREATE INDEX cdn_addon_domains_scope ON cdn_addon_domains (tenant_id, project_id, resource_group_id, site_id);
