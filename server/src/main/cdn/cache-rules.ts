// Cache rules of a site (/cdn/sites/{id}/caching_control/rules): the generic CRUD module under the site, in
// evaluation order, limited by the cache_rules_per_site quota.
import { defineCrud, iso } from '../../crud/index.js';
import { json } from '../../db/index.js';
import { perSiteQuota, underSite } from './site-parts.js';

interface CacheRuleInput {
  name: string;
  expression: string;
  cache: 'eligible' | 'bypass';
  edge_ttl_mode?: string;
  edge_ttl_seconds?: number;
  browser_ttl_mode?: string;
  browser_ttl_seconds?: number;
  cache_key_query_string?: string;
  cache_key_query_params?: string[];
  cache_key_headers?: string[];
  serve_stale_while_updating?: boolean;
  respect_strong_etags?: boolean;
  status?: 'active' | 'inactive';
  priority?: number;
}

interface CacheRuleRow {
  id: string;
  site_id: string;
  name: string;
  expression: string;
  cache: string;
  edge_ttl_mode: string;
  edge_ttl_seconds: number | null;
  browser_ttl_mode: string;
  browser_ttl_seconds: number | null;
  cache_key_query_string: string;
  cache_key_query_params: string[];
  cache_key_headers: string[];
  serve_stale_while_updating: boolean;
  respect_strong_etags: boolean;
  status: string;
  priority: number;
  version: number;
  created_at: Date;
  updated_at: Date;
}

const toCacheRule = (r: CacheRuleRow) => ({
  id: r.id,
  site_id: r.site_id,
  name: r.name,
  expression: r.expression,
  cache: r.cache,
  edge_ttl_mode: r.edge_ttl_mode,
  ...(r.edge_ttl_seconds === null ? {} : { edge_ttl_seconds: r.edge_ttl_seconds }),
  browser_ttl_mode: r.browser_ttl_mode,
  ...(r.browser_ttl_seconds === null ? {} : { browser_ttl_seconds: r.browser_ttl_seconds }),
  cache_key_query_string: r.cache_key_query_string,
  cache_key_query_params: r.cache_key_query_params,
  cache_key_headers: r.cache_key_headers,
  serve_stale_while_updating: r.serve_stale_while_updating,
  respect_strong_etags: r.respect_strong_etags,
  status: r.status,
  priority: r.priority,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

/** A replace: what the body leaves out takes the schema's default. */
const values = (input: CacheRuleInput) => ({
  name: input.name,
  expression: input.expression,
  cache: input.cache,
  edge_ttl_mode: input.edge_ttl_mode ?? 'respect_origin',
  edge_ttl_seconds: input.edge_ttl_seconds ?? null,
  browser_ttl_mode: input.browser_ttl_mode ?? 'respect_origin',
  browser_ttl_seconds: input.browser_ttl_seconds ?? null,
  cache_key_query_string: input.cache_key_query_string ?? 'all',
  cache_key_query_params: json(input.cache_key_query_params ?? []),
  cache_key_headers: json(input.cache_key_headers ?? []),
  serve_stale_while_updating: input.serve_stale_while_updating ?? true,
  respect_strong_etags: input.respect_strong_etags ?? false,
  status: input.status ?? 'active',
});

export const cacheRules = defineCrud<CacheRuleRow, ReturnType<typeof toCacheRule>, CacheRuleInput>({
  type: 'cdn_cache_rule',
  noun: 'cache rule',
  scope: 'resource-group',
  table: 'cdn_cache_rules',
  parent: underSite('ruleId'),
  columns: `id, site_id, name, expression, cache, edge_ttl_mode, edge_ttl_seconds, browser_ttl_mode,
    browser_ttl_seconds, cache_key_query_string, cache_key_query_params, cache_key_headers,
    serve_stale_while_updating, respect_strong_etags, status, priority, version, created_at, updated_at`,
  storedSchema: { file: 'cdn/cache-rule.schema.json', def: 'CacheRule' },
  operations: {
    list: 'listCacheRules',
    get: 'getCacheRule',
    create: 'createCacheRule',
    update: 'updateCacheRule',
    delete: 'deleteCacheRule',
  },
  sortable: { priority: 'priority', name: 'lower(name)', created_at: 'created_at' },
  defaultSort: 'priority',
  defaultDirection: 'asc',
  searchable: ['name', 'expression'],
  filters: { status: (p) => `status = ${p}` },
  ordering: { column: 'priority', field: 'priority' },
  quota: perSiteQuota('cache_rules_per_site'),
  toWire: toCacheRule,
  create: async (input) => values(input),
  update: async (input) => values(input),
});
