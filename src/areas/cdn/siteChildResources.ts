// The collections that live under one site (SPEC §2, under /cdn/sites/{siteId}/edge): page rules, firewall
// rules, cache rules, rate-limit rules, multi-CDN providers and route strategies, add-on domains. Each is a
// registry entry (ARCHITECTURE §3) whose parent is the site; the engine derives their screens.
import type { RJSFSchema } from '@rjsf/utils';
import pageRuleForm from '../../engine/generated/cdn/page-rule.form-schema.json';
import firewallRuleForm from '../../engine/generated/cdn/firewall-rule.form-schema.json';
import cacheRuleForm from '../../engine/generated/cdn/cache-rule.form-schema.json';
import rateLimitRuleForm from '../../engine/generated/cdn/rate-limit-rule.form-schema.json';
import providerForm from '../../engine/generated/cdn/multi-cdn-provider.form-schema.json';
import strategyForm from '../../engine/generated/cdn/multi-cdn-strategy.form-schema.json';
import addonDomainForm from '../../engine/generated/cdn/addon-domain.form-schema.json';
import pageRuleUi from '../../../schemas/cdn/page-rule.ui.json';
import firewallRuleUi from '../../../schemas/cdn/firewall-rule.ui.json';
import cacheRuleUi from '../../../schemas/cdn/cache-rule.ui.json';
import rateLimitRuleUi from '../../../schemas/cdn/rate-limit-rule.ui.json';
import providerUi from '../../../schemas/cdn/multi-cdn-provider.ui.json';
import strategyUi from '../../../schemas/cdn/multi-cdn-strategy.ui.json';
import addonDomainUi from '../../../schemas/cdn/addon-domain.ui.json';
import type { components } from '../../api/generated/main';
import { lazyChunk } from '../../api/chunks';
import { defineResource, type ResourceDefinition, type ResourceUi } from '../../engine/types';
import { validatorsLoader } from '../../engine/validators';
import { reorderFirewallRules, setFirewallRuleStatus } from './cdnApi';
import { api } from '../../api/client';
import { setStatusByReplace, siteChildOperations, siteIdOf, type SiteChildCalls } from './siteChildApi';

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
  form: unknown;
  /** The stored shape's `$defs` name in the form schema. */
  recordDef: string;
  ui: unknown;
  calls: SiteChildCalls;
  /** The contract path of one record (`{id}` the site, `recordParam` the record). */
  itemPath: string;
  recordParam: string;
  /** The audit log's resource type of its records. */
  auditType: string;
}

function siteChildBase<TRecord, TInput>(spec: SiteChildSpec) {
  const form = spec.form as RJSFSchema;
  const operations = siteChildOperations<TRecord, TInput>(spec.calls);
  const inputFields = Object.keys(form.properties ?? {});
  return {
    name: spec.name,
    area: 'cdn',
    permission: { resource: 'cdn', action: 'read' } as const,
    parent: { resource: 'site', param: 'siteId' },
    schemas: {
      form,
      record: (form.$defs as Record<string, RJSFSchema>)[spec.recordDef] as RJSFSchema,
      loadValidators: validatorsLoader('cdn', spec.file),
    },
    ui: spec.ui as ResourceUi,
    operations: {
      ...operations,
      setStatus: setStatusByReplace<TRecord, TInput>(operations, inputFields),
    },
    audit: { resourceType: spec.auditType },
    api: {
      backend: 'main' as const,
      itemPath: spec.itemPath,
      recordParam: spec.recordParam,
      routeParams: { id: 'siteId' },
    },
  } satisfies Partial<ResourceDefinition<TRecord, TInput>>;
}

export const pageRuleResource = defineResource<PageRule, Schemas['page-rule.schema']>({
  ...siteChildBase<PageRule, Schemas['page-rule.schema']>({
    name: 'page_rule',
    file: 'page-rule',
    form: pageRuleForm,
    recordDef: 'PageRule',
    ui: pageRuleUi,
    calls: {
      list: (id, query) => api().main.GET('/cdn/sites/{id}/page_rules', { params: { path: { id }, query } }),
      get: (id, ruleId) =>
        api().main.GET('/cdn/sites/{id}/page_rules/{ruleId}', { params: { path: { id, ruleId } } }),
      create: (id, body) => api().main.POST('/cdn/sites/{id}/page_rules', { params: { path: { id } }, body }),
      update: (id, ruleId, body, header) =>
        api().main.PUT('/cdn/sites/{id}/page_rules/{ruleId}', {
          params: { path: { id, ruleId }, header },
          body,
        }),
      delete: (id, ruleId, header) =>
        api().main.DELETE('/cdn/sites/{id}/page_rules/{ruleId}', {
          params: { path: { id, ruleId }, header },
        }),
    },
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
  form: firewallRuleForm,
  recordDef: 'FirewallRule',
  ui: firewallRuleUi,
  calls: {
    list: (id, query) =>
      api().main.GET('/cdn/sites/{id}/firewall_rules', { params: { path: { id }, query } }),
    get: (id, ruleId) =>
      api().main.GET('/cdn/sites/{id}/firewall_rules/{ruleId}', { params: { path: { id, ruleId } } }),
    create: (id, body) =>
      api().main.POST('/cdn/sites/{id}/firewall_rules', { params: { path: { id } }, body }),
    update: (id, ruleId, body, header) =>
      api().main.PUT('/cdn/sites/{id}/firewall_rules/{ruleId}', {
        params: { path: { id, ruleId }, header },
        body,
      }),
    delete: (id, ruleId, header) =>
      api().main.DELETE('/cdn/sites/{id}/firewall_rules/{ruleId}', {
        params: { path: { id, ruleId }, header },
      }),
  },
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
    form: cacheRuleForm,
    recordDef: 'CacheRule',
    ui: cacheRuleUi,
    calls: {
      list: (id, query) =>
        api().main.GET('/cdn/sites/{id}/caching_control/rules', { params: { path: { id }, query } }),
      get: (id, ruleId) =>
        api().main.GET('/cdn/sites/{id}/caching_control/rules/{ruleId}', {
          params: { path: { id, ruleId } },
        }),
      create: (id, body) =>
        api().main.POST('/cdn/sites/{id}/caching_control/rules', { params: { path: { id } }, body }),
      update: (id, ruleId, body, header) =>
        api().main.PUT('/cdn/sites/{id}/caching_control/rules/{ruleId}', {
          params: { path: { id, ruleId }, header },
          body,
        }),
      delete: (id, ruleId, header) =>
        api().main.DELETE('/cdn/sites/{id}/caching_control/rules/{ruleId}', {
          params: { path: { id, ruleId }, header },
        }),
    },
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
    form: rateLimitRuleForm,
    recordDef: 'RateLimitRule',
    ui: rateLimitRuleUi,
    calls: {
      list: (id, query) =>
        api().main.GET('/cdn/sites/{id}/rate_limit_rules', { params: { path: { id }, query } }),
      get: (id, ruleId) =>
        api().main.GET('/cdn/sites/{id}/rate_limit_rules/{ruleId}', { params: { path: { id, ruleId } } }),
      create: (id, body) =>
        api().main.POST('/cdn/sites/{id}/rate_limit_rules', { params: { path: { id } }, body }),
      update: (id, ruleId, body, header) =>
        api().main.PUT('/cdn/sites/{id}/rate_limit_rules/{ruleId}', {
          params: { path: { id, ruleId }, header },
          body,
        }),
      delete: (id, ruleId, header) =>
        api().main.DELETE('/cdn/sites/{id}/rate_limit_rules/{ruleId}', {
          params: { path: { id, ruleId }, header },
        }),
    },
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
    form: providerForm,
    recordDef: 'MultiCdnProvider',
    ui: providerUi,
    calls: {
      list: (id, query) =>
        api().main.GET('/cdn/sites/{id}/multi_cdn/cdns', { params: { path: { id }, query } }),
      get: (id, cdnId) =>
        api().main.GET('/cdn/sites/{id}/multi_cdn/cdns/{cdnId}', { params: { path: { id, cdnId } } }),
      create: (id, body) =>
        api().main.POST('/cdn/sites/{id}/multi_cdn/cdns', { params: { path: { id } }, body }),
      update: (id, cdnId, body, header) =>
        api().main.PUT('/cdn/sites/{id}/multi_cdn/cdns/{cdnId}', {
          params: { path: { id, cdnId }, header },
          body,
        }),
      delete: (id, cdnId, header) =>
        api().main.DELETE('/cdn/sites/{id}/multi_cdn/cdns/{cdnId}', {
          params: { path: { id, cdnId }, header },
        }),
    },
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
    form: strategyForm,
    recordDef: 'MultiCdnStrategy',
    ui: strategyUi,
    calls: {
      list: (id, query) =>
        api().main.GET('/cdn/sites/{id}/multi_cdn/strategies', { params: { path: { id }, query } }),
      get: (id, strategyId) =>
        api().main.GET('/cdn/sites/{id}/multi_cdn/strategies/{strategyId}', {
          params: { path: { id, strategyId } },
        }),
      create: (id, body) =>
        api().main.POST('/cdn/sites/{id}/multi_cdn/strategies', { params: { path: { id } }, body }),
      update: (id, strategyId, body, header) =>
        api().main.PUT('/cdn/sites/{id}/multi_cdn/strategies/{strategyId}', {
          params: { path: { id, strategyId }, header },
          body,
        }),
      delete: (id, strategyId, header) =>
        api().main.DELETE('/cdn/sites/{id}/multi_cdn/strategies/{strategyId}', {
          params: { path: { id, strategyId }, header },
        }),
    },
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

export const addonDomainResource = defineResource<AddonDomain, Schemas['addon-domain.schema']>({
  ...siteChildBase<AddonDomain, Schemas['addon-domain.schema']>({
    name: 'addon_domain',
    file: 'addon-domain',
    form: addonDomainForm,
    recordDef: 'AddonDomain',
    ui: addonDomainUi,
    calls: {
      // The site's add-on domains are the account-wide list narrowed to the site.
      list: (id, query) => api().main.GET('/addon_domain', { params: { query: { ...query, site_id: id } } }),
      get: (id, cnameId) =>
        api().main.GET('/cdn/sites/{id}/addon_domain/{cnameId}', { params: { path: { id, cnameId } } }),
      create: (id, body) =>
        api().main.POST('/cdn/sites/{id}/addon_domain', { params: { path: { id } }, body }),
      update: (id, cnameId, body, header) =>
        api().main.PUT('/cdn/sites/{id}/addon_domain/{cnameId}', {
          params: { path: { id, cnameId }, header },
          body,
        }),
      delete: (id, cnameId, header) =>
        api().main.DELETE('/cdn/sites/{id}/addon_domain/{cnameId}', {
          params: { path: { id, cnameId }, header },
        }),
    },
    itemPath: '/cdn/sites/{id}/addon_domain/{cnameId}',
    recordParam: 'cnameId',
    auditType: 'cdn_addon_domain',
  }),
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
