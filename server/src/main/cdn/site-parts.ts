// What the resources living under a CDN site share: the parent they name (the site, loaded through the scope
// guard) and the per-site limits of the quota catalogue.
import type { CrudContext, ParentOf } from '../../crud/index.js';
import { HttpError } from '../../errors.js';
import { enforceQuota } from '../iam/quotas.js';

/** The site a resource lives under, its own id in the path parameter `idParam`. */
export const underSite = (idParam: string): ParentOf => ({
  table: 'cdn_sites',
  param: 'id',
  column: 'site_id',
  idParam,
  noun: 'site',
  auditType: 'cdn_site',
});

/** A per-site quota of the catalogue (firewall_rules_per_site, ...): 409 quota_exceeded at the limit. */
export const perSiteQuota =
  (code: string) =>
  (count: number, ctx: CrudContext): Promise<void> =>
    enforceQuota(ctx.tx, ctx.scope.tenantId, code, count);

/**
 * A fixed per-site limit where the catalogue has none (the highest priority a rule may hold): 409, the same
 * envelope code as a quota.
 */
export const perSiteLimit =
  (noun: string, limit: number) =>
  async (count: number): Promise<void> => {
    if (count >= limit) throw new HttpError(409, `A site holds at most ${limit} ${noun}.`, 'quota_exceeded');
  };
