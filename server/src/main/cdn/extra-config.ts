// The extra edge configuration of a site (GET/PUT /cdn/sites/{id}/extra_config, beta): raw configuration the
// platform operator appends to the site's generated config. Only the operator holds admin:read/admin:write
// (plugins/permissions.ts), which the contract's x-permission demands; everyone else gets 403.
import type { RouteHandlerMethod } from 'fastify';
import type { AppServices } from '../../context.js';
import { iso } from '../../crud/index.js';
import { siteSingletonHandlers } from './site-singleton.js';
import type { SingletonRow } from './site-singleton.js';

interface ExtraConfigRow extends SingletonRow {
  config: string;
  updated_by: string | null;
}

export function extraConfigHandlers(services: AppServices): Record<string, RouteHandlerMethod> {
  return siteSingletonHandlers<ExtraConfigRow, { config: string }, unknown>(services, {
    table: 'cdn_extra_configs',
    columns: 'id, site_id, config, updated_by, version, updated_at',
    type: 'cdn_extra_config',
    getAction: 'getSiteExtraConfig',
    putAction: 'updateSiteExtraConfig',
    toWire: (row, site) => ({
      site_id: site.id,
      config: row?.config ?? '',
      updated_at: row ? iso(row.updated_at) : null,
      updated_by: row?.updated_by ?? null,
    }),
    values: async (input, _site, _tx, request) => ({
      config: input.config,
      updated_by: request.principal?.username ?? null,
    }),
  });
}
