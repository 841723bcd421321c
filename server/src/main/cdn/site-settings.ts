// Settings of a site that are fields of the site row: one edge setting at a time (PATCH …/edge_settings/{key})
// and multi_cdn_status (PUT …/multi_cdn). Both check If-Match against the site's ETag and audit the change.
// Sending the current value again answers 200 with the site unchanged (same version and ETag): the audit
// hook still records the request, with no change in it.
import { isDeepStrictEqual } from 'node:util';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { AppServices } from '../../context.js';
import { etagOf, requireMatch, staleWrite } from '../../crud/index.js';
import { json } from '../../db/index.js';
import type { Queryable } from '../../db/index.js';
import type { Scope } from '../../db/scoped.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { inTransaction, writeAudit } from '../../plugins/audit.js';
import { multiCdnProviders } from './multi-cdn.js';
import { crudService } from '../../crud/index.js';
import { DEVELOPMENT_MODE_MS, siteTable, toSite } from './sites.js';
import type { SiteRow } from './sites.js';

function ifMatchOf(request: FastifyRequest): string | undefined {
  const v = request.headers['if-match'];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * Loads and locks the site, checks If-Match, and hands the row to `change`: the columns it returns are
 * written (version bump, audit) unless it returns nothing to change.
 */
async function changeSite(
  services: AppServices,
  request: FastifyRequest,
  action: string,
  change: (site: SiteRow, tx: Queryable) => Promise<Record<string, unknown> | null>,
): Promise<SiteRow> {
  const scope = request.scope as Scope;
  const { id } = request.params as { id: string };
  const now = services.clock();
  const wire = (row: SiteRow) => toSite(row, now);
  request.auditTarget = { resourceType: 'cdn_site', resourceId: id, action };
  return inTransaction(services.db, request, async (tx) => {
    const table = siteTable(tx, scope);
    const current = await table.get(id, { forUpdate: true });
    if (!current) throw notFound('No such site.');
    requireMatch(ifMatchOf(request), current, () => wire(current));
    const values = await change(current, tx);
    if (!values) return current;
    const updated = await table.update(id, values, current.version);
    if (!updated) throw staleWrite(current, () => wire(current));
    await writeAudit(tx, request, {
      resourceType: 'cdn_site',
      resourceId: id,
      action,
      statusCode: 200,
      details: { changed: Object.keys(values) },
      change: { before: wire(current), after: wire(updated) },
    });
    return updated;
  });
}

export function siteSettingHandlers(services: AppServices): Record<string, RouteHandlerMethod> {
  const providers = crudService(services, multiCdnProviders);

  async function updateSiteEdgeSetting(request: FastifyRequest, reply: FastifyReply) {
    const { key } = request.params as { key: string };
    const body = request.body as Record<string, unknown>;
    // The contract checks the value's type per key; the body must name the key of the path.
    if (!(key in body)) {
      throw badRequest(`The body must hold ${key}, the setting the path names.`, [
        { path: `/${Object.keys(body)[0] ?? ''}`, message: `must be ${key}` },
      ]);
    }
    const value = body[key];
    const now = services.clock();
    const site = await changeSite(services, request, 'updateSiteEdgeSetting', async (current) => {
      // Compared with what acts now: development mode that switched itself off may be turned on again.
      if (isDeepStrictEqual(toSite(current, now).edge_settings[key], value)) return null;
      const values: Record<string, unknown> = {
        edge_settings: json({ ...current.edge_settings, [key]: value }),
      };
      if (key === 'development_mode')
        values.development_mode_expires_at =
          value === 'active' ? new Date(now.getTime() + DEVELOPMENT_MODE_MS) : null;
      return values;
    });
    reply.header('etag', etagOf(site));
    return { data: toSite(site, now).edge_settings };
  }

  async function setSiteMultiCdnStatus(request: FastifyRequest, reply: FastifyReply) {
    const { multi_cdn_status: status } = request.body as { multi_cdn_status: 'active' | 'inactive' };
    const site = await changeSite(services, request, 'setSiteMultiCdnStatus', async (current, tx) => {
      if (current.multi_cdn_status === status) return null;
      if (status === 'active' && !current.multi_cdn_url) {
        const active = await providers
          .repo(tx, request.scope as Scope, current.id)
          .count(`status = 'active'`);
        if (active === 0)
          throw conflict(
            'Multi-CDN needs an active provider or a multi-CDN URL first.',
            'multi_cdn_unconfigured',
          );
      }
      return { multi_cdn_status: status };
    });
    reply.header('etag', etagOf(site));
    return { data: toSite(site, services.clock()) };
  }

  return { updateSiteEdgeSetting, setSiteMultiCdnStatus } as Record<string, RouteHandlerMethod>;
}
