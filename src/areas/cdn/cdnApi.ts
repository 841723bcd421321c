// The CDN calls that are not a collection's list/get/create/update/delete (SPEC §7): a firewall rule's status
// segment and bulk priority, one edge setting, the site's multi-CDN status, a site's add-on domains.
import { api } from '../../api/client';
import { cdnEnvelope, versioned, type ListPage, type Versioned } from '../../api/adapters';
import type { components } from '../../api/generated/main';
import { ifMatchHeader, writeHeaders } from '../../api/headers';
import type { OperationContext } from '../../engine/types';
import { siteIdOf } from './siteChildApi';

type Schemas = components['schemas'];
export type EdgeSettings = Schemas['EdgeSettings'];
export type EdgeSettingKey = keyof EdgeSettings;

/** PUT …/firewall_rules/{ruleId}/{status} (SPEC §4: the status travels as a path segment, no body). */
export async function setFirewallRuleStatus(
  ruleId: string,
  status: string,
  ctx: OperationContext,
): Promise<Versioned<Schemas['FirewallRule']>> {
  return versioned(
    await api().main.PUT('/cdn/sites/{id}/firewall_rules/{ruleId}/{status}', {
      params: {
        path: { id: siteIdOf(ctx), ruleId, status: status as Schemas['FirewallRule']['status'] },
        header: writeHeaders(ctx),
      },
    }),
    cdnEnvelope.one,
  );
}

/** PUT …/firewall_rules/priority: every rule of the site, first to run first; answers them in that order. */
export async function reorderFirewallRules(
  siteId: string,
  order: string[],
  ctx: Pick<OperationContext, 'ifMatch' | 'idempotencyKey'> = {},
): Promise<ListPage<Schemas['FirewallRule']>> {
  return cdnEnvelope.list(
    await api().main.PUT('/cdn/sites/{id}/firewall_rules/priority', {
      params: { path: { id: siteId }, header: writeHeaders(ctx) },
      body: { order },
    }),
  );
}

/**
 * PATCH …/edge_settings/{key} with `{key: value}`; answers the site's edge settings as stored and the site's
 * new ETag.
 */
export async function patchEdgeSetting<K extends EdgeSettingKey>(
  siteId: string,
  key: K,
  value: EdgeSettings[K],
  ctx: Pick<OperationContext, 'idempotencyKey'> = {},
): Promise<Versioned<EdgeSettings>> {
  return versioned(
    await api().main.PATCH('/cdn/sites/{id}/edge_settings/{key}', {
      params: { path: { id: siteId, key }, header: writeHeaders(ctx) },
      body: { [key]: value } as Schemas['EdgeSettingPatch'],
    }),
    cdnEnvelope.one,
  );
}

/** PUT …/multi_cdn: turns the site's multi-CDN routing on or off; answers the site. */
export async function setMultiCdnStatus(
  siteId: string,
  status: Schemas['Site']['multi_cdn_status'],
  ctx: Pick<OperationContext, 'ifMatch' | 'idempotencyKey'> = {},
): Promise<Versioned<Schemas['Site']>> {
  return versioned(
    await api().main.PUT('/cdn/sites/{id}/multi_cdn', {
      params: { path: { id: siteId }, header: writeHeaders(ctx) },
      body: { multi_cdn_status: status },
    }),
    cdnEnvelope.one,
  );
}

export type PurgeRequest = Schemas['PurgeRequest'];
export type PurgeType = PurgeRequest['type'];

/** POST …/caching_control/purge: everything, or up to 30 URLs, prefixes, hostnames or tags. */
export async function purgeSiteCache(
  siteId: string,
  type: PurgeType,
  targets: string[],
): Promise<PurgeRequest> {
  return cdnEnvelope.one(
    await api().main.POST('/cdn/sites/{id}/caching_control/purge', {
      params: { path: { id: siteId } },
      body: type === 'everything' ? { type } : { type, targets },
    }),
  );
}

/** GET …/caching_control/purge: the site's purges, newest first. */
export async function listPurgeRequests(
  siteId: string,
  page: number,
  perPage: number,
): Promise<ListPage<PurgeRequest>> {
  return cdnEnvelope.list(
    await api().main.GET('/cdn/sites/{id}/caching_control/purge', {
      params: {
        path: { id: siteId },
        query: { page, per_page: perPage, sort_by: 'created_at', sort_direction: 'desc' },
      },
    }),
  );
}

export type MultiCdnCountryRouting = Schemas['MultiCdnCountryRouting'];

/** GET …/multi_cdn/routing/country: where each country's visitors went over the last `days`. */
export async function getMultiCdnCountryRouting(
  siteId: string,
  days: 1 | 3 | 7,
): Promise<MultiCdnCountryRouting> {
  return cdnEnvelope.one(
    await api().main.GET('/cdn/sites/{id}/multi_cdn/routing/country', {
      params: { path: { id: siteId }, query: { days } },
    }),
  );
}

export type ExtraConfig = Schemas['ExtraConfig'];

/** GET …/extra_config (operators: admin:read): the raw configuration appended to the site's generated one. */
export async function getExtraConfig(siteId: string): Promise<Versioned<ExtraConfig>> {
  return versioned(
    await api().main.GET('/cdn/sites/{id}/extra_config', { params: { path: { id: siteId } } }),
    cdnEnvelope.one,
  );
}

/** PUT …/extra_config at the ETag it was read at (a change made meanwhile answers 412). */
export async function saveExtraConfig(
  siteId: string,
  config: string,
  ifMatch: string | undefined,
): Promise<Versioned<ExtraConfig>> {
  return versioned(
    await api().main.PUT('/cdn/sites/{id}/extra_config', {
      params: { path: { id: siteId }, header: ifMatchHeader(ifMatch) },
      body: { config },
    }),
    cdnEnvelope.one,
  );
}

/** POST …/addon_domain/{cnameId}/verify: checks the domain's DNS record now; answers the domain. */
export async function verifyAddonDomain(siteId: string, cnameId: string): Promise<Schemas['AddonDomain']> {
  return cdnEnvelope.one(
    await api().main.POST('/cdn/sites/{id}/addon_domain/{cnameId}/verify', {
      params: { path: { id: siteId, cnameId } },
    }),
  );
}
