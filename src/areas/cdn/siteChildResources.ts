// The collections that live under one site (SPEC §2, under /cdn/sites/{siteId}/edge): page rules, firewall
// rules, cache rules, rate-limit rules, multi-CDN providers and route strategies, add-on domains. Each is a
// registry entry (ARCHITECTURE §3) whose parent is the site; the engine derives their screens, and their
// operations come from the contract paths (the site's id from the route's `siteId`).
import type { RJSFSchema } from '@rjsf/utils';
import type { components } from '../../api/generated/main';
import { lazyChunk } from '../../api/chunks';
import { resourceCalls, type ResourceApi } from '../../api/resourceCalls';
import { defineResource, type ResourceDeclaration, type ResourceOperations } from '../../engine/types';
import type { JsonLoader } from '../../engine/resourceSchemas';
import { validatorsLoader } from '../../engine/validators';
import { reorderFirewallRules, setFirewallRuleStatus } from './cdnApi';
import { api } from '../../api/client';
import { cdnEnvelope } from '../../api/adapters';
import { listQueryParams, snakeCaseSpelling } from '../../api/listQuery';
import { setStatusByReplace, siteIdOf } from './siteChildApi';

type Schemas = components['schemas'];
export type PageRule = Schemas['PageRule'];
export type FirewallRule = Schemas['FirewallRule'];
export type CacheRule = Schemas['CacheRule'];
export type RateLimitRule = Schemas['RateLimitRule'];
export type MultiCdnProvider = Schemas['MultiCdnProvider'];
export type MultiCdnStrategy = Schemas['MultiCdnStrategy'];
export type AddonDomain = Schemas['AddonDomain'];

/** Where a site's own screens live. */
export const siteEdge = '/cdn/sites/:siteId/edge';

interface SiteChildSpec {
  name: string;
  /** The schema file's base name under schemas/cdn (and the generated validators'). */
  file: string;
  form: JsonLoader;
  /** The stored shape's `$defs` name in the form schema. */
  recordDef: string;
  ui: JsonLoader;
  /** The contract path of the site's collection (`{id}` the site). */
  listPath: string;
  /** The contract path of one record (`{id}` the site, `recordParam` the record). */
  itemPath: string;
  recordParam: string;
  /** The audit log's resource type of its records. */
  auditType: string;
  without?: ResourceApi['without'];
}

function siteChildBase<TRecord, TInput>(spec: SiteChildSpec) {
  const resourceApi = {
    backend: 'main' as const,
    listPath: spec.listPath,
    itemPath: spec.itemPath,
    recordParam: spec.recordParam,
    routeParams: { id: 'siteId' },
    ...(spec.without ? { without: spec.without } : {}),
  };
  const operations = resourceCalls(resourceApi) as Required<
    Pick<ResourceOperations<TRecord, TInput>, 'list' | 'get' | 'create' | 'update' | 'delete'>
  >;
  const inputFields = async () => Object.keys(((await spec.form()).default as RJSFSchema).properties ?? {});
  return {
    name: spec.name,
    area: 'cdn',
    permission: { resource: 'cdn', action: 'read' } as const,
    parent: { resource: 'site', param: 'siteId' },
    schemas: {
      form: spec.form,
      record: spec.recordDef,
      loadValidators: validatorsLoader('cdn', spec.file),
    },
    ui: spec.ui,
    operations: {
      ...operations,
      setStatus: setStatusByReplace<TRecord, TInput>(operations, inputFields),
    },
    audit: { resourceType: spec.auditType },
    api: resourceApi,
  } satisfies Partial<ResourceDeclaration<TRecord, TInput>>;
}

export const pageRuleResource = defineResource<PageRule, Schemas['page-rule.schema']>({
  ...siteChildBase<PageRule, Schemas['page-rule.schema']>({
    name: 'page_rule',
    file: 'page-rule',
    form: lazyChunk(() => import('../../engine/generated/cdn/page-rule.form-schema.json')),
    recordDef: 'PageRule',
    ui: lazyChunk(() => import('../../../schemas/cdn/page-rule.ui.json')),
    listPath: '/cdn/sites/{id}/page_rules',
    itemPath: '/cdn/sites/{id}/page_rules/{ruleId}',
    recordParam: 'ruleId',
    auditType: 'cdn_page_rule',
  }),
  routes: {
    list: `${siteEdge}/page-rules`,
    create: { path: `${siteEdge}/page-rules/add`, defaultHref: `${siteEdge}/page-rules/add` },
    edit: { path: `${siteEdge}/page-rules/edit/:ruleId`, param: 'ruleId' },
  },
});

const firewallBase = siteChildBase<FirewallRule, Schemas['firewall-rule.schema']>({
  name: 'firewall_rule',
  file: 'firewall-rule',
  form: lazyChunk(() => import('../../engine/generated/cdn/firewall-rule.form-schema.json')),
  recordDef: 'FirewallRule',
  ui: lazyChunk(() => import('../../../schemas/cdn/firewall-rule.ui.json')),
  listPath: '/cdn/sites/{id}/firewall_rules',
  itemPath: '/cdn/sites/{id}/firewall_rules/{ruleId}',
  recordParam: 'ruleId',
  auditType: 'cdn_firewall_rule',
});

export const firewallRuleResource = defineResource<FirewallRule, Schemas['firewall-rule.schema']>({
  ...firewallBase,
  // SPEC §4: a firewall rule's status is changed through its status path segment.
  operations: {
    ...firewallBase.operations,
    setStatus: setFirewallRuleStatus,
    // SPEC §4: priority is reordered in bulk (the whole order in one call).
    reorder: async (ids, ctx) => {
      await reorderFirewallRules(siteIdOf(ctx), ids);
    },
  },
  routes: {
    list: `${siteEdge}/firewall-rules`,
    create: { path: `${siteEdge}/firewall-rules/add`, defaultHref: `${siteEdge}/firewall-rules/add` },
    edit: { path: `${siteEdge}/firewall-rules/edit/:firewallID`, param: 'firewallID' },
  },
  screens: { list: lazyChunk(() => import('./firewall/FirewallRulesPage')) },
});

export const cacheRuleResource = defineResource<CacheRule, Schemas['cache-rule.schema']>({
  ...siteChildBase<CacheRule, Schemas['cache-rule.schema']>({
    name: 'cache_rule',
    file: 'cache-rule',
    form: lazyChunk(() => import('../../engine/generated/cdn/cache-rule.form-schema.json')),
    recordDef: 'CacheRule',
    ui: lazyChunk(() => import('../../../schemas/cdn/cache-rule.ui.json')),
    listPath: '/cdn/sites/{id}/caching_control/rules',
    itemPath: '/cdn/sites/{id}/caching_control/rules/{ruleId}',
    recordParam: 'ruleId',
    auditType: 'cdn_cache_rule',
  }),
  routes: {
    // Listed on the cache section's "rules" tab (SPEC §2 cache/{feature}).
    listedAt: `${siteEdge}/cache/rules`,
    create: { path: `${siteEdge}/cache/rules/add`, defaultHref: `${siteEdge}/cache/rules/add` },
    edit: { path: `${siteEdge}/cache/rules/edit/:ruleId`, param: 'ruleId' },
  },
});

export const rateLimitRuleResource = defineResource<RateLimitRule, Schemas['rate-limit-rule.schema']>({
  ...siteChildBase<RateLimitRule, Schemas['rate-limit-rule.schema']>({
    name: 'rate_limit_rule',
    file: 'rate-limit-rule',
    form: lazyChunk(() => import('../../engine/generated/cdn/rate-limit-rule.form-schema.json')),
    recordDef: 'RateLimitRule',
    ui: lazyChunk(() => import('../../../schemas/cdn/rate-limit-rule.ui.json')),
    listPath: '/cdn/sites/{id}/rate_limit_rules',
    itemPath: '/cdn/sites/{id}/rate_limit_rules/{ruleId}',
    recordParam: 'ruleId',
    auditType: 'cdn_rate_limit_rule',
  }),
  // SPEC §2 gives rate-limit rules add and edit pages only; the firewall-rules page lists them.
  routes: {
    listedAt: `${siteEdge}/firewall-rules?tab=rate-limiting`,
    create: {
      path: `${siteEdge}/security/rate-limit-rules/add`,
      defaultHref: `${siteEdge}/security/rate-limit-rules/add`,
    },
    edit: { path: `${siteEdge}/security/rate-limit-rules/edit/:ruleId`, param: 'ruleId' },
  },
});

export const multiCdnProviderResource = defineResource<
  MultiCdnProvider,
  Schemas['multi-cdn-provider.schema']
>({
  ...siteChildBase<MultiCdnProvider, Schemas['multi-cdn-provider.schema']>({
    name: 'multi_cdn_provider',
    file: 'multi-cdn-provider',
    form: lazyChunk(() => import('../../engine/generated/cdn/multi-cdn-provider.form-schema.json')),
    recordDef: 'MultiCdnProvider',
    ui: lazyChunk(() => import('../../../schemas/cdn/multi-cdn-provider.ui.json')),
    listPath: '/cdn/sites/{id}/multi_cdn/cdns',
    itemPath: '/cdn/sites/{id}/multi_cdn/cdns/{cdnId}',
    recordParam: 'cdnId',
    auditType: 'cdn_multi_cdn_provider',
  }),
  routes: {
    // Listed on the multi-CDN section's tabs (SPEC §2 multi-cdn/{feature}).
    listedAt: `${siteEdge}/multi-cdn/management`,
    create: {
      path: `${siteEdge}/multi-cdn/management/add`,
      defaultHref: `${siteEdge}/multi-cdn/management/add`,
    },
    edit: { path: `${siteEdge}/multi-cdn/management/edit/:cdnId`, param: 'cdnId' },
  },
  // Health as the server's checks found it (server/src/main/cdn/multi-cdn-health.ts).
  statusTones: { healthy: 'success', degraded: 'warning', down: 'danger', unknown: 'neutral' },
});

export const multiCdnStrategyResource = defineResource<
  MultiCdnStrategy,
  Schemas['multi-cdn-strategy.schema']
>({
  ...siteChildBase<MultiCdnStrategy, Schemas['multi-cdn-strategy.schema']>({
    name: 'multi_cdn_strategy',
    file: 'multi-cdn-strategy',
    form: lazyChunk(() => import('../../engine/generated/cdn/multi-cdn-strategy.form-schema.json')),
    recordDef: 'MultiCdnStrategy',
    ui: lazyChunk(() => import('../../../schemas/cdn/multi-cdn-strategy.ui.json')),
    listPath: '/cdn/sites/{id}/multi_cdn/strategies',
    itemPath: '/cdn/sites/{id}/multi_cdn/strategies/{strategyId}',
    recordParam: 'strategyId',
    auditType: 'cdn_multi_cdn_strategy',
  }),
  routes: {
    listedAt: `${siteEdge}/multi-cdn/route-strategies`,
    create: {
      path: `${siteEdge}/multi-cdn/route-strategies/add`,
      defaultHref: `${siteEdge}/multi-cdn/route-strategies/add`,
    },
    edit: { path: `${siteEdge}/multi-cdn/route-strategies/edit/:strategyId`, param: 'strategyId' },
  },
});

const addonDomainBase = siteChildBase<AddonDomain, Schemas['addon-domain.schema']>({
  name: 'addon_domain',
  file: 'addon-domain',
  form: lazyChunk(() => import('../../engine/generated/cdn/addon-domain.form-schema.json')),
  recordDef: 'AddonDomain',
  ui: lazyChunk(() => import('../../../schemas/cdn/addon-domain.ui.json')),
  listPath: '/cdn/sites/{id}/addon_domain',
  itemPath: '/cdn/sites/{id}/addon_domain/{cnameId}',
  recordParam: 'cnameId',
  auditType: 'cdn_addon_domain',
  // The site's add-on domains are the account-wide list narrowed to the site (the site path only creates).
  without: ['list'],
});

export const addonDomainResource = defineResource<AddonDomain, Schemas['addon-domain.schema']>({
  ...addonDomainBase,
  operations: {
    ...addonDomainBase.operations,
    list: async (query, ctx) =>
      cdnEnvelope.list(
        await api().main.GET('/addon_domain', {
          params: { query: { ...listQueryParams(query, snakeCaseSpelling), site_id: siteIdOf(ctx) } },
        }),
      ),
  },
  // SPEC §2 gives add-on domains add and edit pages; the site's overview lists them.
  routes: {
    listedAt: '/cdn/sites/:siteId',
    create: { path: `${siteEdge}/addon-domain/add`, defaultHref: `${siteEdge}/addon-domain/add` },
    edit: { path: `${siteEdge}/addon-domain/edit/:addonDomainId`, param: 'addonDomainId' },
  },
});

export const siteChildResources = [
  pageRuleResource,
  firewallRuleResource,
  cacheRuleResource,
  rateLimitRuleResource,
  multiCdnProviderResource,
  multiCdnStrategyResource,
  addonDomainResource,
];
