// A resource group of its own with CDN sites in it, for tests that write their own traffic and assert exact
// aggregates (the seeded demo traffic lives in the default group and never reaches them).
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/index.js';
import { cdnUrlFor } from '../../main/cdn/sites.js';
import type { RollupRow } from '../../main/cdn/seed-traffic.js';

export interface TrafficSite {
  id: string;
  name: string;
  status: 'pending' | 'active' | 'disabled' | 'error';
  vod: boolean;
}

export interface TrafficGroup {
  tenantId: string;
  projectId: string;
  resourceGroupId: string;
  sites: Record<string, TrafficSite>;
}

export async function trafficGroup(
  db: Db,
  seed: { tenantId: string; projectId: string },
  sites: { key: string; status?: TrafficSite['status']; vod?: boolean }[],
): Promise<TrafficGroup> {
  const resourceGroupId = randomUUID();
  await db.query('INSERT INTO resource_groups (id, tenant_id, project_id, name) VALUES ($1, $2, $3, $4)', [
    resourceGroupId,
    seed.tenantId,
    seed.projectId,
    `Traffic ${resourceGroupId.slice(0, 8)}`,
  ]);
  const out: Record<string, TrafficSite> = {};
  for (const s of sites) {
    const id = randomUUID();
    const name = `Site ${s.key} ${id.slice(0, 4)}`;
    await db.query(
      `INSERT INTO cdn_sites (id, tenant_id, project_id, resource_group_id, name, cdn_url, origin_server_url, status,
         vod, edge_settings)
       VALUES ($1, $2, $3, $4, $5, $6, 'https://origin.example.com', $7, $8, '{}'::jsonb)`,
      [
        id,
        seed.tenantId,
        seed.projectId,
        resourceGroupId,
        name,
        cdnUrlFor(name, id),
        s.status ?? 'active',
        s.vod ?? false,
      ],
    );
    out[s.key] = { id, name, status: s.status ?? 'active', vod: s.vod ?? false };
  }
  return { tenantId: seed.tenantId, projectId: seed.projectId, resourceGroupId, sites: out };
}

/** A rollup of one site of the group: only what a test cares about, the rest zero (status_2xx = requests). */
export function rollup(
  group: TrafficGroup,
  siteKey: string,
  at: Date,
  figures: Partial<Omit<RollupRow, 'tenantId' | 'projectId' | 'resourceGroupId' | 'siteId' | 'bucketStart'>>,
): RollupRow {
  const requests = figures.requests ?? 0;
  return {
    tenantId: group.tenantId,
    projectId: group.projectId,
    resourceGroupId: group.resourceGroupId,
    siteId: group.sites[siteKey]!.id,
    bucketStart: at,
    bucketSeconds: 300,
    kind: 'web',
    requests,
    cachedRequests: 0,
    bytes: 0,
    cachedBytes: 0,
    status2xx: requests,
    status3xx: 0,
    status4xx: 0,
    status5xx: 0,
    ...figures,
  };
}
