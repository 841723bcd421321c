// Multi-CDN providers and route strategies of a site (/cdn/sites/{id}/multi_cdn/cdns and …/strategies): the
// generic CRUD module under the site. A strategy's targets must be providers of the same site; a provider a
// strategy still targets cannot be deleted; a site has one default strategy at most. Each provider's check is
// a background job (multi-cdn-probe.ts) that comes and goes with it.
import type { RouteHandlerMethod } from 'fastify';
import type { AppServices } from '../../context.js';
import { crudService, defineCrud, iso } from '../../crud/index.js';
import type { CrudContext } from '../../crud/index.js';
import { json } from '../../db/index.js';
import { conflict, HttpError } from '../../errors.js';
import type { ProbeError } from '../../probes/http-probe.js';
import { cancelProviderCheck, scheduleProviderCheck } from './multi-cdn-probe.js';
import { perSiteLimit, underSite } from './site-parts.js';

interface ProviderInput {
  name: string;
  vendor: string;
  cname_target: string;
  health_check_path?: string;
  status?: 'active' | 'inactive';
}

export interface ProviderRow {
  id: string;
  site_id: string;
  name: string;
  vendor: string;
  cname_target: string;
  health_check_path: string;
  status: string;
  health: string;
  last_checked_at: Date | null;
  last_check_passed: boolean | null;
  last_check_status_code: number | null;
  last_check_error: ProbeError | null;
  last_check_latency_ms: number | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

/** The last check's answer, or null before the first one. */
const lastCheck = (r: ProviderRow) =>
  r.last_checked_at
    ? {
        checked_at: iso(r.last_checked_at),
        passed: r.last_check_passed === true,
        status_code: r.last_check_status_code,
        error: r.last_check_error,
        latency_ms: r.last_check_latency_ms,
      }
    : null;

const toProvider = (r: ProviderRow) => ({
  id: r.id,
  site_id: r.site_id,
  name: r.name,
  vendor: r.vendor,
  cname_target: r.cname_target,
  health_check_path: r.health_check_path,
  status: r.status,
  health: r.health,
  last_check: lastCheck(r),
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

const providerValues = (input: ProviderInput) => ({
  name: input.name,
  vendor: input.vendor,
  cname_target: input.cname_target.toLowerCase(),
  health_check_path: input.health_check_path ?? '/',
  status: input.status ?? 'active',
});

/** What a provider's checks knew about its old target: nothing that holds for the new one. */
const uncheckedHealth = {
  health: 'unknown',
  passes_in_a_row: 0,
  failures_in_a_row: 0,
  last_checked_at: null,
  last_check_passed: null,
  last_check_status_code: null,
  last_check_error: null,
  last_check_latency_ms: null,
};

/** An update: a new target or path starts the provider's health over, and its check runs at once. */
async function providerChanges(input: ProviderInput, current: ProviderRow, ctx: CrudContext) {
  const values = providerValues(input);
  const retargeted =
    values.cname_target !== current.cname_target || values.health_check_path !== current.health_check_path;
  if (!retargeted) return values;
  await scheduleProviderCheck(ctx.tx, current.id, ctx.services.clock());
  return { ...values, ...uncheckedHealth };
}

export interface StrategyTarget {
  cdn_id: string;
  weight?: number;
  order?: number;
}

interface StrategyInput {
  name: string;
  type: 'weighted' | 'failover' | 'latency' | 'geo';
  countries?: string[];
  targets: StrategyTarget[];
  is_default?: boolean;
  status?: 'active' | 'inactive';
  priority?: number;
}

export interface StrategyRow {
  id: string;
  site_id: string;
  name: string;
  type: StrategyInput['type'];
  countries: string[];
  targets: Required<StrategyTarget>[];
  is_default: boolean;
  status: string;
  priority: number;
  version: number;
  created_at: Date;
  updated_at: Date;
}

const toStrategy = (r: StrategyRow) => ({
  id: r.id,
  site_id: r.site_id,
  name: r.name,
  type: r.type,
  countries: r.countries,
  targets: r.targets,
  is_default: r.is_default,
  status: r.status,
  priority: r.priority,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

export const PROVIDER_COLUMNS = `id, site_id, name, vendor, cname_target, health_check_path, status, health,
  last_checked_at, last_check_passed, last_check_status_code, last_check_error, last_check_latency_ms, version,
  created_at, updated_at`;

export const multiCdnProviders = defineCrud<ProviderRow, ReturnType<typeof toProvider>, ProviderInput>({
  type: 'cdn_multi_cdn_provider',
  noun: 'multi-CDN provider',
  scope: 'resource-group',
  table: 'cdn_multi_cdn_providers',
  parent: underSite('cdnId'),
  columns: PROVIDER_COLUMNS,
  storedSchema: { file: 'cdn/multi-cdn-provider.schema.json', def: 'MultiCdnProvider' },
  operations: {
    list: 'listMultiCdnProviders',
    get: 'getMultiCdnProvider',
    create: 'createMultiCdnProvider',
    update: 'updateMultiCdnProvider',
    delete: 'deleteMultiCdnProvider',
  },
  sortable: { name: 'lower(name)', created_at: 'created_at' },
  defaultSort: 'name',
  defaultDirection: 'asc',
  searchable: ['name', 'cname_target'],
  filters: { status: (p) => `status = ${p}` },
  // A strategy holds 20 targets at most; more providers than that could never all be used.
  quota: perSiteLimit('multi-CDN providers', 20),
  duplicate: (input) =>
    conflict(`Another provider of this site already uses ${input.cname_target}.`, 'duplicate_target'),
  toWire: toProvider,
  create: async (input) => providerValues(input),
  afterCreate: (row, _input, ctx) => scheduleProviderCheck(ctx.tx, row.id, ctx.services.clock()),
  update: providerChanges,
  beforeDelete: async (row, ctx) => {
    const strategies = crudService(ctx.services, multiCdnStrategies).repo(ctx.tx, ctx.scope, row.site_id);
    const n = await strategies.count(`targets @> $${strategies.firstParam}::jsonb`, [
      JSON.stringify([{ cdn_id: row.id }]),
    ]);
    if (n > 0)
      throw conflict('A route strategy still sends traffic to this provider; change it first.', 'in_use');
    await cancelProviderCheck(ctx.tx, row.id);
  },
});

/** Every target names a provider of the site (409 with the paths of those that do not). */
async function checkTargets(input: StrategyInput, ctx: CrudContext): Promise<Required<StrategyTarget>[]> {
  const providers = await crudService(ctx.services, multiCdnProviders)
    .repo(ctx.tx, ctx.scope, ctx.parentId)
    .find();
  const known = new Set(providers.map((p) => p.id));
  const errors = input.targets
    .map((t, i) => ({ t, i }))
    .filter(({ t }) => !known.has(t.cdn_id))
    .map(({ i }) => ({ path: `/targets/${i}/cdn_id`, message: 'is no multi-CDN provider of this site' }));
  const seen = new Set<string>();
  input.targets.forEach((t, i) => {
    if (seen.has(t.cdn_id)) errors.push({ path: `/targets/${i}/cdn_id`, message: 'is named twice' });
    seen.add(t.cdn_id);
  });
  if (errors.length)
    throw new HttpError(409, 'A target is not a provider of this site.', 'unknown_target', {}, errors);
  return input.targets.map((t) => ({ cdn_id: t.cdn_id, weight: t.weight ?? 100, order: t.order ?? 1 }));
}

async function strategyValues(input: StrategyInput, ctx: CrudContext) {
  return {
    name: input.name,
    type: input.type,
    countries: json(input.countries ?? []),
    targets: json(await checkTargets(input, ctx)),
    is_default: input.is_default ?? false,
    status: input.status ?? 'active',
  };
}

export const STRATEGY_COLUMNS = `id, site_id, name, type, countries, targets, is_default, status, priority,
  version, created_at, updated_at`;

export const multiCdnStrategies = defineCrud<StrategyRow, ReturnType<typeof toStrategy>, StrategyInput>({
  type: 'cdn_multi_cdn_strategy',
  noun: 'route strategy',
  scope: 'resource-group',
  table: 'cdn_multi_cdn_strategies',
  parent: underSite('strategyId'),
  columns: STRATEGY_COLUMNS,
  storedSchema: { file: 'cdn/multi-cdn-strategy.schema.json', def: 'MultiCdnStrategy' },
  operations: {
    list: 'listMultiCdnStrategies',
    get: 'getMultiCdnStrategy',
    create: 'createMultiCdnStrategy',
    update: 'updateMultiCdnStrategy',
    delete: 'deleteMultiCdnStrategy',
  },
  sortable: { priority: 'priority', name: 'lower(name)', created_at: 'created_at' },
  defaultSort: 'priority',
  defaultDirection: 'asc',
  searchable: ['name'],
  filters: { status: (p) => `status = ${p}` },
  ordering: { column: 'priority', field: 'priority' },
  quota: perSiteLimit('route strategies', 100),
  duplicate: () => conflict('This site already has a default route strategy.', 'duplicate_default'),
  toWire: toStrategy,
  create: strategyValues,
  update: (input, _current, ctx) => strategyValues(input, ctx),
});

export function multiCdnHandlers(services: AppServices): Record<string, RouteHandlerMethod> {
  return {
    ...crudService(services, multiCdnProviders).handlers,
    ...crudService(services, multiCdnStrategies).handlers,
  };
}
