// Rate-limiting rules of a site (/cdn/sites/{id}/rate_limit_rules): the generic CRUD module under the site, in
// evaluation order, at most 100 per site (the schema's highest priority; the catalogue has no quota for them).
import { defineCrud, iso } from '../../crud/index.js';
import { json } from '../../db/index.js';
import { badRequest } from '../../errors.js';
import { perSiteLimit, underSite } from './site-parts.js';

interface RateLimitRuleInput {
  name: string;
  expression: string;
  characteristics: string[];
  requests_per_period: number;
  period_seconds: number;
  action: string;
  mitigation_timeout_seconds?: number;
  count_cached_requests?: boolean;
  response?: Record<string, unknown>;
  status?: 'active' | 'inactive';
  priority?: number;
}

interface RateLimitRuleRow {
  id: string;
  site_id: string;
  name: string;
  expression: string;
  characteristics: string[];
  requests_per_period: number;
  period_seconds: number;
  action: string;
  mitigation_timeout_seconds: number;
  count_cached_requests: boolean;
  response: Record<string, unknown> | null;
  status: string;
  priority: number;
  hits_24h: string | number;
  version: number;
  created_at: Date;
  updated_at: Date;
}

const toRateLimitRule = (r: RateLimitRuleRow) => ({
  id: r.id,
  site_id: r.site_id,
  name: r.name,
  expression: r.expression,
  characteristics: r.characteristics,
  requests_per_period: r.requests_per_period,
  period_seconds: r.period_seconds,
  action: r.action,
  mitigation_timeout_seconds: r.mitigation_timeout_seconds,
  count_cached_requests: r.count_cached_requests,
  ...(r.response ? { response: r.response } : {}),
  status: r.status,
  priority: r.priority,
  hits_24h: Number(r.hits_24h),
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

function values(input: RateLimitRuleInput) {
  const timeout = input.mitigation_timeout_seconds ?? 60;
  // The schema's rule in words: a timeout of 0 only with log; a custom response only with block.
  if (timeout === 0 && input.action !== 'log')
    throw badRequest('A mitigation timeout of 0 goes only with the log action.', [
      { path: '/mitigation_timeout_seconds', message: 'must be above 0 unless the action is log' },
    ]);
  if (input.response && input.action !== 'block')
    throw badRequest('A custom response goes only with the block action.', [
      { path: '/response', message: 'only with action block' },
    ]);
  return {
    name: input.name,
    expression: input.expression,
    characteristics: json(input.characteristics),
    requests_per_period: input.requests_per_period,
    period_seconds: input.period_seconds,
    action: input.action,
    mitigation_timeout_seconds: timeout,
    count_cached_requests: input.count_cached_requests ?? false,
    response: input.response ? json(input.response) : null,
    status: input.status ?? 'active',
  };
}

export const rateLimitRules = defineCrud<
  RateLimitRuleRow,
  ReturnType<typeof toRateLimitRule>,
  RateLimitRuleInput
>({
  type: 'cdn_rate_limit_rule',
  noun: 'rate-limiting rule',
  scope: 'resource-group',
  table: 'cdn_rate_limit_rules',
  parent: underSite('ruleId'),
  columns: `id, site_id, name, expression, characteristics, requests_per_period, period_seconds, action,
    mitigation_timeout_seconds, count_cached_requests, response, status, priority, hits_24h, version,
    created_at, updated_at`,
  storedSchema: { file: 'cdn/rate-limit-rule.schema.json', def: 'RateLimitRule' },
  operations: {
    list: 'listRateLimitRules',
    get: 'getRateLimitRule',
    create: 'createRateLimitRule',
    update: 'updateRateLimitRule',
    delete: 'deleteRateLimitRule',
  },
  sortable: { priority: 'priority', name: 'lower(name)', created_at: 'created_at' },
  defaultSort: 'priority',
  defaultDirection: 'asc',
  searchable: ['name', 'expression'],
  filters: { status: (p) => `status = ${p}` },
  ordering: { column: 'priority', field: 'priority' },
  quota: perSiteLimit('rate-limiting rules', 100),
  toWire: toRateLimitRule,
  create: async (input) => values(input),
  update: async (input) => values(input),
});
