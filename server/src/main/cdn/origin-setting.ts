// The origin setting of a site (GET/PUT /cdn/sites/{id}/origin_setting): servers with weight, max fails and
// fail timeout, host header, protocol and balancing. Until first written it is derived from the site's
// origin_server_url; a write mirrors the first server back onto the site. More servers than the
// origins_per_site quota answers 409, and so does a site whose origin is an S3 bucket.
import type { RouteHandlerMethod } from 'fastify';
import type { AppServices } from '../../context.js';
import { iso } from '../../crud/index.js';
import { json } from '../../db/index.js';
import type { Scope } from '../../db/scoped.js';
import { conflict } from '../../errors.js';
import { enforceQuota } from '../iam/quotas.js';
import { siteSingletonHandlers } from './site-singleton.js';
import type { SingletonRow } from './site-singleton.js';
import { siteTable } from './sites.js';

interface OriginServer {
  origin_server_url: string;
  weight?: number;
  max_fails?: number;
  fail_timeout_seconds?: number;
  backup?: boolean;
}

interface OriginSettingInput {
  load_balancer_method?: string;
  protocol?: string;
  host_header?: string;
  verify_tls?: boolean;
  connect_timeout_seconds?: number;
  origin_servers: OriginServer[];
}

interface OriginSettingRow extends SingletonRow {
  load_balancer_method: string;
  protocol: string;
  host_header: string;
  verify_tls: boolean;
  connect_timeout_seconds: number;
  origin_servers: Required<OriginServer>[];
}

const server = (s: OriginServer): Required<OriginServer> => ({
  origin_server_url: s.origin_server_url,
  weight: s.weight ?? 1,
  max_fails: s.max_fails ?? 1,
  fail_timeout_seconds: s.fail_timeout_seconds ?? 10,
  backup: s.backup ?? false,
});

export function originSettingHandlers(services: AppServices): Record<string, RouteHandlerMethod> {
  return siteSingletonHandlers<OriginSettingRow, OriginSettingInput, unknown>(services, {
    table: 'cdn_origin_settings',
    columns: `id, site_id, load_balancer_method, protocol, host_header, verify_tls, connect_timeout_seconds,
      origin_servers, version, updated_at`,
    type: 'cdn_origin_setting',
    getAction: 'getOriginSetting',
    putAction: 'updateOriginSetting',
    toWire: (row, site) => ({
      site_id: site.id,
      load_balancer_method: row?.load_balancer_method ?? 'round_robin',
      protocol: row?.protocol ?? 'match_viewer',
      host_header: row?.host_header ?? '',
      verify_tls: row?.verify_tls ?? true,
      connect_timeout_seconds: row?.connect_timeout_seconds ?? 10,
      origin_servers: row?.origin_servers ?? [server({ origin_server_url: site.origin_server_url })],
      updated_at: iso(row?.updated_at ?? site.updated_at),
    }),
    values: async (input, site, tx, request) => {
      // A bucket is one origin the provider balances itself: the servers are a host origin's.
      if (site.origin_type === 's3')
        throw conflict(
          'This site fetches from an S3 bucket. Change its origin to a host on the site’s settings to list origin servers.',
          'origin_is_bucket',
        );
      // The servers are the site's origins: more than origins_per_site is refused.
      const { tenantId } = request.scope as Scope;
      await enforceQuota(tx, tenantId, 'origins_per_site', input.origin_servers.length - 1);
      return {
        load_balancer_method: input.load_balancer_method ?? 'round_robin',
        protocol: input.protocol ?? 'match_viewer',
        host_header: input.host_header ?? '',
        verify_tls: input.verify_tls ?? true,
        connect_timeout_seconds: input.connect_timeout_seconds ?? 10,
        origin_servers: json(input.origin_servers.map(server)),
      };
    },
    afterWrite: async (row, site, tx, scope) => {
      const first = row.origin_servers[0]?.origin_server_url;
      if (first && first !== site.origin_server_url)
        await siteTable(tx, scope).update(site.id, { origin_server_url: first });
    },
  });
}
