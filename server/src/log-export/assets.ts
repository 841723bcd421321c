// GET /assets: the log sources of the caller's resource group that a destination may export — each CDN site's
// access log, and the tenant's audit trail. A destination names them by id (`<kind>:<resource id>`, or the bare
// kind for a tenant-wide source); one outside this list is refused on create and update.
import type { FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { AppServices } from '../context.js';
import type { Queryable } from '../db/index.js';
import { scoped } from '../db/scoped.js';
import type { Scope } from '../db/scoped.js';
import { notFound } from '../errors.js';

type AssetKind = 'cdn_access' | 'audit';
type FieldType = 'string' | 'integer' | 'number' | 'boolean' | 'timestamp' | 'ip' | 'array';

export interface LogAsset {
  id: string;
  kind: AssetKind;
  service: 'cdn' | 'iam';
  name: string;
  resource_id: string | null;
  resource_name: string | null;
  fields: { name: string; type: FieldType; description: string }[];
  destination_count: number;
}

const field = (name: string, type: FieldType, description: string) => ({ name, type, description });

/** The fields of one exported record, per kind. */
const FIELDS: Record<AssetKind, LogAsset['fields']> = {
  cdn_access: [
    field('timestamp', 'timestamp', 'When the edge answered the request.'),
    field('client_ip', 'ip', 'The visitor address.'),
    field('method', 'string', 'The HTTP method.'),
    field('host', 'string', 'The requested host name.'),
    field('path', 'string', 'The requested path and query.'),
    field('status', 'integer', 'The HTTP status answered.'),
    field('bytes', 'integer', 'Bytes sent to the visitor.'),
    field('cache_status', 'string', 'hit, miss or bypass.'),
  ],
  audit: [
    field('timestamp', 'timestamp', 'When the action was recorded.'),
    field('actor', 'string', 'Who acted.'),
    field('action', 'string', 'What was done.'),
    field('resource_type', 'string', 'The kind of record acted on.'),
    field('resource_id', 'string', 'The record acted on.'),
    field('status_code', 'integer', 'The answer the action got.'),
  ],
};

/** Every source of the scope, with how many of the scope's destinations export it. */
export async function assetsOf(q: Queryable, scope: Scope): Promise<LogAsset[]> {
  const sites = await scoped<{ id: string; name: string }>(q, 'cdn_sites', scope, 'id, name').find({
    orderBy: 'lower(name), id',
  });
  const destinations = await scoped<{ id: string; assets: string[] }>(
    q,
    'log_export_destinations',
    scope,
    'id, assets',
  ).find();
  const count = (id: string) => destinations.filter((d) => d.assets.includes(id)).length;
  const siteAssets: LogAsset[] = sites.map((site) => ({
    id: `cdn_access:${site.id}`,
    kind: 'cdn_access',
    service: 'cdn',
    name: `${site.name} access log`,
    resource_id: site.id,
    resource_name: site.name,
    fields: FIELDS.cdn_access,
    destination_count: count(`cdn_access:${site.id}`),
  }));
  const audit: LogAsset = {
    id: 'audit',
    kind: 'audit',
    service: 'iam',
    name: 'Audit trail',
    resource_id: null,
    resource_name: null,
    fields: FIELDS.audit,
    destination_count: count('audit'),
  };
  return [...siteAssets, audit];
}

export function assetHandlers(services: AppServices): Record<string, RouteHandlerMethod> {
  return {
    listLogAssets: async (request: FastifyRequest) => {
      if (!request.scope) throw notFound();
      const query = request.query as { service?: string; kind?: string };
      const assets = await assetsOf(services.db, request.scope);
      return {
        data: assets.filter(
          (asset) =>
            (!query.service || asset.service === query.service) && (!query.kind || asset.kind === query.kind),
        ),
      };
    },
  };
}
