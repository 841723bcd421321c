// The declared scope of every table a handler reaches, and the request scope a guard binds: the single source
// the guards take their predicates from.
export interface Scope {
  tenantId: string;
  projectId: string;
  resourceGroupId: string;
}

/**
 * How far a table's rows reach (ARCHITECTURE §5): a resource group (tenant + project + resource group), the
 * tenant, or the tenant plus the platform's shared rows (tenant_id NULL, readable by every tenant, writable by
 * none of them).
 */
export type TableScope = 'resource_group' | 'tenant' | 'tenant_or_platform';

/**
 * Every table a handler reaches, with its declared scope. The guards (and the dedicated ones built on
 * them: people, identity providers, the audit trail) take their predicates from here; no handler writes one.
 */
export const TABLE_SCOPES = {
  cdn_sites: 'resource_group',
  /** A site's cache purges and its traffic rollups live in the site's resource group. */
  cdn_purge_requests: 'resource_group',
  cdn_traffic_rollups: 'resource_group',
  cdn_traffic_dimensions: 'resource_group',
  /** CDN SSL certificates are account-level (ARCHITECTURE §5). */
  ssl_certificates: 'tenant',
  /**
   * What lives under a site (migration 007): the site's scope columns are repeated on each row and tied to the
   * site's by a composite foreign key, so the guard filters them like the site itself and a row can never sit
   * in another scope than its site. They are parts of a site, not resources of a resource group.
   */
  cdn_page_rules: 'resource_group',
  cdn_firewall_rules: 'resource_group',
  cdn_cache_rules: 'resource_group',
  cdn_rate_limit_rules: 'resource_group',
  cdn_origin_settings: 'resource_group',
  cdn_multi_cdn_providers: 'resource_group',
  cdn_multi_cdn_strategies: 'resource_group',
  cdn_extra_configs: 'resource_group',
  cdn_addon_domains: 'resource_group',
  log_export_destinations: 'resource_group',
  projects: 'tenant',
  resource_groups: 'tenant',
  user_groups: 'tenant',
  iam_policies: 'tenant_or_platform',
  quota_increase_requests: 'tenant',
  tenant_quotas: 'tenant',
  permission_grants: 'tenant',
  policy_grants: 'tenant',
  group_grants: 'tenant',
  user_group_members: 'tenant',
  /** An operator's own keys have no tenant; the guard reaches only a tenant's. */
  access_keys: 'tenant',
  users: 'tenant',
  member_invitations: 'tenant',
  identity_providers: 'tenant',
  audit_log: 'tenant',
  /**
   * A session belongs to its user and carries the tenant it acts in: a tenant person's own sign-ins their
   * tenant (sign-in and login-as both store it), an operator's the tenant picked at sign-in. Reads of a
   * person's sessions go through it, so a session is reached only through the tenant it acts in.
   */
  sessions: 'tenant',
} as const satisfies Record<string, TableScope>;

export type DeclaredTable = keyof typeof TABLE_SCOPES;
type TablesOf<S extends TableScope> = {
  [T in DeclaredTable]: (typeof TABLE_SCOPES)[T] extends S ? T : never;
}[DeclaredTable];
/** Tables whose rows belong to one tenant (possibly beside shared platform rows). */
export type TenantWideTable = TablesOf<'tenant' | 'tenant_or_platform'>;

/** Tables scoped by tenant + project + resource group. Names are code constants, never input. */
export type ScopedTableName = TablesOf<'resource_group'>;

/** Tenant-wide tables (ARCHITECTURE §5) served as versioned rows: the guard filters them by tenant_id only. */
export type TenantTableName = Extract<
  TenantWideTable,
  | 'projects'
  | 'resource_groups'
  | 'user_groups'
  | 'iam_policies'
  | 'quota_increase_requests'
  | 'tenant_quotas'
  | 'ssl_certificates'
>;

/**
 * What each resource-group table holds, declared for every one (the type refuses a table left out): a resource
 * of the group, whose rows keep the group and its project from being deleted, or a part of a resource (a site's
 * rules), which goes with that resource and counts through it.
 */
export const RESOURCE_GROUP_TABLES = {
  cdn_sites: 'resource',
  cdn_purge_requests: { partOf: 'cdn_sites' },
  cdn_traffic_rollups: { partOf: 'cdn_sites' },
  cdn_traffic_dimensions: { partOf: 'cdn_sites' },
  cdn_page_rules: { partOf: 'cdn_sites' },
  cdn_firewall_rules: { partOf: 'cdn_sites' },
  cdn_cache_rules: { partOf: 'cdn_sites' },
  cdn_rate_limit_rules: { partOf: 'cdn_sites' },
  cdn_origin_settings: { partOf: 'cdn_sites' },
  cdn_multi_cdn_providers: { partOf: 'cdn_sites' },
  cdn_multi_cdn_strategies: { partOf: 'cdn_sites' },
  cdn_extra_configs: { partOf: 'cdn_sites' },
  cdn_addon_domains: { partOf: 'cdn_sites' },
  log_export_destinations: 'resource',
} as const satisfies Record<ScopedTableName, 'resource' | { partOf: ScopedTableName }>;

/** Resource-group tables whose rows count as "resources" of a resource group (a group or project that holds
 * any cannot be deleted). */
export const RESOURCE_TABLES: readonly ScopedTableName[] = (
  Object.keys(RESOURCE_GROUP_TABLES) as ScopedTableName[]
).filter((table) => RESOURCE_GROUP_TABLES[table] === 'resource');

/**
 * Tenant-wide link tables (ARCHITECTURE §5: grants and group memberships belong to the tenant): rows are
 * added and removed, never versioned or edited.
 */
export type TenantLinkTableName = Extract<
  TenantWideTable,
  /** Access keys are created and deleted, never edited; an operator's own keys have no tenant. */
  'permission_grants' | 'policy_grants' | 'group_grants' | 'user_group_members' | 'access_keys'
>;
